// Versioned deploys against the running site: one real build of the home remote (the smallest
// page owner) deployed, refused candidates made from copies of the live version (no build),
// rollback, preview. The suites' versions store and map are their own (support/serve-site.mjs).
// team-loop: the platform's own spec
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/back-office';
import { deployDir, repoRoot, runtimeConfigFile } from '../support/paths';
import { expectHydrated, homeThroughTheApp } from '../support/site';
import type * as DeployStore from '../../scripts/lib/deploy-store.mjs';
import type { DeployedMap } from '../../scripts/lib/deploy-store.mjs';

const readMap = () => JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as DeployedMap;
const versionOf = (entry: string | undefined) =>
  /\/v\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(entry ?? '')?.[1] ?? '';

/** Runs one of the deploy commands against the suites' store, as a team member would. */
function run(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts', script), ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DEPLOY_DIR: deployDir,
        RUNTIME_CONFIG_FILE: runtimeConfigFile,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (out += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (out += text));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** The HTML the server sends for a page (prerendered once the service has drawn it). */
async function html(page: Page, path: string): Promise<string> {
  return (await page.request.get(path)).text();
}

/**
 * A page of islands drawn before a deploy of another remote: its list, an island, is hydrated in
 * place at the visitor's first intent (a focus on its first link), the server's element kept.
 */
async function expectIslandHydratedInPlace(page: Page, path: string, module: string) {
  await page.goto(path);
  const first = page.locator(`[data-island="${module}"] a`).first();
  await first.evaluate((link) => {
    (link as HTMLElement).dataset.serverMark = 'kept';
  });
  await first.focus();
  await expectHydrated(
    page.locator(`[data-island="${module}"] a[data-server-mark="kept"]`),
    `${path}: the server's list is hydrated, not drawn again`,
  );
}

/** Signs the demo admin in on this page's browser context (the back office's sign-in form). */
const mark = `deployed-${Date.now().toString(36)}`;
const markAttribute = `data-build-mark="${mark}"`;
let oldVersion = '';
let newVersion = '';

test.describe.configure({ mode: 'serial' });

test("preview: a link naming a version the store does not keep, or the back office, is refused with a message in the page's language, and nothing is remembered", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const missing = 'abcdefabcdef';
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin);
  const askedMissing: string[] = [];
  admin.on('request', (request) => {
    if (request.url().includes(`/v/${missing}/`)) askedMissing.push(request.url());
  });
  const refused = admin.locator('[data-preview-refused]');
  const banner = admin.locator('[data-preview-banner]');
  const remembered = () => admin.evaluate(() => sessionStorage.getItem('school.preview'));

  await admin.goto(`/news?preview=blog_news@${missing}`);
  // After the session's role has been asked of the database and the store has said no.
  await expect(refused).toHaveAttribute('data-preview-refused', 'not-kept', { timeout: 20_000 });
  await expect(refused).toHaveAttribute('role', 'alert');
  await expect(refused).toContainText(
    /^Aperçu refusé : la version \u2068abcdefabcdef\u2069 de blog_news n'est pas conservée/,
  );
  await expect(banner).toHaveCount(0);
  // The live news page, at a clean address.
  await expect(admin.locator('[data-page="news"]')).toBeVisible();
  await expect(admin).toHaveURL(/\/news$/);
  expect(await remembered()).toBeNull();
  // Only the store was asked (the manifest, once): no code of that version was loaded.
  expect(askedMissing.map((url) => new URL(url).pathname)).toEqual([
    `/v/${missing}/mf-manifest.json`,
  ]);

  // Later pages of the tab: the live site, nothing said, nothing asked of that version.
  askedMissing.length = 0;
  await admin.goto('/news');
  await expect(admin.locator('[data-page="news"]')).toBeVisible();
  await expect(refused).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  expect(askedMissing).toEqual([]);

  // In Arabic and in English.
  await admin.goto(`/ar/news?preview=blog_news@${missing}`);
  await expect(refused).toContainText('رُفضت المعاينة: الإصدار', { timeout: 20_000 });
  await expect(refused).toContainText('غير محفوظ');
  await expect(refused.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  await admin.goto(`/en/news?preview=blog_news@${missing}`);
  await expect(refused).toContainText('Preview refused: version', { timeout: 20_000 });
  await expect(refused).toContainText('of \u2068blog_news\u2069 is not kept');
  expect(await remembered()).toBeNull();

  // The back office never switches from a link, not even to a version the store keeps (its live
  // one): the link must not be able to swap the code that holds staff sessions.
  const adminVersion = versionOf(readMap().remotes.admin);
  expect(adminVersion).toMatch(/^[0-9a-f]{12}$/);
  await admin.goto(`/?preview=admin@${adminVersion}`);
  await expect(refused).toHaveAttribute('data-preview-refused', 'back-office', {
    timeout: 20_000,
  });
  await expect(refused).toContainText('le back-office ne change pas de version par un lien');
  await expect(banner).toHaveCount(0);
  expect(await remembered()).toBeNull();
  // Closed from the keyboard.
  await refused.getByRole('button', { name: 'Fermer' }).focus();
  await admin.keyboard.press('Enter');
  await expect(refused).toHaveCount(0);
  await context.close();
});

