import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { e2eRoot, repoRoot } from '../support/paths';
import { SUPABASE_URL } from '../support/site';

// A whole second site beside the production one the other suites share (3000-3005): the shell
// and blog-news as dev servers, the other remotes from their production builds, reading the
// suites' Supabase stack.
const ports = {
  PORT_SHELL: 3100,
  PORT_HOME: 3101,
  PORT_ABOUT_DIRECTION: 3102,
  PORT_BLOG_NEWS: 3103,
  PORT_CONTACT: 3104,
  PORT_ADMIN: 3105,
};
const shellUrl = `http://localhost:${ports.PORT_SHELL}`;
const sourceFile = join(
  repoRoot,
  'remotes',
  'blog-news',
  'src',
  'features',
  'news',
  'components',
  'news-page.tsx',
);
const anchor = '<PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />';

/**
 * Saves the source as an editor's safe write does: the new text in a file beside it, renamed over
 * it. A write in place truncates first, and on a loaded machine the dev server's watcher once
 * compiled the empty file between the two: for a moment the module exported no page, the route's
 * error boundary drew the tree again, and the page was no longer the same elements (a fresh-clone
 * run at a load of 19).
 */
function save(text: string) {
  const next = join(sourceFile, '..', '.news-page.tsx.next');
  writeFileSync(next, text);
  renameSync(next, sourceFile);
}

let dev: ChildProcess | undefined;
let original: string | undefined;

/** Puts the source back and stops the dev site, whatever happened (also after a timeout). */
async function cleanUp() {
  if (original !== undefined && readFileSync(sourceFile, 'utf8') !== original) {
    writeFileSync(sourceFile, original);
  }
  const child = dev;
  dev = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  // start.mjs stops its dev servers and static servers on SIGTERM.
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

test.afterEach(cleanUp);

test('dev mode for one remote: an edit of its source shows in the page in place, state kept', async ({
  page,
}) => {
  // Two dev builds from scratch on a busy two-core machine while other suites run.
  test.setTimeout(300_000);
  original = readFileSync(sourceFile, 'utf8');
  expect(original).toContain(anchor);

  let output = '';
  const ready = new Promise<void>((resolveReady, reject) => {
    dev = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs'), '--dev', 'blog-news'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...Object.fromEntries(Object.entries(ports).map(([key, port]) => [key, String(port)])),
        SUPABASE_URL,
        RUNTIME_CONFIG_FILE: join(e2eRoot, '.runtime', 'dev-runtime-config.json'),
      },
    });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Dev site ready at')) resolveReady();
    };
    dev.stdout!.on('data', onData);
    dev.stderr!.on('data', onData);
    dev.once('exit', (code) =>
      reject(
        new Error(`npm run dev exited (${code}) before it was ready:\n${output.slice(-4000)}`),
      ),
    );
  });
  await ready;

  // The runtime map points blog-news at its dev server, the others at their production builds
  // (a static server on their usual port, which names no dev client in its entry).
  const config = (await (await fetch(`${shellUrl}/runtime-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  expect(config.remotes.blog_news).toBe(
    `http://localhost:${ports.PORT_BLOG_NEWS}/mf-manifest.json`,
  );
  expect(config.remotes.contact).toBe(`http://localhost:${ports.PORT_CONTACT}/mf-manifest.json`);
  const devEntry = await (
    await fetch(`http://localhost:${ports.PORT_BLOG_NEWS}/remoteEntry.js`)
  ).text();
  const builtEntry = await (
    await fetch(`http://localhost:${ports.PORT_CONTACT}/remoteEntry.js`)
  ).text();
  expect(devEntry).toContain('rsbuild-hmr');
  expect(builtEntry).not.toContain('rsbuild-hmr');

  await page.goto(`${shellUrl}/news`);
  const news = page.locator('[data-remote="blog-news"][data-page="news"]');
  await expect(news).toBeVisible({ timeout: 60_000 });

  // State the page would lose on a reload or a remount: a marker on the window, a marker on the
  // edited remote's own element, and an address typed into the footer's newsletter box (the
  // contact remote, from its production build).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const email = page.locator('[data-newsletter] input[type="email"]');
  await email.fill('kept@example.com');
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__devModeMarker = 'same page';
    const element = document.querySelector('[data-page="news"]') as unknown as Record<
      string,
      unknown
    >;
    element.__devModeMarker = 'same element';
    // When the edit reaches the DOM, measured in the page (not at the test's polling interval).
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-dev-edit]')) {
        w.__devEditSeenAt = Date.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const urlBefore = page.url();

  const text = `Edited at ${Date.now()}`;
  const written = Date.now();
  try {
    save(original.replace(anchor, `${anchor}\n      <p data-dev-edit>${text}</p>`));
    await expect(news.locator('[data-dev-edit]')).toHaveText(text, { timeout: 60_000 });
    const seenAt = await page.evaluate(
      () => (window as unknown as { __devEditSeenAt: number }).__devEditSeenAt,
    );
    const elapsed = seenAt - written;
    console.log(`dev mode: source edit to browser in ${elapsed} ms`);
    test.info().annotations.push({ type: 'edit-to-browser-ms', description: String(elapsed) });

    // In place: no reload, no navigation, the remote's element and the typed address kept.
    expect(page.url()).toBe(urlBefore);
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__devModeMarker),
    ).toBe('same page');
    expect(
      await news.evaluate(
        (element) => (element as unknown as Record<string, unknown>).__devModeMarker,
      ),
    ).toBe('same element');
    await expect(email).toHaveValue('kept@example.com');
  } finally {
    save(original);
  }
  // The restored source leaves the page as it was, still in place.
  await expect(news.locator('[data-dev-edit]')).toHaveCount(0, { timeout: 60_000 });
  await expect(email).toHaveValue('kept@example.com');
});
