// The production static server (scripts/lib/static-server.mjs) and the versions servers over it
// (scripts/lib/versions-server.mjs), on folders made here: every answer the site relies on, read
// raw off the socket (no client that would decompress or follow a redirect for us).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers.mjs';
import { createStaticServer, listen } from '../../scripts/lib/static-server.mjs';
import {
  createRemoteVersionsServer,
  createShellVersionsServer,
} from '../../scripts/lib/versions-server.mjs';

/** @typedef {import('node:http').Server} Server */
/** @typedef {{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }} Answer */

const top = mkdtempSync(join(tmpdir(), 'static-server-'));
const build = join(top, 'build');
const prerendered = join(top, 'pages');
// A sibling whose name starts with the served folder's: a prefix check without the separator
// would let `/../build-secret/…` through.
const SECRET = 'secret bytes outside the served folder';

/** @param {string} path @param {string | Buffer} content */
function put(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

/** Text gzip shrinks, longer than the 512-byte threshold. @param {string} word */
const long = (word) => `${word} `.repeat(400);

/** @param {string} lang @param {string} text */
const page = (lang, text) =>
  `<!doctype html><html lang="${lang}"><head><script>window.page=${JSON.stringify(text)}</script>` +
  `<script type="application/json" id="state">{"a":1}</script></head><body>${text}` +
  `<p>${long('texte')}</p></body></html>`;

const APP_HTML = page('fr', 'app shell');
const HASHED = `static/js/app.0123abcd.js`;

beforeAll(() => {
  put(join(build, 'index.html'), APP_HTML);
  put(join(build, HASHED), `console.log(${JSON.stringify(long('hashed'))});`);
  put(join(build, 'remoteEntry.js'), `var entry = ${JSON.stringify(long('entry'))};`);
  put(join(build, 'small.js'), 'var s = 1;');
  put(join(build, 'mf-manifest.json'), JSON.stringify({ name: 'shell', list: long('x') }));
  put(join(build, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  put(join(build, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  put(join(build, 'docs', 'index.html'), page('fr', 'a folder of the build'));
  put(join(build, 'server', 'index.js'), 'module.exports = "node build";');
  put(join(build, '.env'), 'KEY=dotfile');
  put(join(top, 'build-secret', 'file.txt'), SECRET);
  put(join(top, 'secret.txt'), SECRET);
  put(join(prerendered, 'index.html'), page('fr', 'Accueil prérendu'));
  put(join(prerendered, 'ar', 'index.html'), page('ar', 'الصفحة الرئيسية'));
  put(join(prerendered, 'en', 'contact', 'index.html'), page('en', 'Contact us'));
  put(join(prerendered, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
  put(join(prerendered, 'sitemap.xml'), `<?xml version="1.0"?><urlset>${long('u')}</urlset>`);
  put(
    join(prerendered, 'en', 'news', 'feed.xml'),
    `<?xml version="1.0"?><feed>${long('e')}</feed>`,
  );
  put(join(prerendered, 'data-version.json'), JSON.stringify({ version: 7 }));
  put(join(prerendered, 'ar', 'calendar.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  put(join(prerendered, 'calendar', 'primary.ics'), 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
});

afterAll(() => rmSync(top, { recursive: true, force: true }));

/**
 * One raw request. @param {Server} server @param {string} path
 * @param {{ method?: string; headers?: Record<string, string> }} [options]
 * @returns {Promise<Answer>}
 */
function ask(server, path, { method = 'GET', headers = {} } = {}) {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as text, gunzipped when it came gzipped. @param {Answer} answer */
const text = (answer) =>
  (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString(
    'utf8',
  );

/** @param {string | string[] | undefined} policy @param {string} name */
const directive = (policy, name) =>
  String(policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

/** @type {Server[]} */
const servers = [];
/** @param {Server} server */
async function started(server) {
  await listen(server, 0, '127.0.0.1');
  servers.push(server);
  return server;
}
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

const runtimeMap = {
  remotes: { home: 'http://127.0.0.1:3001/v/0123456789ab/mf-manifest.json' },
  supabase: { url: 'http://127.0.0.1:54321' },
};

/** The shell as `npm start` serves it: pages, SPA fallback with its statuses, the runtime map. */
const shell = (
  /** @type {Partial<import('../../scripts/lib/static-server.mjs').StaticServerOptions>} */ options = {},
) =>
  started(
    createStaticServer({
      root: build,
      pagesRoot: prerendered,
      spaFallback: (pathname) => (pathname.startsWith('/nowhere') ? 404 : 200),
      overrides: { '/runtime-config.json': () => Promise.resolve(JSON.stringify(runtimeMap)) },
      runtimeConfig: () => Promise.resolve(runtimeMap),
      hidden: ['server'],
      ...options,
    }),
  );

describe('the static server', () => {
  it('answers each address in each language with its prerendered page, with its own policy', async () => {
    const server = await shell();
    for (const [path, words] of /** @type {const} */ ([
      ['/', 'Accueil prérendu'],
      ['/ar', 'الصفحة الرئيسية'],
      ['/en/contact', 'Contact us'],
      ['/en/contact/', 'Contact us'],
    ])) {
      const answer = await ask(server, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      const html = text(answer);
      expect(html, path).toContain(words);
      const policy = answer.headers['content-security-policy'];
      const scripts = directive(policy, 'script-src');
      const hashes = inlineScriptHashes(html);
      expect(hashes, path).toHaveLength(1);
      expect(scripts, path).toEqual(expect.arrayContaining([...hashes, 'http://127.0.0.1:3001']));
      expect(directive(policy, 'connect-src'), path).toContain('http://127.0.0.1:54321');
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('draws the app HTML for an address with no page: 200 where the router knows it, 404 elsewhere', async () => {
    const server = await shell();
    const known = await ask(server, '/fr/about');
    expect(known.status).toBe(200);
    expect(text(known)).toBe(APP_HTML);
    expect(directive(known.headers['content-security-policy'], 'script-src')).toEqual(
      expect.arrayContaining(inlineScriptHashes(APP_HTML)),
    );
    const unknown = await ask(server, '/nowhere/at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(text(unknown)).toBe(APP_HTML);
    expect(unknown.headers['content-security-policy']).toContain('script-src');
  });

  it('sends an address its fallback names elsewhere there, query kept, and refuses another host', async () => {
    const server = await shell({
      spaFallback: (pathname) =>
        pathname === '/en/news/rentree'
          ? { redirect: '/en/news/back-to-school' }
          : pathname === '/en/news/away'
            ? { redirect: '//evil.example/x' }
            : 200,
    });
    const moved = await ask(server, '/en/news/rentree?ref=mail');
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe('/en/news/back-to-school?ref=mail');
    expect(moved.headers['cache-control']).toBe('no-cache');
    expect(text(moved)).toBe('');
    const away = await ask(server, '/en/news/away');
    expect(away.status).toBe(500);
    expect(away.headers.location).toBeUndefined();
  });

  it('serves the app HTML instead of pages that do not match the build', async () => {
    const server = await shell({ pagesUsable: () => Promise.resolve(false) });
    expect(text(await ask(server, '/ar'))).toBe(APP_HTML);
    expect(text(await ask(server, '/'))).toBe(APP_HTML);
    // The crawlers' files name the data, not the code: still served.
    expect((await ask(server, '/robots.txt')).status).toBe(200);
  });

  it('serves the build files: hashed ones cached for a year, the others revalidated', async () => {
    const server = await shell();
    const hashed = await ask(server, `/${HASHED}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(text(hashed)).toContain('hashed hashed');
    const entry = await ask(server, '/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await ask(server, '/mf-manifest.json');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const icon = await ask(server, '/favicon.ico');
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect(icon.body).toEqual(Buffer.from([0, 0, 1, 0, 1, 0]));
    expect((await ask(server, '/logo.svg')).headers['content-type']).toBe('image/svg+xml');
    const folder = await ask(server, '/docs');
    expect(folder.status).toBe(200);
    expect(text(folder)).toContain('a folder of the build');
    expect(folder.headers['content-security-policy']).toContain('script-src');
    const direct = await ask(server, '/docs/index.html');
    expect(text(direct)).toContain('a folder of the build');
    expect(direct.headers['content-security-policy']).toContain('script-src');
  });

  it('answers gzip to a client that takes it, for text over 512 bytes, and the bytes otherwise', async () => {
    const server = await shell();
    // What browsers send: gzip is chosen, as the server always has.
    const gzip = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const path of [`/${HASHED}`, '/', '/ar', '/mf-manifest.json', '/sitemap.xml']) {
      const packed = await ask(server, path, { headers: gzip });
      expect(packed.headers['content-encoding'], path).toBe('gzip');
      expect(packed.headers['vary'], path).toMatch(/accept-encoding/i);
      const plain = await ask(server, path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(Number(plain.headers['content-length']), path).toBe(plain.body.length);
      expect(packed.body.length, path).toBeLessThan(plain.body.length);
      expect(gunzipSync(packed.body).equals(plain.body), path).toBe(true);
    }
    const small = await ask(server, '/small.js', { headers: gzip });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('var s = 1;');
    const image = await ask(server, '/favicon.ico', { headers: gzip });
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('gzips a hashed script once: the same bytes each time, with an ETag answered by 304', async () => {
    const server = await shell();
    const gzip = { 'accept-encoding': 'gzip' };
    const first = await ask(server, `/${HASHED}`, { headers: gzip });
    const second = await ask(server, `/${HASHED}`, { headers: gzip });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(second.body.equals(first.body)).toBe(true);
    expect(text(first)).toContain('hashed hashed');
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^".+-gz"$/);
    const again = await ask(server, `/${HASHED}`, {
      headers: { ...gzip, 'if-none-match': String(etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await ask(server, `/${HASHED}`, { method: 'HEAD', headers: gzip });
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
    // gzip refused (q=0): the bytes themselves.
    const refused = await ask(server, `/${HASHED}`, { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toContain('hashed hashed');
  });

  it('serves the crawlers’ files and feeds from beside the pages, with their types', async () => {
    const server = await shell();
    const robots = await ask(server, '/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text(robots)).toContain('Disallow: /admin');
    const sitemap = await ask(server, '/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toBe('no-cache');
    const feed = await ask(server, '/en/news/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(text(feed)).toContain('<feed>');
    // Only those: the pages folder's other files are not files of the site.
    expect((await ask(server, '/ar/index.html')).status).toBe(404);
  });

  it('serves the calendar files as text/calendar, and a plain 404 for one never written', async () => {
    const server = await shell();
    for (const path of ['/ar/calendar.ics', '/calendar/primary.ics']) {
      const feed = await ask(server, path);
      expect(feed.status).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control']).toBe('no-cache');
      expect(text(feed)).toContain('BEGIN:VCALENDAR');
    }
    // An unknown level: harmless, and no HTML page for a calendar application to misread.
    const unknown = await ask(server, '/calendar/university.ics');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await ask(server, '/en/calendar.ics')).status).toBe(404);
  });

  it('answers the data version document with its digest as ETag, and 304 to a request naming it', async () => {
    const server = await shell();
    const first = await ask(server, '/data-version.json');
    expect(first.status).toBe(200);
    expect(JSON.parse(text(first))).toEqual({ version: 7 });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await ask(server, '/data-version.json', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const weak = await ask(server, '/data-version.json', {
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.status).toBe(304);
  });

  it('serves the runtime map made at run time, never cached', async () => {
    const server = await shell();
    const map = await ask(server, '/runtime-config.json');
    expect(map.status).toBe(200);
    expect(map.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(map.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(text(map))).toEqual(runtimeMap);
  });

  it('refuses what leads out of the folder, into a hidden one or to a dotfile, and other hosts', async () => {
    const server = await shell();
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..%2f..%2fbuild-secret/file.txt',
      '/../build-secret/file.txt',
      '/static/..%2f..%2f..%2fsecret.txt',
      '/server/index.js',
      '/a%5c..%5c..%5csecret.txt',
    ]) {
      const answer = await ask(server, path);
      expect([403, 404], path).toContain(answer.status);
      expect(text(answer), path).not.toContain(SECRET);
      expect(text(answer), path).not.toContain('node build');
      expect(text(answer), path).not.toContain('KEY=dotfile');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
    const offsite = await ask(server, '//evil.example/x?q=1');
    expect(offsite.status).toBe(308);
    expect(offsite.headers['location']).toBe('/evil.example/x?q=1');
  });

  it('is read-only: HEAD without a body, OPTIONS empty, other methods 405', async () => {
    const server = await shell();
    const head = await ask(server, '/remoteEntry.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const headPage = await ask(server, '/ar', { method: 'HEAD' });
    expect(headPage.status).toBe(200);
    expect(headPage.body.length).toBe(0);
    expect(headPage.headers['content-security-policy']).toContain('script-src');
    expect((await ask(server, '/', { method: 'OPTIONS' })).status).toBe(204);
    const post = await ask(server, '/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD, OPTIONS');
  });

  it("adds CORS to a remote's answers, its 404s included, and answers 404 past its files", async () => {
    const server = await started(createStaticServer({ root: build, cors: true }));
    for (const path of ['/remoteEntry.js', '/missing.js', '/some/page']) {
      const answer = await ask(server, path);
      expect(answer.headers['access-control-allow-origin'], path).toBe('*');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
    expect((await ask(server, '/missing.js')).status).toBe(404);
    const dotfile = await ask(server, '/.env');
    expect(dotfile.status).toBe(404);
    expect(text(dotfile)).not.toContain('KEY=dotfile');
    expect((await ask(server, '/some/page')).status).toBe(404);
    // Without pages or a fallback, `/` is the build's own index.html, with its policy.
    const index = await ask(server, '/');
    expect(text(index)).toBe(APP_HTML);
    expect(index.headers['content-security-policy']).toContain('script-src');
  });
});

describe('the versions servers', () => {
  const store = join(top, 'store');
  const versionA = '0123456789ab';
  const versionB = 'ba9876543210';

  beforeAll(() => {
    put(join(store, 'home', versionA, 'remoteEntry.js'), `var a = ${JSON.stringify(long('a'))};`);
    put(join(store, 'home', versionA, 'static', 'js', 'old.1111.js'), 'var old = 1;');
    put(join(store, 'home', versionB, 'remoteEntry.js'), 'var b = 2;');
    put(join(store, 'shell', versionA, 'index.html'), page('fr', 'shell A'));
    put(join(store, 'shell', versionA, 'static', 'js', 'lazy.aaaa.js'), 'var lazy = "A";');
    put(join(store, 'shell', versionB, 'index.html'), page('fr', 'shell B'));
    put(join(store, 'shell', versionB, 'static', 'js', 'main.bbbb.js'), 'var main = "B";');
  });

  it("answers /v/<version>/… from that version's folder, every kept version, with CORS", async () => {
    const server = await started(createRemoteVersionsServer({ store, app: 'home' }));
    const a = await ask(server, `/v/${versionA}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(a.status).toBe(200);
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(text(a)).toContain('a a a');
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(a.headers['access-control-allow-origin']).toBe('*');
    const b = await ask(server, `/v/${versionB}/remoteEntry.js`);
    expect(text(b)).toBe('var b = 2;');
    const old = await ask(server, `/v/${versionA}/static/js/old.1111.js`);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gone = await ask(server, '/v/ffffffffffff/remoteEntry.js');
    expect(gone.status).toBe(404);
    expect(gone.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers from the live shell version, and hashed files it lacks from the kept ones', async () => {
    const configFile = join(top, 'runtime-config.json');
    writeFileSync(configFile, JSON.stringify({ shellVersion: versionB }));
    const server = await started(
      createShellVersionsServer({
        store,
        configFile,
        staticOptions: () => ({ spaFallback: true, runtimeConfig: () => Promise.resolve(null) }),
      }),
    );
    const live = await ask(server, '/');
    expect(text(live)).toContain('shell B');
    expect(live.headers['content-security-policy']).toContain('script-src');
    expect(text(await ask(server, '/static/js/main.bbbb.js'))).toBe('var main = "B";');
    const older = await ask(server, '/static/js/lazy.aaaa.js');
    expect(older.status).toBe(200);
    expect(text(older)).toBe('var lazy = "A";');
    expect(older.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(text(await ask(server, '/some/page'))).toContain('shell B');
  });
});