test('deploy: a changed remote goes live on its pages in every language, nothing else is rebuilt, and a visitor mid-deploy keeps working', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const before = readMap();
  oldVersion = versionOf(before.remotes.home);
  expect(oldVersion).toMatch(/^[0-9a-f]{12}$/);
  // Pages are prerendered before the deploy: the switch must redraw them.
  await expect
    .poll(async () => (await html(page, '/')).includes('id="school-query-state"'), {
      timeout: 120_000,
    })
    .toBe(true);

  // A visitor whose page runs the old home version, in French: its English messages are a chunk
  // of that version not loaded yet. The home page is a page of islands, whose app never runs: the
  // visitor reaches it through the app (from the not-found page), which loads its `./App`.
  const visitor = await browser.newPage();
  const failed: string[] = [];
  visitor.on('response', (response) => {
    // The not-found page's own answer is a 404.
    if (response.status() >= 400 && !response.url().endsWith('/nope'))
      failed.push(`${response.status()} ${response.url()}`);
  });
  await homeThroughTheApp(visitor);
  await expect(visitor.locator('[data-page="home"]')).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  // A reader of the home page as loaded (a page of islands), its latest news not yet used: they
  // are an island of the old version.
  const reader = await browser.newPage();
  await reader.goto('/');
  await reader.waitForLoadState('networkidle');
  const afterDeploy: string[] = [];

  const t0 = Date.now();
  const deployed = await run('deploy.mjs', ['home'], { PUBLIC_BUILD_MARK: mark });
  const deploySeconds = (Date.now() - t0) / 1000;
  expect(deployed.code, deployed.out).toBe(0);
  expect(deployed.out).toContain('shared singletons fit the live shell');
  expect(deployed.out).toContain('pages prerender without error');
  const switched = Date.now();

  const after = readMap();
  newVersion = versionOf(after.remotes.home);
  expect(newVersion).toMatch(/^[0-9a-f]{12}$/);
  expect(newVersion).not.toBe(oldVersion);
  // Only home's pointer moved: the shell and the other remotes are the same builds.
  expect({ ...after.remotes, home: '' }).toEqual({ ...before.remotes, home: '' });
  expect(after.shellVersion).toBe(before.shellVersion);
  // Both versions are kept and served.
  expect(existsSync(join(deployDir, 'home', oldVersion, 'remoteEntry.js'))).toBe(true);
  expect(existsSync(join(deployDir, 'home', newVersion, 'server', 'remoteEntry.js'))).toBe(true);

  // The visitor switches language after the switch: the old version's English chunk arrives.
  visitor.on('request', (request) => afterDeploy.push(request.url()));
  await visitor.getByRole('link', { name: 'English', exact: true }).click();
  await expect(visitor).toHaveURL(/\/en$/);
  // The page changes language once both catalogs (the shell's, the old home's) have arrived.
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en', { timeout: 30_000 });
  await expect(visitor.locator('[data-page="home"]')).toBeVisible();
  await expect(visitor.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(visitor.locator(`[${markAttribute}]`)).toHaveCount(0);
  const homeCode = afterDeploy.filter((url) => url.startsWith('http://localhost:3001/'));
  expect(homeCode.length, 'the old version served a chunk after the switch').toBeGreaterThan(0);
  for (const url of homeCode) expect(url).toContain(`/v/${oldVersion}/`);
  expect(failed).toEqual([]);
  await visitor.close();
  // The reader taps the latest news after the switch: the island the page was drawn with
  // hydrates in place, from the old version its map named at load, not the new one.
  const readerCode: string[] = [];
  reader.on('request', (request) => {
    if (request.url().startsWith('http://localhost:3001/')) readerCode.push(request.url());
  });
  const latest = reader.locator('[data-island="home/islands/latest-news"]');
  await latest.getByRole('heading', { level: 2 }).first().click();
  await expect(latest).toHaveAttribute('data-island-live', '');
  expect(readerCode.length, 'the island came from the home remote').toBeGreaterThan(0);
  for (const url of readerCode) expect(url).toContain(`/v/${oldVersion}/`);
  await reader.close();

  // The HTML follows without waiting for the prerender service's poll.
  for (const path of ['/', '/ar', '/en']) {
    await expect
      .poll(async () => (await html(page, path)).includes(markAttribute), {
        timeout: 60_000,
        intervals: [100, 250, 500],
        message: `${path} is drawn by the deployed version`,
      })
      .toBe(true);
  }
  const pagesSeconds = (Date.now() - switched) / 1000;
  console.log(
    `deploy home: command ${deploySeconds.toFixed(1)} s (one build, checks, switch); ` +
      `switch → prerendered pages (/, /ar, /en) ${pagesSeconds.toFixed(1)} s`,
  );
  // The other remotes' pages were not drawn again and need not be: a page names only the remotes
  // whose code drew it (not home), so its islands still hydrate in place.
  const state = /id="school-query-state">(.*?)<\/script>/s.exec(await html(page, '/blog'))?.[1];
  const drawnBy = (JSON.parse(state ?? '{}') as { remotes?: Record<string, string> }).remotes;
  expect(drawnBy?.blog_news).toBe(after.remotes.blog_news);
  expect(drawnBy).not.toHaveProperty('home');
  await expectIslandHydratedInPlace(page, '/blog', 'blog_news/islands/blog');
  await expectIslandHydratedInPlace(page, '/en/news', 'blog_news/islands/news');
  // A browser that loads the site now runs the new version.
  await page.goto('/en');
  await expect(page.locator(`[${markAttribute}]`)).toBeVisible();
  // Hashed files are immutable, entries are asked again on every load.
  const homeEntry = after.remotes.home ?? '';
  const base = homeEntry.replace('mf-manifest.json', '');
  const entry = await page.request.get(`${base}remoteEntry.js`);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const manifest = (await (await page.request.get(homeEntry)).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const chunk = await page.request.get(`${base}${manifest.exposes[0]?.assets.js.sync[0]}`);
  expect(chunk.headers()['cache-control']).toContain('immutable');
});

/** A copy of the live home version, changed by `edit`, to deploy with --from (no build). */
function candidateFrom(edit: (dir: string) => void): string {
  const live = versionOf(readMap().remotes.home);
  const dir = join(mkdtempSync(join(tmpdir(), 'deploy-candidate-')), 'dist');
  cpSync(join(deployDir, 'home', live), dir, { recursive: true });
  edit(dir);
  return dir;
}

test('deploy refuses a remote built against another major of a shared singleton, one built with another federation runtime, one whose page fails to prerender, and one over its budget: the live site is unchanged', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(newVersion, 'runs after the deploy test').not.toBe('');
  const mapBefore = readFileSync(runtimeConfigFile, 'utf8');
  const versionsBefore = readdirSync(join(deployDir, 'home')).sort();

  const otherReact = candidateFrom((dir) => {
    const file = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      shared: Array<{ name: string; version: string; requiredVersion: string }>;
    };
    for (const entry of manifest.shared) {
      if (entry.name === 'react')
        Object.assign(entry, { version: '18.3.1', requiredVersion: '^18.3.1' });
    }
    writeFileSync(file, JSON.stringify(manifest));
  });
  const otherRuntime = candidateFrom((dir) => {
    const file = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      metaData: { pluginVersion: string };
    };
    manifest.metaData.pluginVersion = '0.0.1';
    writeFileSync(file, JSON.stringify(manifest));
  });
  const brokenPage = candidateFrom((dir) => {
    const server = join(dir, 'server');
    const file = readdirSync(server).find((name) => name.startsWith('__federation_expose_App'));
    if (!file) throw new Error('no exposed module in the server build');
    writeFileSync(
      join(server, file),
      `throw new Error('deploy test: this page cannot render');\n${readFileSync(join(server, file), 'utf8')}`,
    );
  });
  const tooBig = candidateFrom((dir) => {
    // Incompressible bytes: gzip cannot hide them.
    const noise = Array.from({ length: 60_000 }, (_, i) => ((i * 7919) % 65_521).toString(36)).join(
      '',
    );
    writeFileSync(
      join(dir, 'remoteEntry.js'),
      `${readFileSync(join(dir, 'remoteEntry.js'), 'utf8')}\n//${noise}`,
    );
  });
  try {
    const refusedReact = await run('deploy.mjs', ['home', '--from', otherReact]);
    expect(refusedReact.code, refusedReact.out).toBe(1);
    expect(refusedReact.out).toContain('deploy refused — the live version is unchanged');
    expect(refusedReact.out).toMatch(/react: built against 18\.3\.1 but the shell provides 19\./);

    // The remote runs the shell's federation runtime (runtime-core and the bundler runtime).
    const refusedRuntime = await run('deploy.mjs', ['home', '--from', otherRuntime]);
    expect(refusedRuntime.code, refusedRuntime.out).toBe(1);
    expect(refusedRuntime.out).toMatch(
      /federation runtime: built with Module Federation 0\.0\.1 but the shell provides \d/,
    );

    const refusedPage = await run('deploy.mjs', ['home', '--from', brokenPage]);
    expect(refusedPage.code, refusedPage.out).toBe(1);
    expect(refusedPage.out).toContain('✓ shared singletons fit the live shell');
    expect(refusedPage.out).toMatch(/✗ prerender: \/(ar|en)?:/);

    const refusedBudget = await run('deploy.mjs', ['home', '--from', tooBig]);
    expect(refusedBudget.code, refusedBudget.out).toBe(1);
    expect(refusedBudget.out).toContain('over the budget');
  } finally {
    for (const dir of [otherReact, otherRuntime, brokenPage, tooBig]) {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  }
  // Nothing moved, nothing refused stays served.
  expect(readFileSync(runtimeConfigFile, 'utf8')).toBe(mapBefore);
  expect(readdirSync(join(deployDir, 'home')).sort()).toEqual(versionsBefore);
  await page.goto('/');
  await expect(page.locator(`[${markAttribute}]`)).toBeVisible();
});

