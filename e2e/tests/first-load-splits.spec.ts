// What a public page's first load leaves to later (docs/architecture.md, "How the composition works"): the
// shell's not-found page and route error screen are chunks of their own, loaded by the page that
// shows them, as is the banner of an admin's preview; the footer's code comes when the footer comes
// into view. Read from the scripts the browser fetched, then used.
import type { Locator, Page } from '@playwright/test';
import { expectHydrated, waitForPrerendered, watchConsole } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Code only each screen brings: its page marker on its root element (@school/shared's fallback
 * for a remote outside the shell is a bare `<p data-page="not-found">404</p>`, a string child).
 */
const markers = {
  notFound: ['"data-page":"not-found",children:['],
  routeError: ['"data-page":"route-error"'],
  // The banner of an admin's preview (preview-banner.tsx).
  preview: ['"data-preview-banner":'],
  // The footer's quick links (footer.tsx), and its words (footer-messages.ts).
  footer: ['"aria-labelledby":"footer-quick-links"', 'footer.quickLinks'],
};

/**
 * The bodies of the scripts a page fetches, as they arrive. Each body is read at once and its
 * outcome kept, failure included: a chunk the page starts fetching after the snapshot below may
 * still be in flight when the test ends, and the browser context closing under its read must not
 * fail the test as an unhandled rejection. Every script in the snapshot, read while the page is
 * still open, must have its body.
 */
function watchScripts(page: Page) {
  const scripts: { url: string; body: Promise<string | Error> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.text().catch((error: unknown) => new Error(String(error)));
    scripts.push({ url: response.url(), body });
  });
  return async () =>
    Promise.all(
      scripts.map(async ({ url, body }) => {
        const text = await body;
        if (text instanceof Error) throw new Error(`${url}: body not readable: ${text.message}`);
        return { url, body: text };
      }),
    );
}

/**
 * Opens a prerendered page as a visitor's first load: until `running` is React's and the network
 * is quiet. Returns the reader of the scripts it fetched (watchScripts), to call again later.
 */
async function openFirstLoad(page: Page, path: string, running: Locator, message: string) {
  await waitForPrerendered(page, path);
  const scripts = watchScripts(page);
  await page.goto(path);
  await expectHydrated(running, message);
  await page.waitForLoadState('networkidle');
  return scripts;
}

test('a page that exists loads neither the not-found page, the error screen nor the preview banner', async ({
  page,
}) => {
  // Running: React owns the header's first button.
  const header = page.getByRole('banner').getByRole('button').first();
  const scripts = await openFirstLoad(page, '/', header, 'the header runs');
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(5);
  for (const { url, body } of loaded) {
    for (const marker of [...markers.notFound, ...markers.routeError, ...markers.preview]) {
      expect(body, `${url}: ${marker}`).not.toContain(marker);
    }
  }
});

test("the footer's code and words load when it comes into view, and it hydrates then", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const header = page.getByRole('banner').getByRole('button').first();
  const scripts = await openFirstLoad(page, '/', header, 'the header runs');
  for (const { url, body } of await scripts()) {
    for (const marker of markers.footer) expect(body, `${url}: ${marker}`).not.toContain(marker);
  }
  // Until then it is the server's HTML: there, and its links plain links.
  const quickLinks = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Liens rapides' });
  await expect(quickLinks.getByRole('link').first()).toBeAttached();
  await quickLinks.scrollIntoViewIfNeeded();
  await expectHydrated(quickLinks.getByRole('link').first(), 'the footer hydrates in view');
  const all = (await scripts()).map(({ body }) => body).join('\n');
  for (const marker of markers.footer) expect(all, marker).toContain(marker);
  expect(errors).toEqual([]);
});

test('an unknown address loads the not-found page with it', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/nope/split-check');
  await expect(page.getByRole('heading', { name: 'Page Introuvable' })).toBeVisible();
  const loaded = await scripts();
  expect(loaded.some(({ body }) => body.includes(markers.notFound[0]!))).toBe(true);
});

/**
 * Whether any of `texts` has been in the page since this call: checked after every change of the
 * DOM, before the browser paints it, so a section drawn for one frame in French counts.
 */
