import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeViolations, describeViolations } from '../support/axe';
import { localized, publicPages, siteLocales } from '../support/site-pages';
import { watchConsole } from '../support/site';

// Every page of the route table in every language, the not-found page and the back office's
// sign-in: drawn inside the shell with its head, and free of WCAG A/AA violations in a theme and
// a width. One tour per language visits the pages one after the other in the same tab: a page
// loaded in a tab that has loaded the site before costs the browser half the CPU of a first load
// in a fresh one (10 pages: 7.3-7.6 against 14.6-16.2 CPU s), and the browser is what bounds the
// end-to-end stage. Each page is a step, and its checks are soft, so a failure names every page
// and check that failed, not just the first.

const tours = [
  { theme: 'light', locale: 'fr', width: 1280 },
  { theme: 'dark', locale: 'ar', width: 1280 },
  { theme: 'light', locale: 'en', width: 390 },
] as const;

// A tour's every language, so a language added to the site is toured.
test('every language has a tour', () => {
  expect(tours.map((tour) => tour.locale).sort()).toEqual([...siteLocales].sort());
});

/** The shell, the remote, the language and the head of a public page, as loaded. */
async function expectPublicPage(
  page: Page,
  route: (typeof publicPages)[number],
  locale: (typeof siteLocales)[number],
) {
  const soft = expect.soft;
  await soft(
    page.locator(`[data-remote="${route.remote}"][data-page="${route.page}"]`),
  ).toBeVisible();
  await soft(page.getByRole('banner')).toBeVisible();
  await soft(page.getByRole('contentinfo')).toBeVisible();
  await soft(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await soft(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  // One alternate per language plus x-default, pointing at this page (feeds are alternates too,
  // of another type, without hreflang).
  await soft(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
  for (const other of siteLocales) {
    await soft(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
      'href',
      `http://localhost:3000${localized(route.path, other)}`,
    );
  }
  await soft(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `http://localhost:3000${route.path}`,
  );
  await soft(page).toHaveTitle(/\S/);
}

for (const { theme, locale, width } of tours) {
  test(`every page in ${locale} (${theme}, ${width}px): inside the shell, its head, no WCAG A/AA violation`, async ({
    page,
  }) => {
    // Ten pages, each loaded, checked and audited: a page's budget ten times over.
    test.setTimeout(10 * 60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(
      ([t, l]) => {
        localStorage.setItem(
          'ecole.theme',
          JSON.stringify({ state: { preference: t }, version: 0 }),
        );
        localStorage.setItem('ecole.locale', JSON.stringify({ state: { locale: l }, version: 0 }));
      },
      [theme, locale],
    );
    const errors = watchConsole(page);
    const pages = [
      ...publicPages.map((route) => ({ path: route.path, page: route.page, route })),
      { path: '/page-that-does-not-exist', page: 'not-found', route: undefined },
      { path: '/admin/login', page: 'admin-login', route: undefined },
    ];
    for (const { path: base, page: marker, route } of pages) {
      // Every page carries its language in the address, the back office's sign-in included.
      const path = localized(base, locale);
      await test.step(path, async () => {
        // The errors of this page alone.
        errors.splice(0);
        const response = await page.goto(path);
        await expect(page.locator(`[data-page="${marker}"]`)).toBeVisible();
        await expect.soft(page.locator('html')).toHaveAttribute('lang', locale);
        await expect.soft(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (route) {
          expect.soft(response?.status(), `${path}: status`).toBe(200);
          await expectPublicPage(page, route, locale);
          expect.soft(errors, `${path}: console errors`).toEqual([]);
        }
        expect.soft(describeViolations(await axeViolations(page)), `${path}: axe`).toEqual([]);
      });
    }
  });
}