test('rollback restores the previous version: its pages (HTML and browser) within seconds, no build', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(newVersion, 'runs after the deploy test').not.toBe('');
  await page.goto('/');
  await expect(page.locator(`[${markAttribute}]`)).toBeVisible();

  const t0 = Date.now();
  const rolledBack = await run('rollback.mjs', ['home']);
  const commandSeconds = (Date.now() - t0) / 1000;
  expect(rolledBack.code, rolledBack.out).toBe(0);
  expect(versionOf(readMap().remotes.home)).toBe(oldVersion);

  // The HTML: redrawn at once (a page of islands is its HTML: what the browser shows next).
  for (const path of ['/', '/ar', '/en']) {
    await expect
      .poll(async () => (await html(page, path)).includes(markAttribute), {
        timeout: 30_000,
        intervals: [100, 250, 500],
        message: `${path} is drawn by the previous version again`,
      })
      .toBe(false);
  }
  const pagesSeconds = (Date.now() - t0) / 1000;
  expect(pagesSeconds).toBeLessThan(30);
  // The browser: the next load shows the previous version.
  await page.reload();
  await expect(page.locator('[data-page="home"]')).toBeVisible();
  await expect(page.locator(`[${markAttribute}]`)).toHaveCount(0);
  console.log(
    `rollback home: command ${commandSeconds.toFixed(1)} s; ` +
      `prerendered pages (/, /ar, /en) restored ${pagesSeconds.toFixed(1)} s`,
  );

  // The history says what happened.
  const status = await run('deploy-status.mjs', []);
  expect(status.code, status.out).toBe(0);
  const home = status.out.slice(status.out.indexOf('\nhome\n'));
  expect(home).toContain(`live  ${oldVersion}`);
  expect(home).toContain(`kept  ${newVersion}`);
  expect(home).toMatch(new RegExp(`rollback +${newVersion} -> ${oldVersion}`));
});

