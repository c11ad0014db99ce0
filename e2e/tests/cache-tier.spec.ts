// The cache tier (scripts/lib/cache-tier: Varnish 7.1 + xkey) in front of a bucket origin: the
// site's addresses mapped to the bucket's keys, the Node server's 404s, redirects and security
// headers, gzip, caching until purged, and purges by path and surrogate key from loopback only.
// team-loop: the platform's own spec
import { gunzipSync } from 'node:zlib';
import { localePrefixes } from '@school/platform/locales';
import { routes } from '@school/platform/route-table';
import { contentSecurityPolicy } from '@school/build-config/security-headers';
import { expect, test } from '../support/test';
import { startBucketOrigin, type BucketOrigin } from '../support/bucket-origin';
import { loadCacheTier, loadFallbackAnswer } from '../support/cache-tier';

type Tier = Awaited<ReturnType<Awaited<ReturnType<typeof loadCacheTier>>['startCacheTier']>>;
type Module = Awaited<ReturnType<typeof loadCacheTier>>;

// Each test its own tier and origin: a purge or a changed object in one never reaches another.
test.describe.configure({ mode: 'parallel' });

const runtimeMap = {
  remotes: { blog_news: 'http://127.0.0.1:1/blog-news/v/abc123/mf-manifest.json' },
  supabase: { url: 'http://127.0.0.1:54321' },
};

/** A page as the prerenderer draws it: an inline bootstrap script the policy allows by hash. */
function page(title: string, lang = 'fr') {
  const html =
    `<!doctype html><html lang="${lang}"><head><title>${title}</title>` +
    `<script>document.documentElement.dataset.booted = ${JSON.stringify(title)};</script>` +
    `</head><body><h1>${title}</h1>${'<p>Texte de la page.</p>'.repeat(40)}</body></html>`;
  return {
    body: html,
    type: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    meta: {
      csp: contentSecurityPolicy({ html, config: runtimeMap }),
      'surrogate-key': `page lang:${lang}`,
    },
  };
}

const APP_HTML = page('app-html');

async function setUp(cacheTier: Module) {
  const layout = cacheTier.defaultLayout;
  const origin = await startBucketOrigin(layout.bucketPath);
  origin.put('site/index.html', APP_HTML);
  origin.put('pages/index.html', page('accueil'));
  origin.put('pages/ar/index.html', page('الرئيسية', 'ar'));
  origin.put('pages/en/news/index.html', page('news-en', 'en'));
  origin.put('pages/ar/news/premier-article/index.html', page('article-ar', 'ar'));
  origin.put('pages/news/premier-article/index.html', page('article-fr'));
  origin.put('pages/sitemap.xml', {
    body: '<?xml version="1.0"?><urlset></urlset>',
    type: 'application/xml; charset=utf-8',
    cacheControl: 'no-cache',
    meta: { 'surrogate-key': 'site-files' },
  });
  origin.put('pages/data-version.json', {
    body: '{"version":"1"}',
    type: 'application/json; charset=utf-8',
    cacheControl: 'no-cache',
    meta: { 'surrogate-key': 'data-version' },
  });
  origin.put('runtime-config.json', {
    body: JSON.stringify(runtimeMap),
    type: 'application/json; charset=utf-8',
    cacheControl: 'no-cache',
  });
  origin.put('blog-news/v/abc123/static/js/main.0f0f.js', {
    body: `console.log("blog-news");${' '.repeat(2000)}`,
    type: 'text/javascript; charset=utf-8',
    cacheControl: 'public, max-age=31536000, immutable',
    meta: { 'surrogate-key': 'app:blog_news' },
  });
  const tier = await cacheTier.startCacheTier({ origin: { host: '127.0.0.1', port: origin.port } });
  return { origin, tier };
}

let cacheTier: Module;
let origin: BucketOrigin;
let tier: Tier;

