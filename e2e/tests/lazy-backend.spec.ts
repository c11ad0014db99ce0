// A public first load reads its data from the prerendered HTML and nothing else: no supabase-js,
// no TanStack Query, no realtime socket, no request to the backend, until the visitor needs them
// (packages/shared/src/live/: the first load stays small and makes no request). Then: the visitor scrolling to a live list starts realtime, which
// delivers a publish; focusing a form loads the client it sends with; the data version document
// answers a conditional request, and tells an open page when its data changed.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { RuntimeConfig } from '@school/platform/runtime-config';
import { expect, test } from '../support/test';
import { runtimeConfigFile } from '../support/paths';
import {
  adminClient,
  goLive,
  isHydrated,
  unique,
  waitForNewDataVersion,
  waitForPrerendered,
  watchConsole,
} from '../support/site';

const runtimeMap = () => JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as RuntimeConfig;

/**
 * The file names of one shared library's chunks in every app's build, from their Module
 * Federation manifests (the shell provides it; a remote could too).
 */
async function sharedChunks(page: Page, library: string): Promise<Set<string>> {
  const map = runtimeMap();
  // The shell's from the site's own origin (the suite's base URL), the remotes' from the map.
  const manifests = ['/mf-manifest.json', ...Object.values(map.remotes)];
  const files = new Set<string>();
  for (const address of manifests) {
    const manifest = (await (await page.request.get(address)).json()) as {
      shared?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
    };
    for (const shared of manifest.shared ?? []) {
      if (shared.name !== library) continue;
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])])
        files.add(file.split('/').pop() ?? file);
    }
  }
  expect(files.size, `${library} chunks named by the manifests`).toBeGreaterThan(0);
  return files;
}

/** The chunks of the backend client and of TanStack Query, which a first load must not fetch. */
async function backendChunks(page: Page) {
  return {
    client: await sharedChunks(page, '@supabase/supabase-js'),
    query: await sharedChunks(page, '@tanstack/react-query'),
  };
}

/** What a page asks of the backend: supabase-js's and TanStack Query's code, requests, sockets. */
function watchBackend(page: Page, chunks: Awaited<ReturnType<typeof backendChunks>>) {
  const backend = new URL(runtimeMap().supabase.url).origin;
  const seen = {
    chunks: [] as string[],
    query: [] as string[],
    requests: [] as string[],
    sockets: [] as string[],
  };
  page.on('request', (request) => {
    const url = new URL(request.url());
    const file = url.pathname.split('/').pop() ?? '';
    if (chunks.client.has(file)) seen.chunks.push(url.href);
    if (chunks.query.has(file)) seen.query.push(url.href);
    // Its API; the featured images it stores are plain images, which the HTML names.
    if (url.origin === backend && request.resourceType() !== 'image') seen.requests.push(url.href);
  });
  page.on('websocket', (socket) => seen.sockets.push(socket.url()));
  return {
    seen,
    forget: () => {
      for (const list of Object.values(seen)) list.length = 0;
    },
  };
}

/** A page's state (`dataVersion`: what it was drawn from) or the document (`version`: now). */
const versionOf = (text: string) => JSON.parse(text) as { dataVersion?: string; version?: string };

/**
 * Opens a prerendered page and waits until it has settled: hydrated, and its first data version
 * check answered (the page makes it once idle, after everything the load itself needs). The
 * other suites publish as this one runs, and the site re-renders its pages within seconds: when
 * that happened between the HTML and the check, the page rightly reads its data again, which is
 * not the load this suite measures. It is then opened again, until a load finds its data current
 * (the normal case, at the first load on a quiet site).
 */
async function openSettled(page: Page, path: string, watch: ReturnType<typeof watchBackend>) {
  await waitForPrerendered(page, path);
  const deadline = Date.now() + 60_000;
  for (;;) {
    watch.forget();
    const checked = page.waitForResponse((r) => r.url().endsWith('/data-version.json'));
    await page.goto(path);
    const answer = await checked;
    expect(answer.ok()).toBe(true);
    const drawnFrom = versionOf(
      (await page.locator('#school-query-state').textContent()) ?? '{}',
    ).dataVersion;
    const current = versionOf(await answer.text()).version;
    expect(drawnFrom).toMatch(/^[0-9a-f]{64}$/);
    await page.waitForLoadState('networkidle');
    if (current === drawnFrom) return;
    expect(Date.now(), 'a load whose data stayed current until its check').toBeLessThan(deadline);
    // Away from the stale page before forgetting what it asked: it reads its data again at once,
    // and on a loaded machine that request was reported after the next load's forget().
    await page.goto('about:blank');
  }
}