async function watchForTexts(page: Page, texts: string[]) {
  await page.evaluate((watched) => {
    const seen: string[] = [];
    const check = () => {
      const text = document.body.textContent ?? '';
      for (const item of watched) if (text.includes(item) && !seen.includes(item)) seen.push(item);
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    check();
    Object.assign(window, { seenTexts: seen });
  }, texts);
  return () => page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
}

/**
 * Words of the home page's sections as the French defaults in the code say them (not the levels'
 * title, "De la maternelle au lycée", which the hero says too).
 */
const frenchSections = [
  'Notre Impact en Chiffres',
  'Ce qui fait la différence',
  'En savoir plus sur la maternelle',
  'Ce que disent les familles',
];

/** The catalogs a prerendered page carries in its HTML (shell/src/lib/prerendered.ts), as JSON. */
async function carriedCatalogs(page: Page): Promise<string> {
  const state = await page.locator('#school-query-state').textContent();
  const { catalogs } = JSON.parse(state ?? '{}') as { catalogs?: Record<string, unknown> };
  return JSON.stringify(catalogs ?? {});
}

test("/ar's first load carries the hero's Arabic words, not the sections'; they come with the sections, never in French", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const next = page.getByRole('button', { name: 'الشريحة التالية' });
  const scripts = await openFirstLoad(page, '/ar', next, 'the hero runs in Arabic');
  const firstScripts = (await scripts()).map(({ body }) => body).join('\n');
  // The page's own catalogs (the shell's and the home page's) come in its HTML: no script
  // carries them, so none is downloaded before the page runs.
  const carried = await carriedCatalogs(page);
  expect(carried.includes('الشريحة التالية'), 'the hero’s Arabic words, in the HTML').toBe(true);
  expect(carried.includes('انتقل إلى المحتوى'), 'the shell’s Arabic words, in the HTML').toBe(true);
  for (const words of ['الشريحة التالية', 'انتقل إلى المحتوى'])
    expect(firstScripts.includes(words), `${words}: in no script`).toBe(false);
  const first = `${firstScripts}\n${carried}`;
  // Neither the sections' Arabic (i18n/sections/ar.json) nor their French (section-messages.ts).
  for (const words of ['أثرنا بالأرقام', 'ماذا تقول الأسر', ...frenchSections])
    expect(first.includes(words), words).toBe(false);

  const seen = await watchForTexts(page, frenchSections);
  const levels = page.getByRole('region', { name: 'من الروضة إلى الثانوية' });
  await levels.scrollIntoViewIfNeeded();
  // In view, the levels hydrate: their code and their words arrive, the links are React's.
  const preschool = levels.getByRole('link', { name: 'اعرف المزيد عن الروضة' });
  await expectHydrated(preschool, 'the levels section hydrates in Arabic');
  const all = (await scripts()).map(({ body }) => body).join('\n');
  expect(all.includes('أثرنا بالأرقام'), 'the sections’ Arabic words').toBe(true);

  // Another language: the page keeps Arabic until the English words of the hero and of the
  // sections are both there.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const english = page.getByRole('region', { name: 'From pre-school to high school' });
  await expect(english.getByRole('link', { name: 'Learn more about preschool' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our Impact in Numbers' })).toBeVisible();
  expect(await seen()).toEqual([]);
  expect(errors).toEqual([]);
});

test('client navigation to /ar draws the sections in Arabic at once, never in French', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // A page the app draws, other than the home page: an address the site does not have (its
  // not-found page, in Arabic).
  await page.goto('/ar/nope');
  const home = page.getByRole('banner').locator('a[href="/ar"]').first();
  await expectHydrated(home, 'the header runs');
  const seen = await watchForTexts(page, frenchSections);
  await home.click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole('region', { name: 'أثرنا بالأرقام' })).toBeVisible();
  const levels = page.getByRole('region', { name: 'من الروضة إلى الثانوية' });
  await expect(levels.getByRole('link', { name: 'اعرف المزيد عن الروضة' })).toBeVisible();
  expect(await seen()).toEqual([]);
  // Only the not-found address's own (its 404 answer, the router's warning).
  expect(errors.filter((error) => !error.includes('/ar/nope'))).toEqual([]);
});

test('public pages load none of the admin’s JavaScript', async ({ page }) => {
  const adminRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === '3005') adminRequests.push(request.url());
  });
  for (const path of ['/', '/news', '/blog', '/contact', '/about']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(adminRequests).toEqual([]);
});