test('preview: a signed-in admin sees a kept version for this tab only, with a banner and a way out; a visitor never does', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  expect(newVersion, 'runs after the deploy test').not.toBe('');
  const preview = `/?preview=home@${newVersion}`;

  // A visitor: the link does nothing.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(preview);
  await expect(visitor.locator('[data-page="home"]')).toBeVisible();
  await expect(visitor.locator(`[${markAttribute}]`)).toHaveCount(0);
  await expect(visitor.locator('[data-preview-banner]')).toHaveCount(0);
  expect(await visitor.evaluate(() => sessionStorage.getItem('school.preview'))).toBeNull();
  await visitorContext.close();

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin);

  // Another origin, or a version id that is not one, is never followed.
  await admin.goto('/?preview=home@..%2F..%2Fevil.example');
  await expect(admin.locator('[data-page="home"]')).toBeVisible();
  await expect(admin.locator('[data-preview-banner]')).toHaveCount(0);

  await admin.goto(preview);
  const banner = admin.locator('[data-preview-banner]');
  // After the session's role has been asked of the database.
  await expect(banner).toContainText(`home en version ${newVersion}`, { timeout: 20_000 });
  await expect(admin.locator(`[${markAttribute}]`)).toBeVisible();
  await expect(admin).toHaveURL(/\/$/);
  // The rest of the session, in every language.
  await admin.goto('/ar');
  await expect(banner).toContainText('معاينة', { timeout: 20_000 });
  await expect(admin.locator(`[${markAttribute}]`)).toBeVisible();
  await admin.goto('/en');
  await expect(banner).toContainText(`Preview: home at version ${newVersion}`, {
    timeout: 20_000,
  });

  // Another tab of the same signed-in browser: the live site.
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab.locator('[data-page="home"]')).toBeVisible();
  await expect(otherTab.locator('[data-preview-banner]')).toHaveCount(0);
  await expect(otherTab.locator(`[${markAttribute}]`)).toHaveCount(0);

  // The way out.
  await banner.getByRole('button', { name: 'Leave preview' }).click();
  await expect(admin.locator('[data-page="home"]')).toBeVisible();
  await expect(admin.locator('[data-preview-banner]')).toHaveCount(0);
  await expect(admin.locator(`[${markAttribute}]`)).toHaveCount(0);
  await admin.goto('/en');
  await expect(admin.locator('[data-page="home"]')).toBeVisible();
  await expect(admin.locator('[data-preview-banner]')).toHaveCount(0);
  await context.close();
});

