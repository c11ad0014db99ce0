import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { adminClient, localized, locales, unique, type Locale } from '../support/site';

// Issue 38, part 4: a newsletter that sends. A visitor subscribes from the footer in a language,
// confirms from the mail (double opt-in), an admin publishes a news item with « Envoyer aux
// abonnés », each confirmed subscriber gets it once in their language (an unconfirmed one gets
// nothing), and the mail's one-click unsubscribe (RFC 8058) deletes the address.

const ADMIN = { email: 'admin@ecole.example', password: 'AdminDemo2024!' };
// The local stack's mail catcher (its JSON API).
const MAIL = 'http://127.0.0.1:54324';

interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const text: Record<
  Locale,
  {
    label: string;
    language: string;
    subscribe: string;
    confirmSubject: string;
    confirmButton: string;
    confirmed: string;
    onlyFrench: string | null;
  }
> = {
  fr: {
    label: 'Votre adresse e-mail',
    language: 'Langue des e-mails',
    subscribe: "S'abonner",
    confirmSubject: 'Confirmez votre abonnement',
    confirmButton: 'Confirmer mon abonnement',
    confirmed: 'Merci : votre abonnement est confirmé.',
    onlyFrench: null,
  },
  ar: {
    label: 'بريدكم الإلكتروني',
    language: 'لغة الرسائل',
    subscribe: 'اشترك',
    confirmSubject: 'أكِّدوا اشتراككم',
    confirmButton: 'تأكيد اشتراكي',
    confirmed: 'شكرًا: تم تأكيد اشتراككم.',
    // The news item below has no Arabic version: the French one, marked.
    onlyFrench: 'هذا الخبر متوفر بالفرنسية فقط.',
  },
  en: {
    label: 'Your e-mail address',
    language: 'Language of the e-mails',
    subscribe: 'Subscribe',
    confirmSubject: 'Confirm your subscription',
    confirmButton: 'Confirm my subscription',
    confirmed: 'Thank you: your subscription is confirmed.',
    onlyFrench: null,
  },
};

async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${MAIL}/api/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as Mail[];
}

/** Waits for the mail to `email` whose subject passes `match`. */
async function mailTo(email: string, match: (subject: string) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).find((mail) => match(mail.subject));
        return Boolean(found);
      },
      { message: `a mail reaches ${email}`, timeout: 30_000, intervals: [200, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

async function subscribe(page: Page, locale: Locale, email: string) {
  const t = text[locale];
  await page.goto(localized('/about', locale));
  // The box loads when the footer comes near.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const box = page.locator('[data-newsletter]');
  await box.getByLabel(t.label).fill(email);
  // The page's language is the mails' unless another is chosen.
  await expect(box.getByLabel(t.language)).toHaveValue(locale);
  await box.getByRole('button', { name: t.subscribe }).click();
  await expect(box.getByRole('status')).not.toBeEmpty();
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[autocomplete="current-password"]') });
  await form.locator('input[type="email"]').fill(ADMIN.email);
  await form.locator('input[type="password"]').fill(ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await expect(form).toHaveCount(0, { timeout: 15_000 });
}

for (const locale of locales) {
  test(`newsletter: subscribe, confirm, receive a news item and unsubscribe in one click, ${locale}`, async ({
    page,
  }) => {
    const t = text[locale];
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const reader = `reader-${locale}-${stamp}@example.org`;
    const waiting = `waiting-${locale}-${stamp}@example.org`;

    // Two visitors subscribe; only the first confirms.
    await subscribe(page, locale, reader);
    await subscribe(page, locale, waiting);
    const confirmation = await mailTo(reader, (s) => s.includes(t.confirmSubject));
    expect(confirmation.headers['content-language']).toBe(locale);
    await mailTo(waiting, (s) => s.includes(t.confirmSubject));
    const link = /https?:\/\/\S+\/functions\/v1\/newsletter\?a=confirm\S+/.exec(
      confirmation.text,
    )?.[0];
    expect(link).toBeTruthy();

    // The link's page asks before confirming (mail scanners open links too).
    await page.goto(link!);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.confirmButton }).click();
    await expect(page.getByRole('status')).toContainText(t.confirmed);
    expect(await axeViolations(page)).toEqual([]);

    // An admin publishes a news item and sends it (French and English versions, no Arabic).
    const title = unique('Fermeture exceptionnelle');
    const titleEn = title.replace('Fermeture exceptionnelle', 'Exceptional closure');
    await signIn(page);
    await page.goto('/admin/content');
    await page.getByRole('button', { name: 'Ajouter un contenu' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un contenu' });
    await dialog.getByLabel('Type').selectOption('news');
    await dialog.getByLabel('Statut').selectOption('published');
    await dialog.getByRole('textbox', { name: /^Titre/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^Extrait/ }).fill('L’école est fermée lundi.');
    await dialog.getByRole('textbox', { name: /^Contenu/ }).fill('Réouverture mardi à 7 h 30.');
    await dialog.getByRole('tab', { name: /English/ }).click();
    await dialog.getByRole('textbox', { name: /^Titre/ }).fill(titleEn);
    await dialog.getByRole('textbox', { name: /^Contenu/ }).fill('Reopening on Tuesday at 7:30.');
    await dialog.getByRole('tab', { name: /Français/ }).click();
    await dialog.getByRole('checkbox', { name: /^Envoyer aux abonnés/ }).check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/^Envoi à \d+ abonnés? lancé$/)).toBeVisible();

    // One mail to the confirmed reader, in their language; none to the one who did not confirm.
    const expectedSubject = locale === 'en' ? titleEn : title;
    const news = await mailTo(reader, (s) => s === expectedSubject);
    expect(news.headers['content-language']).toBe(locale);
    expect(news.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
    if (t.onlyFrench) {
      expect(news.text).toContain(t.onlyFrench);
      expect(news.html).toContain('<div lang="fr" dir="ltr">');
    }
    expect(news.text).toContain(locale === 'fr' ? '/news/' : `/${locale}/news/`);
    expect(news.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Sent once: read again after the sending's progress says nothing is pending.
    const client = await adminClient();
    await expect
      .poll(
        async () => {
          const answer: { data: unknown } = await client.rpc('newsletter_sendings');
          const sending = (answer.data as { title: string; pending: number }[]).find(
            (s) => s.title === title,
          );
          return sending ? Number(sending.pending) : -1;
        },
        { message: 'the sending is finished', timeout: 30_000 },
      )
      .toBe(0);
    expect((await mailsTo(reader)).filter((mail) => mail.subject === expectedSubject)).toHaveLength(
      1,
    );
    expect(
      (await mailsTo(waiting)).filter((mail) => mail.subject === title || mail.subject === titleEn),
    ).toHaveLength(0);

    // The mail client's unsubscribe button: one POST, no page, no key.
    const unsubscribe = /^<(.+)>$/.exec(news.headers['list-unsubscribe'] ?? '')?.[1];
    expect(unsubscribe).toBeTruthy();
    const click = await fetch(unsubscribe!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    const { data: left } = await client
      .from('newsletter_subscribers')
      .select('email')
      .in('email', [reader, waiting]);
    expect((left ?? []).map((row: { email: string }) => row.email)).toEqual([waiting]);
  });
}
