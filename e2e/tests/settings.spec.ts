import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { dismissToasts, signIn as signInThrough } from '../support/back-office';
import {
  adminClient,
  expectHydrated,
  isHydrated,
  holdSiteCode,
  localized,
  locales,
  publishNews,
  unique,
  viewports,
  waitForPrerendered,
  watchConsole,
  type Locale,
} from '../support/site';

// The settings screen, what it refuses, and every setting
// reaching the public pages in the three languages. Every page shows the settings and other
// suites read them or edit the name (prerender-fresh.spec): this suite has a project of its own,
// run once the others are done (playwright.config.ts). Its tests run in order, and each puts back
// what it changed.
test.describe.configure({ mode: 'default' });
// Whole staff sessions, and a wait for the pages to be rendered again in three languages.
test.setTimeout(180_000);

const SAVE = 'Enregistrer les modifications';

async function signIn(page: Page, path: string) {
  await signInThrough(page, path);
  await expect(page.locator('[data-page="admin-settings"] form')).toBeVisible();
}

/** The settings as stored, to put back after a test (through the API, whatever the test did). */
async function storedSettings() {
  const client = await adminClient();
  const { data, error } = await client.from('site_settings').select('key, value');
  if (error) throw error;
  return data as { key: string; value: unknown }[];
}