/** scripts/lib/deploy-store.mjs, typed from its JSDoc. */
type DeployStoreModule = typeof DeployStore;

test('the shell has versions too: the map names the live one, and prerendered pages are served only with the shell build they were drawn from', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const live = readMap().shellVersion ?? '';
  expect(live).toMatch(/^[0-9a-f]{12}$/);
  await expect
    .poll(async () => (await html(page, '/about')).includes('id="school-query-state"'), {
      timeout: 60_000,
    })
    .toBe(true);
  // Another shell build, stored as a kept version (as `deploy -- shell --candidate` would).
  const copy = join(mkdtempSync(join(tmpdir(), 'shell-version-')), 'dist');
  cpSync(join(deployDir, 'shell', live), copy, { recursive: true });
  const marker = `<meta name="x-shell-build" content="${mark}">`;
  const index = join(copy, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', `${marker}</head>`));
  const { importBuild } = (await import(
    pathToFileURL(join(repoRoot, 'scripts', 'lib', 'deploy-store.mjs')).href
  )) as DeployStoreModule;
  const { version } = await importBuild({
    store: deployDir,
    app: 'shell',
    buildDir: copy,
    source: 'e2e',
  });
  rmSync(join(copy, '..'), { recursive: true, force: true });
  try {
    const switched = await run('rollback.mjs', ['shell', version]);
    expect(switched.code, switched.out).toBe(0);
    expect(readMap().shellVersion).toBe(version);
    // The other shell's HTML at once; the pages drawn from the previous shell are not served
    // with it (they name its files), until they are drawn again.
    const body = await html(page, '/about');
    expect(body).toContain(marker);
    expect(body).not.toContain('id="school-query-state"');
    await page.goto('/about');
    await expect(page.locator('[data-page="about"]')).toBeVisible();
  } finally {
    const back = await run('rollback.mjs', ['shell', live]);
    expect(back.code, back.out).toBe(0);
  }
  expect(readMap().shellVersion).toBe(live);
  // Back on the shell they were drawn from: the prerendered pages are served again.
  await expect
    .poll(async () => (await html(page, '/about')).includes('id="school-query-state"'), {
      timeout: 60_000,
    })
    .toBe(true);
  expect(await html(page, '/about')).not.toContain(marker);
});
