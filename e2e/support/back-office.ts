import { expect, type Page } from '@playwright/test';

/** The seeded administrator (supabase/seed.sql). */
export const ADMIN = { email: 'admin@ecole.example', password: 'AdminDemo2024!' } as const;

/**
 * Signs in through the back office's form at `path` (its sign-in page, or any back-office page,
 * which sends a visitor there and back), whatever the page's language: the fields are found by
 * type. Signed in once the form has given way to the page asked for: a navigation before that
 * would cut the sign-in short.
 */
export async function signIn(
  page: Page,
  path = '/admin/login',
  account: { readonly email: string; readonly password: string } = ADMIN,
) {
  await page.goto(path);
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[autocomplete="current-password"]') });
  await form.locator('input[type="email"]').fill(account.email);
  await form.locator('input[type="password"]').fill(account.password);
  await form.locator('button[type="submit"]').click();
  await expect(form).toHaveCount(0, { timeout: 15_000 });
}

/** Closes every toast of the back office's French screens (as a person may, before going on). */
export async function dismissToasts(page: Page) {
  const close = page.getByRole('list', { name: 'Notifications' }).getByRole('button');
  while ((await close.count()) > 0) {
    // A toast also goes by itself after 4–5 s: if it went between counting and clicking, the
    // click has nothing to wait for (it would wait out the whole test), so it is given 5 s and
    // only fails the test if a toast is still there to close.
    try {
      await close.first().click({ timeout: 5_000 });
    } catch (error) {
      if ((await close.count()) > 0) throw error;
    }
  }
}

/** Opens the content screen's "add" dialog (French). */
export async function openContentDialog(page: Page) {
  await page.getByRole('button', { name: 'Ajouter un contenu' }).first().click();
  return page.getByRole('dialog', { name: 'Ajouter un contenu' });
}