async function someArticle(): Promise<string> {
  const { data, error } = await (
    await adminClient()
  )
    .from('content_management')
    .select('slug')
    .eq('type', 'news')
    .eq('status', 'published')
    .lte('published_at', new Date().toISOString())
    // The oldest: a seeded article, not one another suite has just published.
    .order('published_at', { ascending: true })
    .limit(1);
  if (error) throw error;
  return `/news/${encodeURIComponent(data[0]!.slug as string)}`;
}

const nothing = { chunks: [], query: [], requests: [], sockets: [] };

test.describe('a public first load', () => {
  test.describe.configure({ timeout: 120_000 });

  // Pages of islands with a live list: the news list, and the home page's latest news (below the
  // fold there), each in a box of its own that only a visitor's intent hydrates.
  for (const { path, list, heading } of [
    { path: '/news', list: '[data-section="featured"]', heading: 'À la une' },
    { path: '/', list: '[data-section="latest-news"]', heading: 'Dernières actualités' },
    { path: '/ar', list: '[data-section="latest-news"]', heading: 'آخر الأخبار' },
  ]) {
    test(`${path}, a page of islands: scrolling through the list opens nothing; using it goes live`, async ({
      page,
    }) => {
      const errors = watchConsole(page);
      const watch = watchBackend(page, await backendChunks(page));
      const { seen } = watch;
      await openSettled(page, path, watch);
      expect(seen, 'after the load').toEqual(nothing);
      // Reading: the list in view, scrolled through; its island is not even hydrated.
      const box = page.locator(list);
      await box.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      await page.mouse.wheel(0, -600);
      await page.waitForLoadState('networkidle');
      expect(seen, 'after scrolling').toEqual(nothing);
      expect(await isHydrated(box)).toBe(false);
      // A tap in it (its heading, not a link): the island is hydrated, and the list goes live.
      await box.getByRole('heading', { name: heading }).click();
      await expect.poll(() => seen.sockets.length, { message: 'a realtime socket' }).toBe(1);
      expect(seen.chunks.length).toBeGreaterThan(0);
      await expect
        .poll(() => seen.query.length, { message: 'TanStack Query' })
        .toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute('data-live', 'live-list');
      expect(await isHydrated(box)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('an article: reading it opens nothing; the newsletter box loads the client when focused', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const watch = watchBackend(page, await backendChunks(page));
    const { seen } = watch;
    // A page of islands: no app, and no list that follows the data, so no data version check.
    const article = await someArticle();
    await waitForPrerendered(page, article);
    await page.goto(article);
    await page.waitForLoadState('networkidle');
    expect(seen, 'after the load').toEqual(nothing);
    // Reading to the end of the article (the footer's newsletter box comes into view).
    const email = page.getByLabel('Votre adresse e-mail');
    await page.mouse.wheel(0, 100_000);
    await expect(email).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen, 'after reading').toEqual(nothing);
    await email.focus();
    await expect.poll(() => seen.chunks.length, { message: 'supabase-js' }).toBeGreaterThan(0);
    // Loaded to send with, not to follow anything: no socket.
    await page.waitForLoadState('networkidle');
    expect(seen.sockets).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('/contact: the form loads the client as soon as the visitor reaches for it', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const watch = watchBackend(page, await backendChunks(page));
    const { seen } = watch;
    // A page of islands: no app, so no data version check to wait for.
    await waitForPrerendered(page, '/contact');
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(seen, 'after the load').toEqual(nothing);
    await page.getByLabel('Nom complet').click();
    await expect.poll(() => seen.chunks.length, { message: 'supabase-js' }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(seen.sockets).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('once live, realtime itself delivers a publish to the news list', async ({ page }) => {
  test.setTimeout(120_000);
  // The data version check must not be what shows the item: it never answers here.
  await page.route('**/data-version.json', (route) => route.abort());
  await waitForPrerendered(page, '/news');
  const frames: unknown[][] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      frames.push(JSON.parse(String(payload)) as unknown[]);
    }),
  );
  await page.goto('/news');
  const featured = page.getByRole('region', { name: 'À la une' });
  await expect(featured).toBeVisible();
  // The page reads the list again once the channel is joined (so that nothing published before
  // is missed): wait for that read too, so that only realtime can bring what follows.
  const resync = page.waitForResponse((r) => r.url().includes('/rest/v1/content_management'));
  await goLive(page, featured);
  await expect
    .poll(
      () =>
        frames.some(
          ([, , topic, event]) => event === 'system' && /content-news/.test(String(topic)),
        ),
      {
        message: 'the news channel is joined',
      },
    )
    .toBe(true);
  await resync;
  const client = await adminClient();
  const title = unique('Publié en direct');
  const { data, error } = await client
    .from('content_management')
    .insert({ title, content: 'Texte', type: 'news', status: 'published' })
    .select('id')
    .single();
  expect(error).toBeNull();
  try {
    await expect
      .poll(
        () =>
          frames.some(
            ([, , , event, body]) =>
              event === 'postgres_changes' &&
              (body as { data?: { record?: { title?: string } } }).data?.record?.title === title,
          ),
        { message: 'the publish arrives on the socket', timeout: 15_000 },
      )
      .toBe(true);
    await expect(featured.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
  } finally {
    await client.from('content_management').delete().eq('id', data!.id);
  }
});

test('the data version document: the page carries its version; a conditional request answers 304', async ({
  page,
  request,
}) => {
  await waitForPrerendered(page, '/news');
  const documentVersion = async () => {
    const response = await request.get('/data-version.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    return versionOf(await response.text()).version;
  };
  const pageVersion = async () =>
    versionOf(
      /<script type="application\/json" id="school-query-state">([^<]*)<\/script>/.exec(
        await (await request.get('/news')).text(),
      )?.[1] ?? '{}',
    ).dataVersion;
  // Pages and document are swapped in together; other suites' publishes re-render them meanwhile,
  // so the three reads agree once no render ran between them.
  await expect
    .poll(async () => {
      const before = await documentVersion();
      const drawn = await pageVersion();
      const after = await documentVersion();
      return before === after && drawn === before;
    })
    .toBe(true);

  const first = await request.get('/data-version.json');
  const etag = first.headers()['etag'] ?? '';
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const revalidated = await request.get('/data-version.json', {
    headers: { 'If-None-Match': etag },
  });
  // 304 and no body, unless a render changed the document in between (then a new tag and body).
  expect(revalidated.status()).toBe(revalidated.headers()['etag'] === etag ? 304 : 200);
  expect((await revalidated.body()).length).toBe(
    revalidated.status() === 304 ? 0 : (await first.body()).length,
  );
  const stale = await request.get('/data-version.json', { headers: { 'If-None-Match': '"0"' } });
  expect(stale.status()).toBe(200);
});

// The news, a page of islands: its list is hydrated for the change, and reads it. (The home
// page's latest news are hydrated only once the page is live: hydrate-on-demand's `live`.)
test(`/news: an open page whose data changed reads it again when it checks, without going live`, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const watch = watchBackend(page, await backendChunks(page));
  const { seen } = watch;
  await openSettled(page, '/news', watch);
  const drawnFrom = versionOf(
    (await page.locator('#school-query-state').textContent()) ?? '{}',
  ).dataVersion;
  expect(seen, 'after the load').toEqual(nothing);
  const client = await adminClient();
  const title = unique('Nouvelle version');
  const { data, error } = await client
    .from('content_management')
    .insert({ title, content: 'Texte', type: 'news', status: 'published' })
    .select('id')
    .single();
  expect(error).toBeNull();
  try {
    // The prerenderer sees the change and writes a new document with the pages.
    await waitForNewDataVersion(request, drawnFrom);
    // The visitor comes back to the tab: the page checks at once.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
    expect(seen.chunks.length).toBeGreaterThan(0);
    expect(seen.sockets).toEqual([]);
  } finally {
    await client.from('content_management').delete().eq('id', data!.id);
  }
});