async function restore(rows: { key: string; value: unknown }[]) {
  const client = await adminClient();
  for (const { key, value } of rows) {
    const { error } = await client.from('site_settings').update({ value }).eq('key', key);
    if (error) throw error;
  }
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const languageNames = { fr: 'Français', ar: 'Arabe', en: 'Anglais' } as const;

async function fillLocalized(page: Page, name: string, values: Record<Locale, string>) {
  for (const locale of locales) {
    await group(page, name)
      .getByRole('textbox', { name: languageNames[locale] })
      .fill(values[locale]);
  }
}

/**
 * The page as the server sends it, read without JavaScript, once it shows `text` in its header:
 * the prerenderer writes pages again after a change (docs/prerendering.md, "When pages are rendered again").
 */
/**
 * The page as a visitor without JavaScript gets it, once `ready` holds for it. The settings
 * screen saves one key after another and the prerenderer may draw a page between two of those
 * writes (each write draws it again): a page counts as rendered when every edited value is in.
 */
async function renderedPage(browser: Browser, path: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await expect(async () => {
    await page.goto(path);
    await ready(page);
  }).toPass({ timeout: 120_000, intervals: [500, 1_000, 2_000] });
  return { page, close: () => context.close() };
}

test('every setting edited in the back office shows on the public pages in French, Arabic and English', async ({
  page,
  browser,
}) => {
  const before = await storedSettings();
  const stamp = Date.now().toString(36);
  const two = String(Date.now() % 100).padStart(2, '0');
  const values = {
    name: { fr: `École ${stamp}`, ar: `مدرسة ${stamp}`, en: `School ${stamp}` },
    tagline: { fr: `Apprendre ${stamp}`, ar: `التعلم ${stamp}`, en: `Learning ${stamp}` },
    description: {
      fr: `Présentation ${stamp}.`,
      ar: `تعريف المدرسة ${stamp}.`,
      en: `About the school ${stamp}.`,
    },
    address: {
      fr: `Daoudabougou, Bamako, Mali – porte ${stamp}`,
      ar: `داودابوغو، باماكو، مالي – ${stamp}`,
      en: `Daoudabougou, Bamako, Mali – gate ${stamp}`,
    },
    phone: `+223 70 ${two} 11 22`,
    email: `e2e${stamp}.contact@ecole.example`,
    whatsapp: `https://wa.me/2237600${two}11`,
    facebook: `https://www.facebook.com/ecole.${stamp}`,
    youtube: `https://www.youtube.com/@ecole.${stamp}`,
  };
  const sunday = {
    fr: 'Dimanche : 9:00 – 10:30',
    ar: 'الأحد: 09:00 – 10:30',
    en: 'Sunday: 09:00 – 10:30',
  };

  try {
    await signIn(page, '/admin/settings');
    await fillLocalized(page, 'Nom de l’école', values.name);
    await fillLocalized(page, 'Devise', values.tagline);
    await fillLocalized(page, 'Présentation', values.description);
    await fillLocalized(page, 'Adresse', values.address);
    await field(page, 'Téléphone').fill(values.phone);
    await field(page, 'Adresse e-mail').fill(values.email);
    await field(page, 'Lien WhatsApp').fill(values.whatsapp);
    await field(page, 'Page Facebook').fill(values.facebook);
    await field(page, 'Compte Instagram').fill('');
    await field(page, 'Chaîne YouTube').fill(values.youtube);
    // A fourth slot: the first free day (Sunday) is ticked for it.
    await page.getByRole('button', { name: 'Ajouter un créneau' }).click();
    const slot = group(page, 'Créneau 4');
    await expect(slot.getByRole('checkbox', { name: 'dimanche' })).toBeChecked();
    await slot.getByLabel('Ouverture').fill('09:00');
    await slot.getByLabel('Fermeture').fill('10:30');
    await expect(slot).toContainText(`Sur le site : ${sunday.fr}`);
    await expect(page.getByText('11 modifications non enregistrées')).toBeVisible();
    await page.getByRole('button', { name: SAVE }).click();
    await expect(page.getByText('Paramètres mis à jour avec succès')).toBeVisible();
    // The notice never covers the action that raised it: the save button stays in reach.
    const notice = await page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .first()
      .boundingBox();
    const save = await page.getByRole('button', { name: SAVE }).boundingBox();
    expect(notice && save).toBeTruthy();
    const apart =
      notice!.x + notice!.width <= save!.x ||
      save!.x + save!.width <= notice!.x ||
      notice!.y + notice!.height <= save!.y ||
      save!.y + save!.height <= notice!.y;
    expect(apart, 'the toast lies over the save button').toBe(true);

    for (const locale of locales) {
      const rendered = await renderedPage(browser, localized('/contact', locale), async (p) => {
        const quick = { timeout: 1_000 };
        const footer = p.getByRole('contentinfo');
        await expect(p.getByRole('banner')).toContainText(values.name[locale], quick);
        for (const text of [
          values.tagline[locale],
          values.description[locale],
          values.address[locale],
          values.phone,
          values.email,
        ]) {
          await expect(footer).toContainText(text, quick);
        }
        await expect(footer.locator('a[data-network]')).toHaveCount(2, quick);
        for (const href of [values.whatsapp, values.facebook]) {
          await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1, quick);
        }
        await expect(footer.locator('a[data-network="youtube"]')).toHaveAttribute(
          'href',
          values.youtube,
          quick,
        );
        await expect(footer.getByTestId('opening-hours').getByRole('listitem').last()).toHaveText(
          sunday[locale],
          quick,
        );
      });
      try {
        const plain = rendered.page;
        const footer = plain.getByRole('contentinfo');
        await expect(plain.getByRole('banner')).toContainText(values.name[locale]);
        await expect(
          footer.getByRole('heading', { level: 2, name: values.name[locale] }),
        ).toBeVisible();
        await expect(footer).toContainText(values.tagline[locale]);
        await expect(footer).toContainText(values.description[locale]);
        await expect(footer.locator('address')).toHaveText(values.address[locale]);
        await expect(footer.getByRole('link', { name: values.phone })).toHaveAttribute(
          'href',
          `tel:+22370${two}1122`,
        );
        await expect(footer.getByRole('link', { name: values.email })).toHaveAttribute(
          'href',
          `mailto:${values.email}`,
        );
        await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveAttribute(
          'href',
          values.whatsapp,
        );
        // Social icons: the addresses given; none for the network left empty.
        await expect(footer.locator('a[data-network]')).toHaveCount(2);
        await expect(footer.locator('a[data-network="facebook"]')).toHaveAttribute(
          'href',
          values.facebook,
        );
        await expect(footer.locator('a[data-network="youtube"]')).toHaveAttribute(
          'href',
          values.youtube,
        );
        // The hours, drawn the same way in the footer and on the contact page.
        const footerHours = footer.getByTestId('opening-hours').getByRole('listitem');
        await expect(footerHours).toHaveCount(4);
        await expect(footerHours.last()).toHaveText(sunday[locale]);
        const info = plain.locator('[data-section="contact-info"]');
        const infoHours = await info.locator('li').last().locator('p').allInnerTexts();
        expect(infoHours).toEqual(await footerHours.allInnerTexts());
        await expect(info).toContainText(values.address[locale]);
        await expect(info.getByRole('link', { name: values.email })).toBeVisible();
      } finally {
        await rendered.close();
      }
    }
  } finally {
    await restore(before);
  }
});

