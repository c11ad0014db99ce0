import { expect, test } from '../support/test';

// Every page, in each language, free of WCAG A/AA violations: page-tour.spec.ts.

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
