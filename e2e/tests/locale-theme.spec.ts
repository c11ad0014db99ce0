import { expect, test } from '../support/test';

test('the switcher moves to the same page in another language: address, direction, no reload', async ({
  page,
}) => {
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
  // Every navigation link stays in Arabic.
  await expect(page.getByRole('link', { name: 'المدونة' }).first()).toHaveAttribute(
    'href',
    '/ar/blog',
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);

  // A shared link opens in its language, whatever was chosen before.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 8));

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(html).toHaveAttribute('lang', 'fr');

  // Back and forward follow the address.
  await page.goBack();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(8);
});

test('the address decides the language, not an earlier choice', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('ecole.locale', JSON.stringify({ state: { locale: 'ar' }, version: 0 })),
  );
  await page.goto('/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités');
});

test('the theme toggle switches light and dark and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const lightBackground = await page.evaluate(
    () => getComputedStyle(document.body).backgroundColor,
  );

  await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
});

test('with no stored choice the theme follows the system setting live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
});
