// The production rehearsal (scripts/lib/object-store + scripts/lib/cache-tier): the site read
// from Varnish and a real S3 server (Swift with s3api), deployed to and rolled back in the
// bucket with the same commands a team's CI runs, pages kept there by the prerender worker. No
// Node process serves a visitor.
// team-loop: the platform's own spec
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseSecurityHeaders, contentSecurityPolicy } from '@school/build-config/security-headers';
import { expect, test } from '../support/test';
import { publishNews, adminClient, unique } from '../support/site';
import { startRehearsal, runScript, type Rehearsal } from '../support/rehearsal';

test.describe.configure({ mode: 'serial' });

let rehearsal: Rehearsal;

test.beforeAll(async () => {
  // Swift's four servers, the first publication (six builds) and every page drawn once.
  test.setTimeout(240_000);
  rehearsal = await startRehearsal();
});

test.afterAll(async () => {
  await rehearsal?.stop();
});

type Map = { remotes: Record<string, string>; shellVersion?: string };
const versionOf = (entry: string | undefined) =>
  /\/v\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(entry ?? '')?.[1] ?? '';

/** An answer of the cache tier, read whole. */
async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${rehearsal.tier.url}${path}`, { headers, redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}
const mapThroughTier = async () => JSON.parse((await get('/runtime-config.json')).text) as Map;

/** Polls `read` until `accept` holds; the time it took. */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string) {
  const started = performance.now();
  for (;;) {
    const value = await read();
    if (accept(value)) return { value, seconds: (performance.now() - started) / 1000 };
    if (performance.now() - started > 60_000) {
      throw new Error(
        `${what}: not within 60 s. The worker said:\n${rehearsal.workerLog.join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A copy of a version of an app, from the bucket, changed by `edit`. */
async function candidateOf(
  app: 'home' | 'about-direction',
  version: string,
  edit: (dir: string) => void,
) {
  const store = mkdtempSync(join(tmpdir(), `rehearsal-${app}-`));
  await rehearsal.target.mirrorVersion({ bucket: rehearsal.bucket, store, app, version });
  const dir = join(store, 'dist');
  cpSync(join(store, app, version), dir, { recursive: true });
  edit(dir);
  return dir;
}
/** Marks the home page's server build, so that its pages show `mark`. */
function markServerBuild(mark: string) {
  return (dir: string) => {
    const manifest = join(dir, 'server', 'mf-manifest.json');
    // A changed manifest is a new version; the pages are drawn from the server build's code.
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('{', `{"mark":"${mark}",`));
  };
}
const deployEnv = (extra: Record<string, string> = {}) => ({
  ...rehearsal.env,
  DEPLOY_DIR: mkdtempSync(join(tmpdir(), 'rehearsal-mirror-')),
  ...extra,
});

test('with every Node server stopped, every public page is read in fr, ar and en from the cache tier and the bucket', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The only Node process of the rehearsal is the prerender worker: stopped.
  await rehearsal.stopWorker();
  const sitemap = (await get('/sitemap.xml')).text;
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );
  expect(addresses.length).toBeGreaterThan(20);
  for (const locale of ['ar', 'en']) {
    expect(addresses.some((a) => a.startsWith(`/${locale}/`))).toBe(true);
  }
  for (const address of addresses) {
    const page = await get(address);
    expect(page.status, address).toBe(200);
    const lang = address.startsWith('/ar') ? 'ar' : address.startsWith('/en') ? 'en' : 'fr';
    expect(page.text, address).toContain(`lang="${lang}"`);
    expect(page.headers.get('content-type')).toContain('text/html');
  }

  // In a browser: the pages draw and come alive with nothing from the Node server.
  const context = await browser.newContext({ baseURL: rehearsal.tier.url });
  const fromNode: string[] = [];
  await context.route(/^http:\/\/localhost:300\d\//, (route) => {
    fromNode.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  for (const [address, lang, dir] of [
    ['/', 'fr', 'ltr'],
    ['/ar/news', 'ar', 'rtl'],
    ['/en/contact', 'en', 'ltr'],
  ] as const) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('main h1')).toBeVisible();
  }
  // A client-side move: the remote's code comes from the bucket through the tier.
  await page.goto('/news');
  await page.locator('header a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(fromNode).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
  await rehearsal.startWorker();
});

test("the cache tier sends the Node server's security headers: the policy of each page from its own scripts and the map", async ({
  request,
}) => {
  const map = await mapThroughTier();
  for (const address of ['/', '/ar/news', '/en/about', '/nope']) {
    const answer = await get(address);
    expect(answer.status, address).toBe(address === '/nope' ? 404 : 200);
    expect(answer.headers.get('content-security-policy'), address).toBe(
      contentSecurityPolicy({ html: answer.text, config: map }),
    );
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      expect(answer.headers.get(name), `${address}: ${name}`).toBe(value);
    }
    // The same names and values as the Node server sends for the same address.
    const node = await request.get(address, { maxRedirects: 0 });
    for (const name of Object.keys(baseSecurityHeaders)) {
      expect(answer.headers.get(name), `${address}: ${name} as the Node server`).toBe(
        node.headers()[name.toLowerCase()] ?? null,
      );
    }
  }
  // Hashed files for a year; the map, HTML and remote entries revalidated.
  const home = versionOf(map.remotes.home);
  const manifest = await get(`/home/v/${home}/mf-manifest.json`);
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const script = /"(static\/js\/[^"]+\.js)"/.exec(manifest.text)?.[1];
  expect(script).toBeTruthy();
  expect((await get(`/home/v/${home}/${script}`)).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await get('/runtime-config.json')).headers.get('cache-control')).toBe('no-cache');
});

