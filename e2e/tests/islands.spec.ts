import { readFileSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import type { RuntimeConfig } from '@school/platform/runtime-config';
import { chromiumArgs, DEBIAN_CHROMIUM } from '@school/platform/chromium';
import { expect, test } from '../support/test';
import { runtimeConfigFile } from '../support/paths';
import {
  adminClient,
  expectHydrated,
  isHydrated,
  PHONE_MENU,
  unique,
  waitForNewDataVersion,
  waitForPrerendered,
  watchConsole,
} from '../support/site';

// A page of islands (the route table's `islands: true`: /accessibility, /about, /direction,
// /calendar, /documents, /contact, /inscription, /news and /blog with their articles): loaded as its
// prerendered HTML, it never starts the app. Its header answers through the page's first inline
// scripts, its footer's newsletter box is an island drawn in a root of its own when scrolled
// near, a list's level filter an island the server drew, hydrated in place at the first tap,
// focus or key in it (the tap held and answered once), or when the page's data changed, as the
// contact remote's forms and an article's share row are (what is typed meanwhile stays), all
// through the federation runtime; nothing else of the page is ever hydrated.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const pages = [
  { locale: 'fr', path: '/accessibility', label: 'Votre adresse e-mail', subscribe: "S'abonner" },
  { locale: 'ar', path: '/ar/accessibility', label: 'بريدكم الإلكتروني', subscribe: 'اشترك' },
  { locale: 'en', path: '/en/accessibility', label: 'Your e-mail address', subscribe: 'Subscribe' },
] as const;

const thanks = { fr: /^Merci !/, ar: /^شكرًا!/, en: /^Thank you!/ } as const;

/** Every script address the page requested. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** The page's HTML outside its islands (an island's box emptied), and the header's menus closed. */
const serverPart = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')!.cloneNode(true) as HTMLElement;
    root.querySelectorAll('[data-island]').forEach((island) => {
      island.replaceChildren();
      island.removeAttribute('data-island-live');
      island.removeAttribute('data-island-intended');
    });
    root.querySelectorAll('details').forEach((menu) => menu.removeAttribute('open'));
    return root.innerHTML;
  });

/** The about-direction remote's text pages: nothing on them but text, links and the islands. */
const textPages = [
  { name: 'about', paths: ['/about', '/ar/about', '/en/about'] },
  { name: 'direction', paths: ['/direction', '/ar/direction', '/en/direction'] },
] as const;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  for (const path of [
    ...pages.map((p) => p.path),
    ...textPages.flatMap((p) => p.paths),
    ...lists.flatMap((list) => list.pages.map((p) => p.path)),
    ...forms.flatMap((form) => form.paths),
  ])
    await waitForPrerendered(page, path);
  await page.close();
});

for (const words of pages) {
  test(`${words.path}: never starts the app; its newsletter box is an island that subscribes`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const scripts = scriptsOf(page);
    // The shell's script, which such a page may never run, is only named in its HTML (nothing
    // fetched while the page loads); once loaded and idle, the loader prefetches it for the cache.
    const html = await (await page.request.get(words.path)).text();
    const held = html.match(/<[a-z]+\b[^>]*\bdata-paint-first="[a-z]+"[^>]*>/g) ?? [];
    expect(held.length).toBeGreaterThan(0);
    for (const tag of held) expect(tag).toMatch(/^<meta name="school:held-script" content="/);
    await page.goto(words.path);
    await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
    await expect(page.locator('head link[rel="prefetch"][as="script"]')).toHaveCount(held.length);
    const before = await serverPart(page);

    // The header, by touch: its menu opens, and Escape closes it (the page's first scripts).
    const summary = page.locator(PHONE_MENU).locator('summary');
    await summary.tap();
    await expect(page.locator(PHONE_MENU)).toHaveJSProperty('open', true);
    await page.keyboard.press('Escape');
    await expect(page.locator(PHONE_MENU)).toHaveJSProperty('open', false);

    // The island, once scrolled near: the newsletter box of the contact remote, in the page's
    // language, drawn by React in a root of its own.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const box = page.locator('[data-island] [data-newsletter]');
    const field = box.getByLabel(words.label);
    await expect(field).toBeVisible();
    expect(await isHydrated(field)).toBe(true);
    const email = `island-${Date.now().toString(36)}-${words.locale}@example.com`;
    await field.fill(email);
    await box.getByRole('button', { name: words.subscribe }).click();
    await expect(box.getByRole('status')).toHaveText(thanks[words.locale]);

    // Nothing else ran: no React on the page's text or its header, the page's remote never
    // loaded, the shell's app never started, and the HTML outside the island is the server's.
    expect(await isHydrated(page.locator('main h1'))).toBe(false);
    expect(await isHydrated(summary)).toBe(false);
    expect(scripts.filter((url) => url.includes('localhost:3002'))).toEqual([]);
    expect(scripts.some((url) => url.includes('localhost:3004'))).toBe(true);
    expect(await serverPart(page)).toBe(before);
    expect(errors).toEqual([]);
  });
}