test.beforeAll(async () => {
  cacheTier = await loadCacheTier();
});
test.beforeEach(async () => {
  ({ origin, tier } = await setUp(cacheTier));
});
test.afterEach(async () => {
  await tier?.stop();
  await origin?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  cacheTier.ask({ port: tier.port, path, headers });

test('each language and page address is its prerendered object, with its policy', async () => {
  for (const [path, title] of [
    ['/', 'accueil'],
    ['/ar', 'الرئيسية'],
    ['/ar/', 'الرئيسية'],
    ['/en/news', 'news-en'],
    ['/ar/news/premier-article', 'article-ar'],
    ['/news/premier-article', 'article-fr'],
  ] as const) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    expect(answer.body.toString(), path).toContain(`<h1>${title}</h1>`);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toBe(page(title).meta.csp);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The store's metadata stays between it and the tier.
    expect(answer.headers['x-amz-meta-csp']).toBeUndefined();
    expect(answer.headers['x-amz-meta-surrogate-key']).toBeUndefined();
  }
  // A public page not prerendered yet: the app's HTML draws it.
  const notYet = await get('/ar/contact');
  expect(notYet.status).toBe(200);
  expect(notYet.body.toString()).toContain('<h1>app-html</h1>');
});

test.describe('in a browser', () => {
  // The one violation this test causes on purpose.
  // (One pattern: a list of two would read as Playwright's [value, options] pair.)
  test.use({
    allowedCspViolations: [/^script-src(-elem)? refused inline|Executing inline script violates/],
  });

  test('the page runs under the policy from its metadata, and nothing else inline', async ({
    page: browserPage,
  }) => {
    await browserPage.goto(`${tier.url}/`);
    await expect(browserPage.locator('html')).toHaveAttribute('data-booted', 'accueil');
    // A script the policy does not list (as injected markup would be) does not run.
    const ran = await browserPage.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "yes";';
      document.head.append(script);
      return document.documentElement.dataset.injected ?? 'no';
    });
    expect(ran).toBe('no');
    // …and the page may not be framed by anyone.
    expect((await get('/')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

test('the same 404s and redirects as the Node server for the route table', async () => {
  const fallbackAnswer = await loadFallbackAnswer();
  const prefixes = routes.map((row) => row.prefix);
  const addresses = [
    '/nope',
    '/ar/nope',
    '/en/xx/yy',
    '/fr',
    '/fr/news',
    ...prefixes.flatMap((prefix) => {
      const base = prefix === '/' ? '' : prefix;
      return [
        base || '/',
        `${base}/a/b/c`,
        ...localePrefixes.flatMap((locale) => [`/${locale}${base}`, `/${locale}${base}/x/y/z`]),
      ];
    }),
    '/about/x',
    '/ar/direction/x',
    '/admin/login',
    '/ar/admin/x/y',
  ];
  // The database cannot be asked here; only addresses the route table decides alone.
  const readConfig = () => Promise.reject(new Error('no database'));
  for (const address of addresses) {
    const expected = await fallbackAnswer(address, readConfig);
    const answer = await get(address);
    expect(answer.status, address).toBe(expected);
    if (expected === 404) {
      // The not-found page: the app's HTML, with its own policy.
      expect(answer.body.toString(), address).toContain('<h1>app-html</h1>');
      expect(answer.headers['content-security-policy']).toBe(APP_HTML.meta.csp);
    }
  }
  // An article with no page in the bucket is not published: the not-found page, 404.
  const unpublished = await get('/en/news/brouillon');
  expect(unpublished.status).toBe(404);
  expect(unpublished.body.toString()).toContain('<h1>app-html</h1>');
  // …even asked conditionally with the app's HTML's tag.
  const etag = String((await get('/admin')).headers.etag);
  expect((await get('/nope', { 'if-none-match': etag })).status).toBe(404);

  // Request targets, as checkRequestTarget reads them.
  const slashes = await get('//evil.example/x?a=1');
  expect(slashes.status).toBe(308);
  expect(slashes.headers.location).toBe('/evil.example/x?a=1');
  expect(slashes.headers['x-content-type-options']).toBe('nosniff');
  for (const refused of [
    '/a%5Cb',
    '/%2F%2Fevil.example',
    '/news%2F/x',
    '/a%00b',
    '/%zz',
    '/../x',
  ]) {
    const answer = await get(refused);
    expect(answer.status, refused).toBe(404);
    expect(answer.body.toString()).toBe('Not found');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
  // A missing file is a plain 404, not the app.
  const missing = await get('/static/js/missing.123.js');
  expect(missing.status).toBe(404);
  expect(missing.headers['x-content-type-options']).toBe('nosniff');
  expect(missing.body.toString()).not.toContain('app-html');
});

test('files keep their type and Cache-Control, are gzipped, and the apps’ versions carry CORS', async () => {
  const path = '/blog-news/v/abc123/static/js/main.0f0f.js';
  const plain = await get(path);
  expect(plain.status).toBe(200);
  expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.headers['access-control-allow-origin']).toBe('*');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const zipped = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
  expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
  const map = await get('/runtime-config.json');
  expect(JSON.parse(map.body.toString())).toEqual(runtimeMap);
  expect(map.headers['cache-control']).toBe('no-cache');
  expect(map.headers['content-security-policy']).toBeUndefined();
  expect((await get('/sitemap.xml')).headers['content-type']).toBe(
    'application/xml; charset=utf-8',
  );
  // A version that is not in the bucket.
  expect((await get('/blog-news/v/fffff/remoteEntry.js')).status).toBe(404);
});

test('objects are kept until purged: by path, by surrogate key, from loopback only', async () => {
  const key = 'pages/ar/index.html';
  expect((await get('/ar')).body.toString()).toContain('<h1>الرئيسية</h1>');
  expect((await get('/ar', { 'accept-encoding': 'gzip' })).headers['x-cache']).toBe('HIT');
  expect(origin.hits(key)).toBe(1);

  // The page drawn again: the cache still has the old one…
  origin.put(key, page('nouvelle', 'ar'));
  expect((await get('/ar')).body.toString()).toContain('<h1>الرئيسية</h1>');
  // …a purge from another address than loopback's own is refused and changes nothing…
  const refused = await cacheTier.ask({
    port: tier.port,
    path: '/ar',
    method: 'PURGE',
    localAddress: '127.0.0.2',
  });
  expect(refused.status).toBe(403);
  expect((await get('/ar')).body.toString()).toContain('<h1>الرئيسية</h1>');
  // …and the purge of its path makes the new one seen, with its new policy.
  await tier.purgePath('/ar/');
  const fresh = await get('/ar');
  expect(fresh.body.toString()).toContain('<h1>nouvelle</h1>');
  expect(fresh.headers['content-security-policy']).toBe(page('nouvelle').meta.csp);
  expect(origin.hits(key)).toBe(2);

  // By surrogate key: the data version and the sitemap change together.
  expect((await get('/data-version.json')).body.toString()).toBe('{"version":"1"}');
  expect((await get('/sitemap.xml')).body.toString()).toContain('<urlset>');
  origin.put('pages/data-version.json', {
    body: '{"version":"2"}',
    type: 'application/json; charset=utf-8',
    meta: { 'surrogate-key': 'data-version' },
  });
  expect((await get('/data-version.json')).body.toString()).toBe('{"version":"1"}');
  const refusedKey = await cacheTier.ask({
    port: tier.port,
    path: '/',
    method: 'PURGE',
    headers: { 'xkey-purge': 'data-version' },
    localAddress: '127.0.0.2',
  });
  expect(refusedKey.status).toBe(403);
  expect((await get('/data-version.json')).body.toString()).toBe('{"version":"1"}');
  expect(await tier.purgeKeys(['data-version'])).toBe(1);
  expect((await get('/data-version.json')).body.toString()).toBe('{"version":"2"}');
  // Objects under other keys stay cached.
  const sitemapHits = origin.hits('pages/sitemap.xml');
  await get('/sitemap.xml');
  expect(origin.hits('pages/sitemap.xml')).toBe(sitemapHits);
});

test('a missing package is named with what to install', () => {
  expect(() => cacheTier.requireCacheTier({ exists: () => false })).toThrow(
    /varnish and varnish-modules.*apt-get install -y varnish varnish-modules/,
  );
  expect(() => cacheTier.requireCacheTier({ exists: (file) => file.endsWith('varnishd') })).toThrow(
    /needs Debian's varnish-modules/,
  );
});