test('a remote deployed to the bucket goes live through the cache tier with its pages, and rolls back', async () => {
  test.setTimeout(180_000);
  const before = await mapThroughTier();
  const live = versionOf(before.remotes.home);
  const mark = `rehearsal-${Date.now().toString(36)}`;
  const dir = await candidateOf('home', live, markServerBuild(mark));
  const started = performance.now();
  const deployed = await runScript('deploy.mjs', ['home', '--from', dir], deployEnv());
  expect(deployed.out).toContain('every one listed back with its size and MD5');
  expect(deployed.code, deployed.out).toBe(0);
  const after = await mapThroughTier();
  const version = versionOf(after.remotes.home);
  expect(version).not.toBe(live);
  // Nothing else moved.
  for (const name of Object.keys(before.remotes)) {
    if (name !== 'home') expect(after.remotes[name]).toBe(before.remotes[name]);
  }
  // The page is drawn again with the new version, uploaded and purged by the worker.
  const pageFollowed = await until(
    () => get('/'),
    (page) => page.text.includes(`/home/v/${version}/`),
    'the home page drawn with the new version',
  );
  const toLive = (performance.now() - started) / 1000;
  const status = await runScript('deploy-status.mjs', [], rehearsal.env);
  expect(status.out).toMatch(new RegExp(`home\\n  live  ${version}`));
  expect(status.out).toContain(`deploy   ${live} -> ${version}`);

  const rolledStart = performance.now();
  const rolled = await runScript('rollback.mjs', ['home'], deployEnv());
  expect(rolled.code, rolled.out).toBe(0);
  expect(versionOf((await mapThroughTier()).remotes.home)).toBe(live);
  await until(
    () => get('/'),
    (page) => page.text.includes(`/home/v/${live}/`),
    'the home page drawn with the previous version',
  );
  const rollback = (performance.now() - rolledStart) / 1000;
  console.log(
    `rehearsal: deploy home to live through the cache tier ${toLive.toFixed(1)} s ` +
      `(command ${deployed.seconds.toFixed(1)} s, pages ${pageFollowed.seconds.toFixed(1)} s more); ` +
      `rollback to live ${rollback.toFixed(1)} s (command ${rolled.seconds.toFixed(1)} s)`,
  );
});

test('an article published and retracted is seen through the cache tier', async () => {
  test.setTimeout(120_000);
  const title = unique('Article du seau');
  const started = performance.now();
  const { id, slug } = await publishNews({ title, content: 'Servi par le cache.' });
  try {
    await until(
      () => get(`/news/${slug}`),
      (page) => page.status === 200 && page.text.includes(title),
      'the article through the tier',
    );
    const published = (performance.now() - started) / 1000;
    const list = await until(
      () => get('/news'),
      (page) => page.text.includes(title),
      'the news list through the tier',
    );
    const client = await adminClient();
    const retractStart = performance.now();
    const { error } = await client
      .from('content_management')
      .update({ status: 'draft' })
      .eq('id', id);
    expect(error).toBeNull();
    await until(
      () => get(`/news/${slug}`),
      (page) => page.status === 404,
      'the retracted article gone from the tier',
    );
    const retracted = (performance.now() - retractStart) / 1000;
    console.log(
      `rehearsal: publish to visible through the cache tier ${published.toFixed(1)} s ` +
        `(list ${list.seconds.toFixed(1)} s later); retract to 404 ${retracted.toFixed(1)} s`,
    );
  } finally {
    await (await adminClient()).from('content_management').delete().eq('id', id);
  }
});

test('two teams deploying different remotes at the same moment both land', async () => {
  test.setTimeout(180_000);
  const before = await mapThroughTier();
  const home = await candidateOf('home', versionOf(before.remotes.home), markServerBuild('team-a'));
  const about = await candidateOf(
    'about-direction',
    versionOf(before.remotes.about_direction),
    markServerBuild('team-b'),
  );
  const [a, b] = await Promise.all([
    runScript('deploy.mjs', ['home', '--from', home], deployEnv()),
    runScript('deploy.mjs', ['about-direction', '--from', about], deployEnv()),
  ]);
  expect(a.code, a.out).toBe(0);
  expect(b.code, b.out).toBe(0);
  const map = JSON.parse(
    (await rehearsal.bucket.get('runtime-config.json'))?.body.toString() ?? '{}',
  ) as Map;
  expect(versionOf(map.remotes.home)).toBe(/^home ([0-9a-f]{12}) is live/m.exec(a.out)?.[1]);
  expect(versionOf(map.remotes.about_direction)).toBe(
    /^about-direction ([0-9a-f]{12}) is live/m.exec(b.out)?.[1],
  );
  // The journal holds both moves (one object each: neither overwrote the other).
  const journal = await rehearsal.target.readBucketJournal(rehearsal.bucket);
  expect(journal.filter((e) => e.action === 'deploy').map((e) => e.app)).toEqual(
    expect.arrayContaining(['home', 'about-direction']),
  );
});