for (const { name, paths } of textPages) {
  test(`/${name} in fr, ar and en: never hydrated, its remote never loaded, its HTML the server's`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const scripts = scriptsOf(page);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
      await expect(page.locator(`[data-page="${name}"]`)).toBeVisible();
      const before = await serverPart(page);
      // The header answers; the footer's island is drawn when scrolled near.
      await page.locator(PHONE_MENU).locator('summary').tap();
      await expect(page.locator(PHONE_MENU)).toHaveJSProperty('open', true);
      await page.keyboard.press('Escape');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(
        page.locator('[data-island] [data-newsletter] input[type="email"]'),
      ).toBeVisible();
      expect(await isHydrated(page.locator('main h1')), path).toBe(false);
      expect(await serverPart(page), path).toBe(before);
    }
    expect(scripts.filter((url) => url.includes('localhost:3002'))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

/**
 * The lists with a filter (the calendar's and the documents' levels, the blog's categories): each
 * page's list is an island the server drew, hydrated in place; the words of its filter in each
 * language, `primary` the one tapped, and the query it puts in the address.
 */
const lists = [
  {
    island: 'blog_news/islands/calendar',
    port: 3003,
    query: 'level=primary',
    pages: [
      {
        path: '/calendar',
        filter: 'Filtrer par niveau',
        primary: 'Primaire',
        all: 'Tous les niveaux',
      },
      {
        path: '/ar/calendar',
        filter: 'التصفية حسب المرحلة',
        primary: 'الابتدائي',
        all: 'جميع المراحل',
      },
      { path: '/en/calendar', filter: 'Filter by level', primary: 'Primary', all: 'All levels' },
    ],
  },
  {
    island: 'about_direction/islands/documents',
    port: 3002,
    query: 'level=primary',
    pages: [
      { path: '/documents', filter: 'Niveau', primary: 'Primaire', all: 'Tous les niveaux' },
      { path: '/ar/documents', filter: 'المرحلة', primary: 'الابتدائي', all: 'كل المراحل' },
      { path: '/en/documents', filter: 'Level', primary: 'Primary', all: 'All levels' },
    ],
  },
  {
    island: 'blog_news/islands/blog',
    port: 3003,
    query: 'category=pedagogy',
    pages: [
      { path: '/blog', filter: 'Catégories', primary: 'Pédagogie', all: 'Tous' },
      { path: '/ar/blog', filter: 'التصنيفات', primary: 'البيداغوجيا', all: 'الكل' },
      { path: '/en/blog', filter: 'Categories', primary: 'Pedagogy', all: 'All' },
    ],
  },
] as const;

/** The calendar's list. */
const CALENDAR_ISLAND = '[data-island="blog_news/islands/calendar"]';

/** Holds every request to a remote's server (an island's code) until `release` is called. */
async function holdRemote(page: Page, port: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`^http://localhost:${port}/`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const { island: module, port, query, pages: listPages } of lists) {
  for (const words of listPages) {
    test(`${words.path}: its list is an island hydrated at the first tap, which it answers once; the rest stays the server's`, async ({
      page,
    }) => {
      const errors = watchConsole(page);
      const release = await holdRemote(page, port);
      await page.goto(words.path);
      await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
      const chips = page
        .locator(`[data-island="${module}"]`)
        .getByRole('navigation', { name: words.filter });
      const all = chips.getByRole('link', { name: words.all, exact: true });
      await expect(all).toHaveAttribute('aria-current', 'page');
      const before = await serverPart(page);
      const history = await page.evaluate(() => window.history.length);

      // A tap on a level before the island's code has arrived: held, nothing followed yet.
      const primary = chips.getByRole('link', { name: words.primary });
      await primary.tap();
      await expect(page).toHaveURL(new RegExp(`${words.path}$`));
      expect(await isHydrated(primary)).toBe(false);
      release();

      // Then answered in place, once: one entry more in the history, the level chosen.
      await expect(page).toHaveURL(new RegExp(`${words.path}\\?${query}$`));
      await expect(primary).toHaveAttribute('aria-current', 'page');
      await expect(all).not.toHaveAttribute('aria-current', 'page');
      expect(await isHydrated(primary)).toBe(true);
      expect(await page.evaluate(() => window.history.length)).toBe(history + 1);
      // Back: every level again, still in place.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${words.path}$`));
      await expect(all).toHaveAttribute('aria-current', 'page');

      // Nothing else of the page was hydrated, and its HTML outside the island is the server's.
      expect(await isHydrated(page.locator('main h1'))).toBe(false);
      expect(await serverPart(page)).toBe(before);
      expect(errors).toEqual([]);
    });
  }
}

/** The news list, an island that follows the data, in each language. */
const newsPages = [
  { path: '/news', featured: 'À la une', readMore: 'Lire la suite' },
  { path: '/ar/news', featured: 'في الواجهة', readMore: 'اقرأ المزيد' },
  { path: '/en/news', featured: 'Featured', readMore: 'Read more' },
] as const;
const NEWS_ISLAND = '[data-island="blog_news/islands/news"]';

for (const words of newsPages) {
  test(`${words.path}: the news list is an island; reading it runs nothing, an article's link is followed at once, a tap in it hydrates it alone`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const scripts = scriptsOf(page);
    const release = await holdRemote(page, 3003);
    await page.goto(words.path);
    await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
    const list = page.locator(NEWS_ISLAND);
    const featured = list.getByRole('region', { name: words.featured });
    await expect(featured).toBeVisible();
    const before = await serverPart(page);
    // Reading: scrolled through, nothing of the remote asked for.
    await page.mouse.wheel(0, 1200);
    await page.mouse.wheel(0, -1200);
    expect(scripts.filter((url) => url.startsWith('http://localhost:3003/'))).toEqual([]);

    // A tap in it (its heading, not a link) while the remote is held: nothing hydrated yet.
    await featured.getByRole('heading', { name: words.featured }).tap();
    expect(await isHydrated(featured)).toBe(false);
    release();
    await expectHydrated(featured, 'the news list is hydrated');
    // Only the list: the page's heading stays the server's, and so does the HTML around it.
    expect(await isHydrated(page.locator('main h1'))).toBe(false);
    expect(await serverPart(page)).toBe(before);

    // An article's link is another page: followed by the browser, a page of islands again.
    const read = featured.getByRole('link', { name: new RegExp(`^${words.readMore}`) });
    const href = (await read.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/news\/./);
    const article = new URL(href, page.url()).href;
    await read.tap();
    await expect(page).toHaveURL(article);
    await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
    expect(errors).toEqual([]);
  });
}

test('a link in the news list is followed at once, even before its island’s code has arrived', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // The remote's code never arrives during this test.
  await holdRemote(page, 3003);
  await page.goto('/news');
  const read = page
    .locator(NEWS_ISLAND)
    .getByRole('link', { name: /^Lire la suite/ })
    .first();
  const article = new URL((await read.getAttribute('href')) ?? '', page.url()).href;
  await read.tap();
  await expect(page).toHaveURL(article);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The version a page was drawn from (its state's `dataVersion`) or the document's (`version`). */
const versionOf = (text: string) => JSON.parse(text) as { dataVersion?: string; version?: string };

test('an open calendar whose events changed shows them in place after its data version check; nothing else is redrawn', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  // The backend's API as the pages name it (the runtime map's address).
  const { origin } = new URL(
    (JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as RuntimeConfig).supabase.url,
  );
  const backend: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin === origin && r.resourceType() !== 'image') backend.push(r.url());
  });
  await waitForPrerendered(page, '/calendar');
  // A load whose data was current at its first check (the other suites publish as this one runs:
  // a page they made stale rightly reads again at once, which is not what this test starts from).
  let drawnFrom: string | undefined;
  for (let attempt = 0; ; attempt++) {
    const checked = page.waitForResponse((r) => r.url().endsWith('/data-version.json'));
    await page.goto('/calendar');
    const current = versionOf(await (await checked).text()).version;
    drawnFrom = versionOf(
      (await page.locator('#school-query-state').textContent()) ?? '{}',
    ).dataVersion;
    expect(drawnFrom).toMatch(/^[0-9a-f]{64}$/);
    if (current === drawnFrom) break;
    expect(attempt, 'a load whose data stayed current until its check').toBeLessThan(10);
    await page.goto('about:blank');
  }
  const island = page.locator(CALENDAR_ISLAND);
  await expect(island).toHaveAttribute('data-island-follows', 'data');
  // Checked and current: nothing hydrated, nothing asked of the database.
  await page.waitForLoadState('networkidle');
  await expect(island).not.toHaveAttribute('data-island-live', '');
  expect(backend).toEqual([]);
  const before = await serverPart(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const title = unique('Réunion des parents');
  const day = 86_400_000;
  const startsAt = new Date(Date.now() + 3 * day);
  const client = await adminClient();
  const { error } = await client.from('events').insert({
    title_fr: title,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
  });
  expect(error).toBeNull();
  try {
    // The prerenderer sees the change and writes a new document with the pages.
    await waitForNewDataVersion(request, drawnFrom);
    await expect(island).not.toContainText(title);
    // The visitor comes back to the tab: the page checks at once, and its list reads again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(island.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
    await expect(island).toHaveAttribute('data-island-live', '');
    // In place: the same document, the rest of the page as the server drew it, never hydrated.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(await isHydrated(page.locator('main h1'))).toBe(false);
    expect(await serverPart(page)).toBe(before);
    expect(backend.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  } finally {
    await client.from('events').delete().eq('title_fr', title);
  }
});

/** Articles: pages of islands whose one control is the share row's copy button. */
const articles = [
  { path: '/news/rentree-scolaire-2024-2025', copy: 'Copier le lien', copied: 'Lien copié' },
  {
    path: `/ar/news/${encodeURIComponent('مسابقة-حفظ-القرآن-الكريم')}`,
    copy: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
  },
  { path: '/en/news/back-to-school-2024-2025', copy: 'Copy link', copied: 'Link copied' },
] as const;

const SHARE_ISLAND = '[data-island="blog_news/islands/share"]';

/**
 * Before opening an article: the clipboard allowed, the console and the scripts requested
 * watched, the page prerendered. `remoteScripts`: the blog-news remote's code asked for so far.
 */
async function watchArticle(page: Page, context: BrowserContext, path: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = watchConsole(page);
  const scripts = scriptsOf(page);
  await waitForPrerendered(page, path);
  return { errors, remoteScripts: () => scripts.filter((url) => url.includes(':3003/')) };
}

for (const words of articles) {
  test(`${decodeURI(words.path)}: an article never starts the app; its copy button, tapped before its island is ready, copies once`, async ({
    page,
    context,
  }) => {
    const { errors, remoteScripts } = await watchArticle(page, context, words.path);
    const release = await holdRemote(page, 3003);
    await page.goto(words.path);
    await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
    const island = page.locator(SHARE_ISLAND);
    await expect(island).toHaveAttribute('data-island-address', 'none');
    const copy = island.getByRole('button', { name: words.copy });
    // Drawn by the server, shown where scripts run.
    await expect(copy).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteScripts(), 'no code of the page’s remote').toEqual([]);
    const before = await serverPart(page);
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));

    await copy.tap();
    expect(await isHydrated(copy)).toBe(false);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('nothing yet');
    release();
    // Answered once React owns it: the address copied, said in the page's language.
    await expect(island.getByRole('status')).toHaveText(words.copied);
    expect(await isHydrated(copy)).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.endsWith(words.path), copied).toBe(true);

    // Nothing else was hydrated; the HTML outside the island is the server's.
    expect(await isHydrated(page.locator('main h1'))).toBe(false);
    expect(await serverPart(page)).toBe(before);
    expect(errors).toEqual([]);
  });
}

