import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { runtimeConfigFile } from '../support/paths';
import {
  adminClient,
  isHydrated,
  localized,
  unique,
  checkPageEverywhere,
  waitForPrerendered,
  watchConsole,
  type Locale,
} from '../support/site';

const text: Record<
  Locale,
  {
    title: RegExp;
    labels: { name: RegExp; phone: RegExp; email: RegExp; subject: RegExp; message: RegExp };
    send: string;
    errors: string[];
    success: string[];
    failure: string;
  }
> = {
  fr: {
    title: /^Contact \|/,
    labels: {
      name: /^Nom complet/,
      phone: /^Téléphone/,
      email: /^Adresse e-mail/,
      subject: /^Sujet/,
      message: /^Message/,
    },
    send: 'Envoyer le message',
    errors: [
      'Le nom doit contenir au moins 2 caractères',
      'Numéro de téléphone invalide',
      'Adresse email invalide',
      'Le sujet doit contenir au moins 5 caractères',
      'Le message doit contenir au moins 20 caractères',
    ],
    success: ['Message envoyé !', 'Nous vous répondrons dans les plus brefs délais.'],
    failure: "Le message n'a pas pu être envoyé",
  },
  en: {
    title: /^Contact \|/,
    labels: {
      name: /^Full name/,
      phone: /^Phone/,
      email: /^E-mail address/,
      subject: /^Subject/,
      message: /^Message/,
    },
    send: 'Send message',
    errors: [
      'The name must be at least 2 characters long',
      'Invalid phone number',
      'Invalid email address',
      'The subject must be at least 5 characters long',
      'The message must be at least 20 characters long',
    ],
    success: ['Message sent!', 'We will get back to you as soon as possible.'],
    failure: 'Your message could not be sent',
  },
  ar: {
    title: /^اتصل بنا \|/,
    labels: {
      name: /^الاسم الكامل/,
      phone: /^الهاتف/,
      email: /^البريد الإلكتروني/,
      subject: /^الموضوع/,
      message: /^الرسالة/,
    },
    send: 'إرسال الرسالة',
    errors: [
      'يجب أن يتكون الاسم من حرفين على الأقل',
      'رقم الهاتف غير صالح',
      'عنوان البريد الإلكتروني غير صالح',
      'يجب أن يتكون الموضوع من 5 أحرف على الأقل',
      'يجب أن تتكون الرسالة من 20 حرفًا على الأقل',
    ],
    success: ['تم إرسال الرسالة!', 'سنرد عليكم في أقرب الآجال.'],
    failure: 'تعذّر إرسال الرسالة',
  },
};

async function fill(
  page: Page,
  locale: Locale,
  values: Record<keyof (typeof text)['fr']['labels'], string>,
) {
  const scope = page.locator('[data-page="contact"]');
  for (const [field, value] of Object.entries(values)) {
    await scope
      .getByLabel(text[locale].labels[field as keyof (typeof text)['fr']['labels']])
      .fill(value);
  }
}

test(`contact: fields, every validation message, info cards, in every language, on a phone and a desktop`, async ({
  page,
}) => {
  await checkPageEverywhere(page, '/contact', text, async (locale, t) => {
    const scope = page.locator('[data-page="contact"]');
    await expect(scope.getByLabel(t.labels.phone)).toHaveAttribute('placeholder', /\+223/);
    await expect(scope.getByLabel(t.labels.message)).toHaveAttribute('rows', '6');
    await scope.getByRole('button', { name: t.send }).click();
    for (const message of t.errors) await expect(scope.getByText(message)).toBeVisible();
    await fill(page, locale, {
      name: 'A',
      phone: '1234567',
      email: 'a@b',
      subject: 'Abcd',
      message: 'Trop court',
    });
    await scope.getByRole('button', { name: t.send }).click();
    for (const message of t.errors) await expect(scope.getByText(message)).toBeVisible();

    // The info cards read site_settings.
    const info = page.locator('[data-section="contact-info"]');
    await expect(info.locator('a[href^="tel:+223"]')).toBeVisible();
    await expect(info.locator('a[href^="https://wa.me/"]')).toBeVisible();
    await expect(info.locator('a[href^="mailto:"]')).toBeVisible();
    // The address setting in the page's language.
    await expect(info).toContainText(locale === 'ar' ? 'داودابوغو' : 'Daoudabougou');
    await expect(
      page.locator('[data-section="location"] a[href^="https://www.openstreetmap.org/"]'),
    ).toBeVisible();
  });
});