/** The data version a loaded page was drawn from (its state) and the one the site serves now. */
async function dataVersions(page: Page) {
  const drawnFrom = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('school-query-state')?.textContent ?? '{}') as {
          dataVersion?: string;
        }
      ).dataVersion ?? null,
  );
  const response = await page.request.get('/data-version.json', {
    headers: { 'Cache-Control': 'no-cache' },
  });
  const { version } = (await response.json()) as { version: string };
  return { drawnFrom, current: version };
}

test('a page drawn before a change whose islands hydrate after it hydrates them with what it was drawn with, then shows the change: no recoverable error', async ({
  page,
  recoverableErrors,
}) => {
  const before = await storedSettings();
  const client = await adminClient();
  const published: string[] = [];
  const runs = [
    { path: '/', viewport: viewports[0] },
    { path: '/ar', viewport: viewports[0] },
    { path: '/en', viewport: viewports[1] },
  ];
  try {
    for (const { path, viewport } of runs) {
      await test.step(`${path}, ${viewport.name}`, async () => {
        await waitForPrerendered(page, path);
        await page.setViewportSize(viewport);
        const errors = watchConsole(page);
        // The page as the server drew it, none of its code run yet.
        const code = await holdSiteCode(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // Meanwhile the school's name is edited and a news item is published (the header and
        // footer show the one, the home page's latest news the other)…
        const name = unique('École');
        const { error } = await client
          .from('site_settings')
          .update({ value: { fr: name, ar: name, en: name } })
          .eq('key', 'site_name');
        expect(error).toBeNull();
        const title = unique('Hydratation');
        const news = await publishNews({
          title,
          excerpt: 'Publiée pendant que la page attendait son code.',
          content: 'Le texte de l’annonce.',
        });
        published.push(news.id);
        // …and the prerenderer has drawn the pages again: the page's data is out of date.
        await expect
          .poll(
            async () => {
              const { drawnFrom, current } = await dataVersions(page);
              return drawnFrom !== null && drawnFrom !== current;
            },
            { timeout: 90_000, message: 'the data version moves on' },
          )
          .toBe(true);
        code.release();
        // A page of islands: its script starts when one of them nears the screen (the latest
        // news, below the fold), checks the data version, finds it changed, and hydrates the
        // islands that show the data with what the page was drawn with (their HTML), then reads
        // it again: the new item shows in place.
        const latest = page.locator('[data-list="latest-news"]');
        await latest.scrollIntoViewIfNeeded();
        await expect(latest).toContainText(title, { timeout: 30_000 });
        await expectHydrated(latest, `${path}: the latest news hydrate`);
        // The rest is the server's HTML, final until the next load: the header keeps the name it
        // was drawn with, never hydrated; the next load shows the new one.
        const header = page.getByRole('banner');
        expect(await isHydrated(header.getByRole('link').first())).toBe(false);
        await expect(header).not.toContainText(name);
        expect(recoverableErrors, 'errors React recovered from while hydrating').toEqual([]);
        expect(errors).toEqual([]);
        // Once the prerenderer has drawn the page with the new name too (the two changes may be
        // drawn one after the other), the next load shows it.
        await expect
          .poll(async () => (await (await page.request.get(path)).text()).includes(name), {
            timeout: 90_000,
            message: `${path} is drawn with the new name`,
          })
          .toBe(true);
        await page.reload();
        await expect(header).toContainText(name);
      });
    }
  } finally {
    await restore(before);
    for (const id of published) {
      await client.from('content_management').delete().eq('id', id);
    }
  }
});

test('bad values are refused with a message in the admin’s language, and nothing typed is lost', async ({
  page,
}) => {
  const before = await storedSettings();
  try {
    await signIn(page, '/admin/settings');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/rest/v1/site_settings'))
        sent.push(request.url());
    });
    const email = field(page, 'Adresse e-mail');
    const phone = field(page, 'Téléphone');
    const facebook = field(page, 'Page Facebook');
    const arabicName = group(page, 'Nom de l’école').getByRole('textbox', { name: 'Arabe' });
    await email.fill('pas-un-email');
    await phone.fill('appelez-nous');
    await facebook.fill('http://www.facebook.com/ecole');
    await arabicName.fill('');
    await page.getByRole('button', { name: SAVE }).click();
    await expect(
      page.getByText('4 paramètres à corriger avant d’enregistrer. Rien n’a été envoyé.'),
    ).toBeVisible();
    await expect(
      page.getByText('Adresse e-mail invalide, par exemple contact@ecole.ml.'),
    ).toBeVisible();
    await expect(page.getByText(/^Numéro invalide : 8 à 15 chiffres/)).toBeVisible();
    await expect(
      page.getByText(/^Adresse web invalide : elle commence par https:\/\//),
    ).toBeVisible();
    await expect(arabicName).toHaveAttribute('aria-invalid', 'true');
    await expect(arabicName).toBeFocused();
    await expect(email).toHaveValue('pas-un-email');
    await expect(facebook).toHaveValue('http://www.facebook.com/ecole');
    expect(sent).toEqual([]);

    // The database is the guard: the same value sent straight to the API is refused.
    const client = await adminClient();
    const direct = await client
      .from('site_settings')
      .update({ value: 'pas-un-email' })
      .eq('key', 'contact_email');
    expect(direct.error).toMatchObject({ code: '23514', hint: 'email' });

    // A save that fails for another reason says which setting did not save, and keeps it.
    await email.fill('secretariat@ecole.example');
    await phone.fill('+223 20 22 45 67');
    await facebook.fill(before.find((row) => row.key === 'facebook_url')!.value as string);
    await arabicName.fill('المجمع المدرسي الإسلامي');
    await dismissToasts(page);
    await page.route('**/rest/v1/site_settings?key=eq.contact_email*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"nope"}',
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: SAVE }).click();
    await expect(
      page.getByText('Non enregistrés : Adresse e-mail. Vos saisies sont conservées.'),
    ).toBeVisible();
    await expect(email).toHaveValue('secretariat@ecole.example');
    await page.unrouteAll();

    // In Arabic, the rule is said in Arabic. (Leaving with unsaved changes asks the browser's
    // question first: the test answers it.)
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/ar/admin/settings');
    await expect(page.locator('[data-page="admin-settings"] form')).toBeVisible();
    const arabicEmail = field(page, 'البريد الإلكتروني');
    await arabicEmail.fill('pas-un-email');
    await arabicEmail.blur();
    await expect(
      page.getByText('عنوان بريد إلكتروني غير صالح، مثلًا contact@ecole.ml.'),
    ).toBeVisible();
  } finally {
    await restore(before);
  }
});