test('an article linked from a newsletter (`?from=mail`) hydrates nothing at load; its copy button works by keyboard', async ({
  page,
  context,
}) => {
  const path = articles[0].path;
  const { errors, remoteScripts } = await watchArticle(page, context, path);
  await page.goto(`${path}?from=mail`);
  await page.waitForLoadState('networkidle');
  const island = page.locator(SHARE_ISLAND);
  // The query is not the share row's: nothing ran for it.
  await expect(island).not.toHaveAttribute('data-island-live', '');
  expect(remoteScripts()).toEqual([]);
  const copy = island.getByRole('button', { name: articles[0].copy });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(island.getByRole('status')).toHaveText(articles[0].copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${path}$`));
  expect(errors).toEqual([]);
});

test('the back office’s look at an article (`?draft`) is drawn by the app, not as a page of islands', async ({
  page,
}) => {
  const path = articles[0].path;
  await waitForPrerendered(page, path);
  await page.goto(`${path}?draft`);
  // The app's: the header's links are its router's, the title hydrated.
  await expectHydrated(page.locator('main h1'), 'drawn by the app');
  // A visitor cannot read drafts: the published article, without its share row.
  await expect(page.locator(SHARE_ISLAND)).toHaveCount(0);
});

/** The contact remote's two forms, each an island the server drew, in every language. */
const forms = [
  { module: 'contact/islands/contact-form', paths: ['/contact', '/ar/contact', '/en/contact'] },
  {
    module: 'contact/islands/admission-form',
    paths: ['/inscription', '/ar/inscription', '/en/inscription'],
  },
] as const;

for (const { module, paths } of forms) {
  test(`${paths[0]} in fr, ar and en: its form is an island; what is typed and sent before it is ready is kept and answered once`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    for (const path of paths) {
      const release = await holdRemote(page, 3004);
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-islands', '');
      const island = page.locator(`[data-island="${module}"]`);
      const field = island.locator('input[type="text"], input:not([type])').first();
      const before = await serverPart(page);
      // Typed before the island's code has arrived: in the field at once, the browser's own.
      await field.tap();
      await page.keyboard.type('Aw');
      await expect(field).toHaveValue('Aw');
      expect(await isHydrated(field)).toBe(false);
      // Sent before it too: held, nothing posted.
      await island.locator('button[type="submit"]').tap();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      release();
      // Then the island is React's, in place: the text kept, the early send checked once (the
      // other required fields are said to be missing), the page not posted natively.
      await expect(island).toHaveAttribute('data-island-live', '');
      expect(await isHydrated(field)).toBe(true);
      await expect(field).toHaveValue('Aw');
      await expect(island.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(await isHydrated(page.locator('main h1'))).toBe(false);
      expect(await serverPart(page), path).toBe(before);
      await page.unrouteAll();
    }
    expect(errors).toEqual([]);
  });
}

test('the calendar’s level filter works by keyboard, and a shared filtered address shows its level at once', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/en/calendar');
  const island = page.locator(CALENDAR_ISLAND);
  const chips = island.getByRole('navigation', { name: 'Filter by level' });
  // Focus reaches the chip (the island starts loading), Enter follows it, on the page.
  await chips.getByRole('link', { name: 'Primary' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/calendar\?level=primary$/);
  await expect(chips.getByRole('link', { name: 'Primary' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/calendar\?level=middle$/);

  // An address with a level: the island hydrates at once and shows that level.
  await page.goto('/ar/calendar?level=high');
  const arabic = page.locator(CALENDAR_ISLAND);
  await expect(
    arabic
      .getByRole('navigation', { name: 'التصفية حسب المرحلة' })
      .getByRole('link', { name: 'الثانوي' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(arabic.locator('a[data-feed]')).toHaveAttribute('href', '/ar/calendar/high.ics');
  await expect(arabic).toHaveAttribute('data-island-live', '');
  expect(await isHydrated(page.locator('main h1'))).toBe(false);
  // The documents likewise.
  await page.goto('/en/documents?level=high');
  await expect(
    page
      .locator('[data-island="about_direction/islands/documents"]')
      .getByRole('navigation', { name: 'Level' })
      .getByRole('link', { name: 'High school' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
});

// Speculation Rules are the full browser's (the headless shell the suite runs in has no
// preloading): this test opens Debian's Chromium, the browser the benchmarks measure.
test('a link pointed at on a page of islands is fetched before it is followed, and the load uses it', async ({
  baseURL,
}) => {
  const browser = await chromium.launch({ executablePath: DEBIAN_CHROMIUM, args: chromiumArgs });
  try {
    const page = await browser.newPage({ baseURL });
    const errors = watchConsole(page);
    // The browser's own account of its prefetches (DevTools' Preload domain): address, state.
    const prefetched = new Map<string, string>();
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Preload.prefetchStatusUpdated', (event) => {
      prefetched.set(new URL(event.prefetchUrl).pathname, event.status);
    });
    await cdp.send('Preload.enable');
    await page.goto('/en/about');
    const contact = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Contact', exact: true });
    await contact.scrollIntoViewIfNeeded();
    // (The footer's island drawn first: it does not move the link from under the pointer.)
    await expect(page.locator('[data-island] [data-newsletter] input[type="email"]')).toBeVisible();
    expect(prefetched.size, 'nothing is fetched before a link is pointed at').toBe(0);
    // A pointer resting on the link: its page is fetched.
    await contact.hover();
    await expect.poll(() => prefetched.get('/en/contact')).toBe('Ready');
    expect([...prefetched.keys()]).toEqual(['/en/contact']);
    // Followed: the browser loads the page from what it fetched.
    await contact.click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator('[data-page="contact"]')).toBeVisible();
    const delivery = await page.evaluate(
      () =>
        (
          performance.getEntriesByType('navigation')[0] as PerformanceEntry & {
            deliveryType?: string;
          }
        ).deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('a page of islands whose island’s remote is down keeps its page and offers to retry the island', async ({
  page,
}) => {
  let blocked = true;
  await page.route(
    /^http:\/\/localhost:3004\/v\/[0-9a-f]{12}\/remoteEntry\.js(\?.*)?$/,
    async (route) => {
      if (blocked) await route.abort('connectionrefused');
      else await route.continue();
    },
  );
  await page.goto('/accessibility');
  await expect(page.locator('main h1')).toHaveText('Accessibilité');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const island = page.locator('[data-island="contact/NewsletterBox"]');
  await expect(island.getByRole('alert')).toBeVisible();
  blocked = false;
  await island.getByRole('button', { name: 'Réessayer' }).click();
  await expect(island.getByLabel('Votre adresse e-mail')).toBeVisible();
  await expect(island.getByRole('alert')).toHaveCount(0);
});

test('reached by the app’s own navigation, a page of islands is drawn by the app', async ({
  page,
}) => {
  // An app page: every public page loaded is a page of islands, which the app never starts on.
  await page.goto('/nope');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité' });
  // Once the app owns the link (the footer hydrates when seen), it routes there without a new
  // document.
  await link.scrollIntoViewIfNeeded();
  await expectHydrated(link, 'the footer is hydrated');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await link.click();
  await expect(page.locator('main h1')).toHaveText('Accessibilité');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});