test('a sent message is stored, confirmed and the form resets', async ({ page }) => {
  const errors = watchConsole(page);
  const subject = unique('Inscription');
  await page.goto('/contact');
  await fill(page, 'fr', {
    name: 'Awa Diarra',
    phone: '+223 70 11 22 33',
    email: 'awa@example.com',
    subject,
    message: 'Bonjour, je souhaite inscrire ma fille en sixième.',
  });
  // The request is held until the sending state was seen (a condition, not a delay).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/send_contact_message*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
  release();
  for (const line of text.fr.success) await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByLabel(text.fr.labels.name)).toHaveValue('');
  const client = await adminClient();
  const { data } = await client
    .from('contact_messages')
    .select('name, email, phone, subject, message')
    .eq('subject', subject);
  expect(data).toEqual([
    {
      name: 'Awa Diarra',
      email: 'awa@example.com',
      phone: '+223 70 11 22 33',
      subject,
      message: 'Bonjour, je souhaite inscrire ma fille en sixième.',
    },
  ]);
  expect(errors).toEqual([]);
});

test('a failed send keeps everything typed and says so', async ({ page }) => {
  await page.goto(localized('/contact', 'en'));
  const values = {
    name: 'Moussa Keita',
    phone: '+223 66 00 11 22',
    email: 'moussa@example.com',
    subject: 'Visit request',
    message: 'Could we visit the school next Saturday morning?',
  };
  await fill(page, 'en', values);
  await page.route('**/rest/v1/rpc/send_contact_message*', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(text.en.failure)).toBeVisible();
  for (const [field, value] of Object.entries(values)) {
    await expect(
      page
        .locator('[data-page="contact"]')
        .getByLabel(text.en.labels[field as keyof typeof values]),
    ).toHaveValue(value);
  }
});

test('a send refused by the limits says to try again in a moment and keeps everything typed', async ({
  page,
}) => {
  await page.goto(localized('/contact', 'ar'));
  const values = {
    name: 'Fatoumata Sangaré',
    phone: '+223 65 00 11 22',
    email: 'fatoumata@example.com',
    subject: 'Demande de rendez-vous',
    message: 'Pouvons-nous rencontrer la direction samedi matin ?',
  };
  await fill(page, 'ar', values);
  // The database's refusal as PostgREST sends it (supabase/test/flood.test.ts proves the real
  // limits; the suites' stack scales them out of the way with FORM_RATE_LIMIT_FACTOR).
  await page.route('**/rest/v1/rpc/send_contact_message*', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
      body: JSON.stringify({
        code: 'rate_limited',
        message: 'Too many requests: try again in a moment',
        details: 'limit per client reached; retry after 42 s',
        hint: 'Retry-After: 42',
      }),
    }),
  );
  await page.getByRole('button', { name: text.ar.send }).click();
  await expect(page.getByText('رسائل كثيرة في وقت قصير')).toBeVisible();
  await expect(page.getByText('نصّك محفوظ في النموذج: أعد المحاولة بعد قليل.')).toBeVisible();
  for (const [field, value] of Object.entries(values)) {
    await expect(
      page
        .locator('[data-page="contact"]')
        .getByLabel(text.ar.labels[field as keyof typeof values]),
    ).toHaveValue(value);
  }
});

test('the honeypot is out of reach: Tab goes from the message to the send button', async ({
  page,
}) => {
  await page.goto('/contact');
  const trap = page.locator('[data-page="contact"] input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await page.getByLabel(text.fr.labels.message).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: text.fr.send })).toBeFocused();
});

test('the form’s rules load when the visitor reaches for it: typed text kept, an early send checked', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const contactOrigin = new URL(
    (JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as { remotes: { contact: string } })
      .remotes.contact,
  ).origin;
  await waitForPrerendered(page, '/contact');
  // The contact remote's files wait until released: the form is an island of its own on a page
  // that runs no app, so its code (the island's, then its rules) must not come with the page, and
  // must not be needed to keep what is typed.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(
    (url) => url.origin === contactOrigin,
    async (route) => {
      if (holding) held.push(() => route.continue());
      else await route.continue();
    },
  );
  await page.goto('/contact');
  const form = page.locator('[data-page="contact"] form');
  expect(await isHydrated(form)).toBe(false);
  const name = page.getByLabel(text.fr.labels.name);
  await name.evaluate((node) => node.setAttribute('data-drawn-first', ''));
  await name.fill('A');
  await page.getByLabel(text.fr.labels.phone).fill('+223 70 11 22 33');
  await expect
    .poll(() => held.length, { message: 'the form’s code is asked for' })
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: text.fr.send }).click();
  await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toHaveCount(0);
  // What the island asks for next (the rules' chunk among them) comes as usual.
  holding = false;
  for (const release of held.splice(0)) await release();
  await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible();
  await expect(page.getByText('Numéro de téléphone invalide')).toHaveCount(0);
  await expect(name).toHaveValue('A');
  // The same element, hydrated in place, not drawn again.
  await expect(name).toHaveAttribute('data-drawn-first', '');
  await expect(name).toBeFocused();
  expect(await isHydrated(form)).toBe(true);
  await expect(page.getByLabel(text.fr.labels.phone)).toHaveValue('+223 70 11 22 33');
  await expect(form).not.toHaveAttribute('aria-busy');
  expect(errors).toEqual([]);
});
