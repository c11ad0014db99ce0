import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../support/test';
import { publicPages, localized } from '../support/site-pages';
import { repoRoot, runtimeConfigFile } from '../support/paths';
import {
  adminClient,
  expectHydrated,
  holdSiteCode,
  hydratedByTheApp,
  waitForPrerendered,
  watchConsole,
} from '../support/site';
import { loadStaticServer } from '../support/static-server';
import type { RuntimeConfig } from '@school/platform/runtime-config';
import type * as Prerender from '../../scripts/prerender.mjs';

/** A seeded news article's address. */
async function seededArticle(): Promise<string> {
  const client = await adminClient();
  const { data, error } = await client
    .from('content_management')
    .select('slug')
    .eq('type', 'news')
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    // The oldest: a seeded article, not one another suite has just published.
    .order('published_at', { ascending: true })
    .limit(1);
  if (error) throw error;
  return `/news/${data?.[0]?.slug ?? ''}`;
}

/** The pages walked: the route table's (in a team's loop, its app's) and, with the news, an article. */
async function pagesToCheck(): Promise<string[]> {
  const walked = publicPages.map((p) => p.path);
  return walked.includes('/news') ? [...walked, await seededArticle()] : walked;
}

test.describe('prerendered pages', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const locale of ['fr', 'ar'] as const) {
    test(`every public page arrives rendered in ${locale}: readable without JavaScript`, async ({
      browser,
      page,
    }) => {
      const paths = (await pagesToCheck()).map((p) => localized(p, locale));
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      try {
        for (const path of paths) {
          await waitForPrerendered(page, path);
          await plain.goto(path);
          await expect(plain.locator('html')).toHaveAttribute('lang', locale);
          await expect(plain.locator('html')).toHaveAttribute(
            'dir',
            locale === 'ar' ? 'rtl' : 'ltr',
          );
          // The shell's header and footer, with the settings from the database.
          await expect(plain.getByRole('banner').getByRole('navigation').first()).toBeAttached();
          // (The address setting is in each language: Arabic letters on the Arabic pages.)
          await expect(plain.getByRole('contentinfo')).toContainText(
            locale === 'ar' ? 'داودابوغو' : 'Daoudabougou',
          );
          // The remote's content, not its loading state.
          const main = plain.getByRole('main');
          await expect(main.locator('h1')).toHaveCount(1);
          await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
          expect((await main.innerText()).length, path).toBeGreaterThan(150);
          // The same heading the running app draws.
          const heading = await main.locator('h1').innerText();
          await page.goto(path);
          await expect(page.getByRole('main').locator('h1')).toHaveText(heading);
          // Its own title in the right language, carried by the HTML.
          expect(await plain.title(), path).toBe(await page.title());
        }
      } finally {
        await noScript.close();
      }
    });
  }

  // Loaded plainly, every public page is a page of islands, never hydrated (islands.spec.ts); the
  // not-found page and the back office have no prerendered HTML. The app takes over a prerendered
  // page in a tab that asks for a preview or its end (hydratedByTheApp), and on a page a part of
  // which the prerenderer could not draw (not marked as one of islands then: docs/architecture.md):
  // the home page here, in each language, as the preview banner's way out opens it.
  for (const path of ['/', '/ar', '/en']) {
    test(`${hydratedByTheApp(path)} hydrates in place: the server's elements stay, nothing moves, no error`, async ({
      page,
    }) => {
      await waitForPrerendered(page, path);
      const errors = watchConsole(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat/i.test(message.text())) warnings.push(message.text());
      });
      // The page keeps the data it was drawn with: its data version check reads a document that
      // names no version, which never counts as a change. The other suites publish and retract
      // news meanwhile, and a page that learns of it draws its latest news again (the footer
      // moved by a pixel in a fresh-clone run): that is prerender-fresh.spec's subject, not how
      // hydration treats the server's elements.
      await page.route('**/data-version.json', (route) =>
        route.fulfill({ contentType: 'application/json', body: '{}' }),
      );
      // Hold the site's code back, the shell's and every remote's, until the prerendered page
      // has been measured: what moves after that is hydration's doing.
      const code = await holdSiteCode(page);
      await page.goto(hydratedByTheApp(path), { waitUntil: 'domcontentloaded' });
      // Lay the page out before waiting for its fonts: a face starts loading when laid-out text
      // needs it, and `document.fonts.ready` waits only for faces already loading.
      await page.evaluate(async () => {
        document.body.getBoundingClientRect();
        await document.fonts.ready;
      });
      const measure = () =>
        page.evaluate(() => {
          const heading = document.querySelector('main h1');
          if (heading instanceof HTMLElement) heading.dataset.serverMark ??= 'kept';
          const blocks = [
            document.querySelector('header'),
            heading,
            ...Array.from(document.querySelectorAll('main > * > *')).slice(0, 6),
            document.querySelector('footer'),
          ];
          return blocks.map((element) => {
            const box = element?.getBoundingClientRect();
            return box ? [Math.round(box.top), Math.round(box.height)] : null;
          });
        });
      // The server's page once it has settled, no script of the site run yet: the same layout
      // twice, a quarter of a second apart (expect.poll calls at once the first time, so the
      // wait is in the call). (In two fresh-clone runs a paragraph of /ar/about wrapped to one
      // line more after the first measure, fonts in; from one load to the next its height
      // varies by a line, 2,313 to 2,373 px, with the same HTML and fonts.)
      let before = await measure();
      await expect
        .poll(
          async () => {
            await page.waitForTimeout(250);
            const now = await measure();
            const settled = JSON.stringify(now) === JSON.stringify(before);
            before = now;
            return settled;
          },
          { message: "the server's layout settles", intervals: [0] },
        )
        .toBe(true);
      code.release();
      await page.waitForLoadState('networkidle');
      // React has taken over the server's heading itself (hydrated, not drawn again).
      await expectHydrated(
        page.locator('main h1[data-server-mark="kept"]'),
        `${path}: the server's heading is hydrated`,
      );
      const after = await measure();
      expect(after, 'layout after hydration').toEqual(before);
      await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
      expect(warnings).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** scripts/prerender.mjs, typed from its JSDoc. */
type PrerenderModule = typeof Prerender;

/**
 * The shell's build served as the site serves it, with this test's runtime map and prerendered
 * pages (the site's own map and pages stay as every other suite sees them).
 */
async function serveShell(config: RuntimeConfig, pagesRoot: string) {
  const { createStaticServer, listen } = await loadStaticServer();
  const server = createStaticServer({
    root: join(repoRoot, 'shell', 'dist'),
    pagesRoot,
    spaFallback: true,
    overrides: { '/runtime-config.json': () => Promise.resolve(JSON.stringify(config)) },
    runtimeConfig: () => Promise.resolve(config),
  });
  await listen(server, 0);
  return {
    origin: `http://localhost:${(server.address() as { port: number }).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test('a remote down at prerender time: its area alone falls back, the rest is prerendered', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const config = JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as RuntimeConfig;
  config.remotes.blog_news = `http://localhost:${await closedPort()}/mf-manifest.json`;
  const outDir = mkdtempSync(join(tmpdir(), 'prerender-down-'));
  const server = await serveShell(config, outDir);
  const { origin } = server;
  try {
    const { prerenderSite } = (await import(
      pathToFileURL(join(repoRoot, 'scripts', 'prerender.mjs')).href
    )) as PrerenderModule;
    const result = await prerenderSite({ config, outDir, paths: ['/news'], origin });
    expect(result.written).toEqual(['/news']);
    expect(result.errors.join('\n')).toContain('blog_news');
    const html = readFileSync(join(outDir, 'news', 'index.html'), 'utf8');
    // The shell's parts are in the HTML; the news area holds only its loading state.
    expect(html).toContain('Daoudabougou');
    expect(html).toContain('aria-busy="true"');

    const errors = watchConsole(page);
    await page.goto(`${origin}/news`);
    const fallback = page.getByRole('main').getByRole('alert');
    await expect(fallback).toContainText("Cette partie du site n'a pas pu être chargée.");
    await expect(page.getByRole('banner').getByRole('link', { name: 'Actualités' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Daoudabougou');
    // Only the stopped remote failed.
    expect(
      errors.filter((e) => !/blog_news|Failed to fetch|ERR_CONNECTION_REFUSED/.test(e)),
    ).toEqual([]);
  } finally {
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
});

test('every page is drawn once: what the layout reads is asked for before drawing', async () => {
  // Each pass draws the whole page, styles included. A read suspends on the server until fetched
  // (PageData.suspends), so no page should need a second pass; one would double the cost of
  // every settings change, which redraws every page.
  test.setTimeout(90_000);
  const config = JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as RuntimeConfig;
  const outDir = mkdtempSync(join(tmpdir(), 'prerender-once-'));
  try {
    const { prerenderSite } = (await import(
      pathToFileURL(join(repoRoot, 'scripts', 'prerender.mjs')).href
    )) as PrerenderModule;
    const result = await prerenderSite({ config, outDir, origin: 'http://localhost:3000' });
    expect(result.errors).toEqual([]);
    // Every public page in three languages, articles included.
    expect(result.written).toEqual(expect.arrayContaining(['/', '/ar/news', '/en/contact']));
    expect(result.written.length).toBeGreaterThan(30);
    expect(result.redrawn).toEqual({});
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

/** Every sequence a `String.replace` replacement string expands, and a few lookalikes. */
const REPLACEMENT_PATTERNS = "$& $' $` $$ $1 $<x> $0";

/**
 * A backend in front of the test stack that adds REPLACEMENT_PATTERNS to every text a page shows:
 * each setting's value and each article's title, excerpt and body. The database is untouched, so
 * the suites running meanwhile see the usual data.
 */
async function patternBackend(upstream: string): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(
            ([name]) => !['host', 'accept-encoding', 'connection', 'content-length'].includes(name),
          ),
        ) as Record<string, string>;
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        const answer = await fetch(upstream + (req.url ?? '/'), {
          method: req.method,
          headers,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        });
        let text = await answer.text();
        const table = /^\/rest\/v1\/(site_settings|content_management)\b/.exec(req.url ?? '')?.[1];
        if (table && answer.ok && text.startsWith('[')) {
          const rows = JSON.parse(text) as Record<string, unknown>[];
          const fields = table === 'site_settings' ? ['value'] : ['title', 'excerpt', 'content'];
          for (const row of rows) {
            for (const field of fields) {
              if (typeof row[field] === 'string')
                row[field] = `${row[field]} ${REPLACEMENT_PATTERNS}`;
            }
          }
          text = JSON.stringify(rows);
        }
        const out: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name))
            out[name] = value;
        });
        res.writeHead(answer.status, out).end(text);
      })().catch((error: unknown) => res.writeHead(502).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test("page data full of replacement patterns ($&, $', $`) is written as it is, once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const config = JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as RuntimeConfig;
  const backend = await patternBackend(config.supabase.url);
  // Whichever apps' pages a team's loop walks, this test writes these.
  const article = await seededArticle();
  const paths = ['/', '/news', article, '/contact', '/ar/about'];
  const outDir = mkdtempSync(join(tmpdir(), 'prerender-patterns-'));
  const site = await serveShell(config, outDir);
  const { origin } = site;
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const { prerenderSite } = (await import(
      pathToFileURL(join(repoRoot, 'scripts', 'prerender.mjs')).href
    )) as PrerenderModule;
    const backendUrl = `http://127.0.0.1:${(backend.address() as { port: number }).port}`;
    const result = await prerenderSite({
      config: { ...config, supabase: { ...config.supabase, url: backendUrl } },
      outDir,
      paths,
      origin,
    });
    expect(result.written).toEqual(paths);

    const template = readFileSync(join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8');
    const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
    const bundleTags = count(template, /<script\b[^>]*\bsrc=/g);
    const plain = await noScript.newPage();
    for (const path of paths) {
      const html = readFileSync(
        join(outDir, ...path.split('/').filter(Boolean), 'index.html'),
        'utf8',
      );
      // (A page of islands, /ar/about, is marked as one.)
      expect(count(html, /<div id="root"(?: data-islands="")?>/g), path).toBe(1);
      // Each of the template's scripts once: as a script, or held until the page is shown
      // (@school/build-config/paint-first).
      expect(
        count(html, /<script\b[^>]*\bsrc=/g) + count(html, /\bdata-paint-first="[a-z]+"/g),
        path,
      ).toBe(bundleTags);
      expect(count(html, /<\/html>/g), path).toBe(1);
      const state =
        /<script type="application\/json" id="school-query-state">([^<]*)<\/script>/.exec(html);
      expect(state, path).not.toBeNull();
      const parsed = JSON.parse(state?.[1] ?? '') as { cache: { queries: unknown[] } };
      expect(JSON.stringify(parsed.cache.queries)).toContain(REPLACEMENT_PATTERNS);

      // What a reader sees: the texts with their dollar signs, verbatim.
      await plain.goto(`${origin}${path}`);
      await expect(plain.getByRole('contentinfo')).toContainText(REPLACEMENT_PATTERNS);
      if (path === article) {
        await expect(plain.getByRole('main').locator('h1')).toContainText(REPLACEMENT_PATTERNS);
      }
    }
  } finally {
    await noScript.close();
    site.close();
    backend.closeAllConnections();
    backend.close();
    rmSync(outDir, { recursive: true, force: true });
  }
});

test('an address that would leave its folder is refused; the other pages are written, nothing is left behind', async () => {
  test.setTimeout(90_000);
  const config = JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as RuntimeConfig;
  const parent = mkdtempSync(join(tmpdir(), 'prerender-paths-'));
  const outDir = join(parent, 'pages');
  const hostile = [
    '/news/..',
    '/blog/.',
    '/news/%2e%2e',
    '/news/..%2F..%2Fescaped',
    '/news/a%5Cb',
    `/news/${'é'.repeat(150)}`,
  ];
  try {
    const { prerenderSite } = (await import(
      pathToFileURL(join(repoRoot, 'scripts', 'prerender.mjs')).href
    )) as PrerenderModule;
    const result = await prerenderSite({
      config,
      outDir,
      paths: [...hostile, '/contact'],
      origin: 'http://localhost:3000',
    });
    expect(result.written).toEqual(['/contact']);
    for (const path of hostile) {
      expect(
        result.errors.some((e) => e.startsWith(`${path}: not rendered`)),
        path,
      ).toBe(true);
    }
    // Only the one page (the shell stamp, the data version, robots.txt, sitemap.xml and the
    // feeds beside it: news/, blog/, ar/ and en/ hold only feeds, calendar/ only the calendar's
    // .ics files) inside; nothing beside the folder or above it.
    expect(readdirSync(outDir).sort()).toEqual([
      '.template',
      'ar',
      'blog',
      'calendar',
      'calendar.ics',
      'contact',
      'data-version.json',
      'en',
      'news',
      'robots.txt',
      'sitemap.xml',
    ]);
    expect(readdirSync(join(outDir, 'ar', 'news'))).toEqual(['feed.xml']);
    expect(readdirSync(join(outDir, 'news'))).toEqual(['feed.xml']);
    expect(readdirSync(join(outDir, 'calendar')).every((file) => file.endsWith('.ics'))).toBe(true);
    // Beside it, only the run's folder the address links to (scripts/lib/publish-pages.mjs).
    const generation = readlinkSync(outDir);
    expect(generation).toMatch(/^pages\.gen-/);
    expect(readdirSync(parent).sort()).toEqual(['pages', generation].sort());
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});