test('on the long settings page the sidebar spans the whole height and the save bar never covers a field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, '/admin/settings');
  const saveBar = page.locator('[data-save-bar]');
  const sidebar = page.getByRole('complementary');

  // Every field, reached with the keyboard from the first one, is clear of the save bar.
  await group(page, 'Nom de l’école').getByRole('textbox', { name: 'Français' }).focus();
  const seen: string[] = [];
  for (let step = 0; step < 200; step += 1) {
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('[data-save-bar]');
      if (!active || !bar) return null;
      const form = bar.closest('form');
      return {
        inForm: Boolean(form?.contains(active)) && !bar.contains(active),
        inBar: bar.contains(active),
        name: `${active.tagName} ${active.getAttribute('name') ?? active.id}`,
        bottom: active.getBoundingClientRect().bottom,
        top: active.getBoundingClientRect().top,
        barTop: bar.getBoundingClientRect().top,
      };
    });
    if (!focused || !focused.inForm) break;
    seen.push(focused.name);
    expect(focused.bottom, `${focused.name} is above the save bar`).toBeLessThanOrEqual(
      focused.barTop,
    );
    expect(focused.top, `${focused.name} is on screen`).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Tab');
  }
  // The whole form was walked: 3 × 4 texts, 3 addresses and numbers, 3 networks, the hours.
  expect(seen.length).toBeGreaterThan(40);

  // At the bottom of the page the sidebar still runs from the top of the window to its bottom.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // The column runs the page's whole height (not one window's height, stopping after the first
  // screen as it did), and what it holds is in view.
  const box = (await sidebar.boundingBox())!;
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(1500);
  // (Less a pixel: heights are fractional.)
  expect(box.height).toBeGreaterThanOrEqual(pageHeight - 1);
  expect(box.y).toBeLessThanOrEqual(0);
  expect(box.y + box.height).toBeGreaterThanOrEqual(719);
  await expect(sidebar.getByRole('button', { name: 'Se déconnecter' })).toBeInViewport();
  await expect(saveBar).toBeInViewport();
});
