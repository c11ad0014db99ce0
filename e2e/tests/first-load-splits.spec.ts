// What the app's first load leaves to later (docs/architecture.md, "How the composition works"): the
// shell's not-found page and route error screen are chunks of their own, loaded by the page that
// shows them, as is the banner of an admin's preview. Read from the scripts the browser fetched,
// then used. (Public pages are pages of islands, which never load the app: the app's first loads
// are the back office, the not-found page and previews, which the app draws afresh: the footer's
// split, code that comes when the footer comes into view, applies only to a prerendered page the
// app hydrates, and none of those is left: see docs/performance.md.)
import type { Page } from '@playwright/test';
import { expectHydrated, watchConsole } from '../support/site';
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

test('a page that exists loads neither the not-found page, the error screen nor the preview banner', async ({
  page,
}) => {
  // A page of the app that exists: the back office's sign-in page. Running: React owns its form's
  // button.
  const scripts = watchScripts(page);
  await page.goto('/admin/login');
  await expectHydrated(page.getByRole('main').getByRole('button').last(), 'the sign-in form runs');
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(5);
  for (const { url, body } of loaded) {
    for (const marker of [...markers.notFound, ...markers.routeError, ...markers.preview]) {
      expect(body, `${url}: ${marker}`).not.toContain(marker);
    }
  }
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
