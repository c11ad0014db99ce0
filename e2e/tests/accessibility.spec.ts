import { expect, test } from '../support/test';
import { axeViolations, describeViolations } from '../support/axe';
import { localized, publicPages } from '../support/site-pages';

// Every page of the route table, the not-found page and the back office's sign-in.
const pages = [
  ...publicPages.map(({ path, page }) => ({
    path,
    ready: `[data-page="${page}"]`,
  })),
  { path: '/page-that-does-not-exist', ready: '[data-page="not-found"]' },
  { path: '/admin/login', ready: '[data-page="admin-login"]' },
];

const variants = [
  { theme: 'light', locale: 'fr', width: 1280 },
  { theme: 'dark', locale: 'ar', width: 1280 },
  { theme: 'light', locale: 'en', width: 390 },
] as const;

for (const { theme, locale, width } of variants) {
  for (const { path: base, ready } of pages) {
    // Every page carries its language in the address, the back office's sign-in included.
    const path = localized(base, locale);
    test(`${path} has no WCAG A/AA violation (${theme}, ${locale}, ${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(
        ([t, l]) => {
          localStorage.setItem(
            'ecole.theme',
            JSON.stringify({ state: { preference: t }, version: 0 }),
          );
          localStorage.setItem(
            'ecole.locale',
            JSON.stringify({ state: { locale: l }, version: 0 }),
          );
        },
        [theme, locale],
      );
      await page.goto(path);
      await expect(page.locator(ready)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(describeViolations(await axeViolations(page))).toEqual([]);
    });
  }
}

test('keyboard: the skip link comes first and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('[data-page="about"]')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