/**
 * A stand-in for the network between a deploy and the store: forwards to Swift until `cutAfter`
 * uploads have started, then kills Swift's proxy (the store goes away mid-upload) and refuses
 * every connection.
 */
async function cuttingLink(cutAfter: number) {
  const sockets = new Set<Socket>();
  let puts = 0;
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) return client.destroy();
    const upstream = connect(rehearsal.store.origin.port, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (chunk: Buffer) => {
      puts += chunk.toString('latin1').match(/(?:^|\r\n)PUT \/site\/home\/v\//g)?.length ?? 0;
      if (puts >= cutAfter && !cut) {
        cut = true;
        void rehearsal.store.swift.kill();
        for (const socket of sockets) socket.destroy();
        server.close();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { endpoint: `http://127.0.0.1:${port}`, wasCut: () => cut };
}

test('faults: wrong credentials, a missing bucket, the store killed mid-upload, a failed purge: the live site stays complete on the previous version, and the next deploy finishes the job', async () => {
  test.setTimeout(240_000);
  const mapBefore = (await rehearsal.bucket.get('runtime-config.json'))?.body.toString();
  const live = versionOf((JSON.parse(mapBefore ?? '{}') as Map).remotes.home);
  const dir = await candidateOf('home', live, markServerBuild(`fault-${Date.now().toString(36)}`));

  const wrongKey = await runScript(
    'deploy.mjs',
    ['home', '--from', dir],
    deployEnv({ DEPLOY_S3_SECRET_ACCESS_KEY: 'not-the-key' }),
  );
  expect(wrongKey.code).toBe(1);
  expect(wrongKey.out).toContain('refused the credentials');
  expect(wrongKey.out).toContain('deploy refused — the live version is unchanged');

  const noBucket = await runScript(
    'deploy.mjs',
    ['home', '--from', dir],
    deployEnv({ DEPLOY_S3_BUCKET: 'no-such-bucket' }),
  );
  expect(noBucket.code).toBe(1);
  expect(noBucket.out).toContain('bucket "no-such-bucket"');
  expect(noBucket.out).toContain('does not exist');

  // The store goes away after 20 of the version's files were sent.
  const link = await cuttingLink(20);
  const killed = await runScript(
    'deploy.mjs',
    ['home', '--from', dir],
    deployEnv({ DEPLOY_S3_ENDPOINT: link.endpoint }),
  );
  expect(link.wasCut()).toBe(true);
  expect(killed.code, killed.out).toBe(1);
  expect(killed.out).toContain('cannot be reached');
  await rehearsal.store.swift.restartProxy();
  expect((await rehearsal.bucket.get('runtime-config.json'))?.body.toString()).toBe(mapBefore);
  const version = /home ([0-9a-f]{12}): stored/.exec(killed.out)?.[1] ?? '';
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  // Part of the version is in the bucket, without its marker: not a version one can go live on.
  const partial = await rehearsal.bucket.list(`home/v/${version}/`);
  expect(partial.length).toBeGreaterThan(0);
  expect(await rehearsal.target.isComplete(rehearsal.bucket, 'home', version)).toBe(false);
  const onto = await runScript('rollback.mjs', ['home', version], deployEnv());
  expect(onto.code).toBe(1);
  expect(onto.out).toContain(`home ${version} is not kept`);
  expect((await rehearsal.bucket.get('runtime-config.json'))?.body.toString()).toBe(mapBefore);

  // The next deploy, with the purge refused: it sends only what is missing, switches, and says
  // the purge failed; a third run purges.
  const purgeDown = await runScript(
    'deploy.mjs',
    ['home', '--from', dir],
    deployEnv({ DEPLOY_PURGE_URL: 'http://127.0.0.1:9' }),
  );
  expect(purgeDown.code, purgeDown.out).toBe(1);
  const sent = /(\d+) of (\d+) files uploaded/.exec(purgeDown.out);
  expect(Number(sent?.[1])).toBeLessThan(Number(sent?.[2]));
  expect(purgeDown.out).toContain('The switch is done in the bucket');
  expect(await rehearsal.target.isComplete(rehearsal.bucket, 'home', version)).toBe(true);
  const again = await runScript('deploy.mjs', ['home', '--from', dir], deployEnv());
  expect(again.code, again.out).toBe(0);
  expect(again.out).toContain('already live');
  expect(versionOf((await mapThroughTier()).remotes.home)).toBe(version);
});
