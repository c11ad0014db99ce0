import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { adminClient, localized, locales, type Locale } from '../support/site';

const text: Record<
  Locale,
  { label: string; subscribe: string; invalid: string; thanks: RegExp; failure: RegExp }
> = {
  fr: {
    label: 'Votre adresse e-mail',
    subscribe: "S'abonner",
    invalid: 'Adresse email invalide',
    thanks: /^Merci !/,
    failure: /n'a pas pu être enregistrée/,
  },
  en: {
    label: 'Your e-mail address',
    subscribe: 'Subscribe',
    invalid: 'Invalid email address',
    thanks: /^Thank you!/,
    failure: /could not be saved/,
  },
  ar: {
    label: 'بريدكم الإلكتروني',
    subscribe: 'اشترك',
    invalid: 'عنوان البريد الإلكتروني غير صالح',
    thanks: /^شكرًا!/,
    failure: /تعذّر تسجيل/,
  },
};

const box = (page: Page) => page.locator('[data-newsletter]');

async function subscribe(page: Page, locale: Locale, email: string) {
  // The box loads when the footer comes near (the page above it arrives complete).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await box(page).getByLabel(text[locale].label).fill(email);
  await box(page).getByRole('button', { name: text[locale].subscribe }).click();
}

for (const locale of locales) {
  test(`newsletter: new, already listed and invalid addresses, ${locale}`, async ({ page }) => {
    const t = text[locale];
    const email = `parent-${Date.now().toString(36)}-${locale}@example.com`;
    await page.goto(localized('/about', locale));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await box(page).scrollIntoViewIfNeeded();

    await subscribe(page, locale, 'not-an-address');
    await expect(box(page).getByText(t.invalid)).toBeVisible();

    await subscribe(page, locale, email);
    await expect(box(page).getByRole('status')).toHaveText(t.thanks);
    await expect(box(page).getByLabel(t.label)).toHaveValue('');
    const first = await box(page).getByRole('status').textContent();

    // The same address again (another case): the very same thank-you, nothing revealed.
    await subscribe(page, locale, email.toUpperCase());
    await expect(box(page).getByRole('status')).toHaveText(first!);

    const client = await adminClient();
    const { data } = await client
      .from('newsletter_subscribers')
      .select('email')
      .ilike('email', email);
    expect(data).toHaveLength(1);
  });
}

test('newsletter: a storing failure keeps the address and says so', async ({ page }) => {
  await page.goto('/about');
  await page.route('**/rest/v1/**newsletter*', (route) => route.abort('failed'));
  await page.route('**/rest/v1/rpc/*', (route) => route.abort('failed'));
  await subscribe(page, 'fr', 'parent@example.com');
  await expect(box(page).getByRole('alert')).toHaveText(text.fr.failure);
  await expect(box(page).getByLabel(text.fr.label)).toHaveValue('parent@example.com');
});
