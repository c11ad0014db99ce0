import { expect, test } from '../support/test';
import { signIn } from '../support/back-office';
import {
  adminClient,
  downloadedText,
  expectDocument,
  localized,
  locales,
  unique,
  watchConsole,
  type Locale,
} from '../support/site';

// Admissions: the header's "Inscription" leads to /inscription, where a parent reads the
// levels, documents and calendar and pre-registers a child; the office follows the request in
// the back office (status, notes, CSV), and each status change is in the activity log.

// The local stack's mail catcher (its JSON API), where the parent's confirmation lands.
const MAIL = 'http://127.0.0.1:54324';

// The first school year the form offers (the coming rentrée from July, else the one in progress).
const now = new Date();
const firstYear = now.getMonth() + 1 >= 7 ? now.getFullYear() : now.getFullYear() - 1;

const text: Record<
  Locale,
  {
    title: RegExp;
    heading: string;
    send: string;
    labels: { parent: RegExp; phone: RegExp; child: RegExp; birth: RegExp; level: RegExp };
    required: string[];
    levelAge: RegExp;
  }
> = {
  fr: {
    title: /^Inscriptions \|/,
    heading: 'Inscrire votre enfant',
    send: 'Envoyer la pré-inscription',
    labels: {
      parent: /^Nom du parent/,
      phone: /^Téléphone/,
      child: /^Nom de l'enfant/,
      birth: /^Date de naissance/,
      level: /^Niveau souhaité/,
    },
    required: [
      'Le nom doit contenir au moins 2 caractères',
      'Numéro de téléphone invalide (exemple : +223 76 00 00 00)',
      "Le nom de l'enfant doit contenir au moins 2 caractères",
      'Indiquez une date de naissance valide',
      'Choisissez le niveau souhaité',
    ],
    levelAge:
      /^Collège accueille les enfants de 12 à 15 ans : votre enfant aura 7 ans le 1 octobre \d{4}$/,
  },
  en: {
    title: /^Admissions \|/,
    heading: 'Enrol your child',
    send: 'Send the pre-registration',
    labels: {
      parent: /^Parent or guardian's name/,
      phone: /^Phone/,
      child: /^Child's name/,
      birth: /^Date of birth/,
      level: /^Level wished/,
    },
    required: [
      'The name must be at least 2 characters long',
      'Invalid phone number (example: +223 76 00 00 00)',
      "The child's name must be at least 2 characters long",
      'Enter a valid date of birth',
      'Choose the level you wish',
    ],
    levelAge:
      /^Middle school takes children aged 12 to 15: your child will be 7 on October 1, \d{4}$/,
  },
  ar: {
    title: /^التسجيل \|/,
    heading: 'سجّل طفلك',
    send: 'إرسال التسجيل المسبق',
    labels: {
      parent: /^اسم الولي/,
      phone: /^الهاتف/,
      child: /^اسم الطفل/,
      birth: /^تاريخ الميلاد/,
      level: /^المرحلة المطلوبة/,
    },
    required: [
      'يجب أن يحتوي الاسم على حرفين على الأقل',
      'رقم هاتف غير صالح (مثال: ‎+223 76 00 00 00)',
      'يجب أن يحتوي اسم الطفل على حرفين على الأقل',
      'أدخل تاريخ ميلاد صحيحًا',
      'اختر المرحلة المطلوبة',
    ],
    levelAge: /^المتوسط تستقبل الأطفال من 12 إلى 15 سنة: سيكون عمر طفلك 7 سنوات في/,
  },
};

for (const locale of locales) {
  test(`the admissions page says what is wrong in ${locale}`, async ({ page }) => {
    const t = text[locale];
    const errors = watchConsole(page);
    await page.goto(localized('/inscription', locale));
    await expectDocument(page, locale, t.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    // The four levels, each at its anchor, and the documents and calendar from the settings.
    for (const anchor of ['maternelle', 'primaire', 'college', 'lycee']) {
      await expect(page.locator(`#${anchor}`)).toBeVisible();
    }
    await expect(page.locator('[data-section="admissions-info"] li').first()).toBeVisible();

    const form = page.locator('#pre-inscription form');
    await form.getByRole('button', { name: t.send }).click();
    for (const message of t.required) await expect(form.getByText(message)).toBeVisible();
    // The e-mail is optional: empty, it is not an error.
    await expect(form.locator('input[type="email"]')).not.toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel(t.labels.parent).fill('Awa Traoré');
    await form.getByLabel(t.labels.phone).fill('+223 76 00 00 00');
    await form.getByLabel(t.labels.child).fill('Moussa Diarra');
    await form.getByLabel(t.labels.birth).fill(`${firstYear - 7}-03-15`);
    await form.getByLabel(t.labels.level).selectOption('middle');
    await form.getByRole('button', { name: t.send }).click();
    await expect(form.getByText(t.levelAge)).toBeVisible();
    for (const message of t.required) await expect(form.getByText(message)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('the header and each level of the home page lead to the admissions page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Inscription', exact: true }).click();
  await expect(page).toHaveURL(/\/inscription$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrire votre enfant');

  await page.goto('/en');
  const more = page
    .locator('[data-section="levels"]')
    .getByRole('link', { name: /^Learn more about/ });
  await expect(more).toHaveCount(4);
  expect(await more.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/en/inscription#maternelle',
    '/en/inscription#primaire',
    '/en/inscription#college',
    '/en/inscription#lycee',
  ]);
  await more.nth(1).click();
  await expect(page).toHaveURL(/\/en\/inscription#primaire$/);
  // The level asked for is chosen in advance.
  await expect(page.locator('#pre-inscription select').first()).toHaveValue('primary');
});

test('a pre-registration is stored, followed in the back office and exported', async ({ page }) => {
  const child = unique('Aminata');
  const email = `fatoumata.${Date.now().toString(36)}@example.org`;
  await page.goto('/inscription');
  const form = page.locator('#pre-inscription form');
  await form.getByLabel(/^Nom du parent/).fill('Fatoumata Keïta');
  await form.getByLabel(/^Téléphone/).fill('+223 66 12 34 56');
  await form.getByLabel(/^Adresse e-mail/).fill(email);
  await form.getByLabel(/^Nom de l'enfant/).fill(child);
  await form.getByLabel(/^Date de naissance/).fill(`${firstYear - 4}-06-01`);
  await form.getByLabel(/^Niveau souhaité/).selectOption('preschool');
  await form.getByLabel(/^Message/).fill('Elle parle bambara et français.');
  await form.getByRole('button', { name: 'Envoyer la pré-inscription' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Votre numéro de dossier' });
  await expect(done).toBeVisible();
  const reference = (await done.locator('[data-reference]').textContent())!.trim();
  expect(reference).toMatch(/^INS-[2-9A-HJKMNP-Z]{6}$/);
  await expect(done).toContainText(
    `Un e-mail de confirmation avec ce numéro est envoyé à ${email}.`,
  );

  // The parent's mail, once, in French, with the reference and the child's name.
  let mails: { subject: string; text: string; html: string }[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL}/api/messages?to=${encodeURIComponent(email)}`);
        mails = (await response.json()) as typeof mails;
        return mails.length;
      },
      { message: `the confirmation reaches ${email}`, intervals: [200, 500, 1000] },
    )
    .toBe(1);
  expect(mails[0]!.subject).toBe(`Pré-inscription reçue : dossier ${reference}`);
  expect(mails[0]!.text).toContain(reference);
  expect(mails[0]!.text).toContain(child);
  expect(mails[0]!.text).toContain('+223 66 12 34 56');
  expect(mails[0]!.html).toContain('<html lang="fr" dir="ltr">');

  // As stored (read as the admin: visitors cannot read it back).
  const client = await adminClient();
  const { data: stored } = await client
    .from('admission_requests')
    .select('reference, status, level, child_name, email, locale')
    .eq('reference', reference);
  expect(stored).toEqual([
    {
      reference,
      status: 'new',
      level: 'preschool',
      child_name: child,
      email,
      locale: 'fr',
    },
  ]);

  await signIn(page, '/admin/admissions');
  const nav = page.getByRole('navigation', { name: 'Navigation de l’administration' });
  // The sidebar counts the new ones.
  await expect(nav.getByRole('link', { name: /^Inscriptions\s*\d+ nouvelles?$/ })).toBeVisible();
  await page.getByLabel('Niveau', { exact: true }).selectOption('preschool');
  await page.getByRole('button', { name: `Ouvrir ${reference}, ${child}` }).click();
  const dialog = page.getByRole('dialog', { name: `${reference} · ${child}` });
  await expect(dialog).toContainText('Elle parle bambara et français.');
  await dialog.getByLabel('Statut').selectOption('visit_planned');
  await dialog.getByLabel(/^Notes du secrétariat/).fill('Visite samedi 10 h');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Pré-inscription mise à jour').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const entry = page.getByRole('button', { name: `Ouvrir ${reference}, ${child}` });
  await expect(entry).toContainText('Visite prévue');

  // The CSV holds what the list shows, under stable headers.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pre-inscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await downloadedText(file);
  expect(
    csv.startsWith(
      '\uFEFFreference,received_at,status,level,school_year,child_name,child_birth_date,parent_name,phone,email,language,message,notes\r\n',
    ),
  ).toBe(true);
  const line = csv.split('\r\n').find((row) => row.startsWith(`${reference},`));
  expect(line).toContain(
    `,visit_planned,preschool,${firstYear}-${firstYear + 1},${child},${firstYear - 4}-06-01,Fatoumata Keïta,'+223 66 12 34 56,${email},fr,Elle parle bambara et français.,Visite samedi 10 h`,
  );
  // Every row of the export is the filtered level.
  for (const row of csv.trim().split('\r\n').slice(1)) expect(row.split(',')[3]).toBe('preschool');

  // The dashboard says who moved it, as a sentence.
  await nav.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(
    page.getByText(
      new RegExp(`a passé la pré-inscription ${reference} \\(${child}\\) à « visite prévue »`),
    ),
  ).toBeVisible();
});

test('on a 320 px phone in Arabic, the e-mail address of the success panel stays on one line, or breaks between its characters in reading order, inside the panel', async ({
  page,
}) => {
  const t = text.ar;
  const stamp = Date.now().toString(36);
  await page.setViewportSize({ width: 320, height: 720 });
  // One address that fits on a line of the panel, one longer than the panel is wide.
  for (const [email, fits] of [
    [`awa${stamp.slice(-3)}@ecole.ml`, true],
    [`fatoumata.keita.${stamp}.famille.diarra@ecole-exemple.example.org`, false],
  ] as const) {
    await page.goto(localized('/inscription', 'ar'));
    const form = page.locator('#pre-inscription form');
    await form.getByLabel(t.labels.parent).fill('Awa Traoré');
    await form.getByLabel(t.labels.phone).fill('+223 76 00 00 00');
    await form.locator('input[type="email"]').fill(email);
    await form.getByLabel(t.labels.child).fill('Moussa Diarra');
    await form.getByLabel(t.labels.birth).fill(`${firstYear - 7}-03-15`);
    await form.getByLabel(t.labels.level).selectOption('primary');
    await form.getByRole('button', { name: t.send }).click();
    const sentence = page.locator('[data-admission-mail]');
    await expect(sentence).toContainText(email);
    // Where each character of the address is drawn, in the order it is written.
    const drawn = await sentence.evaluate(async (paragraph, address) => {
      await document.fonts.ready;
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const nodes: { node: Text; at: number }[] = [];
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node: node as Text, at: text.length });
        text += (node as Text).data;
      }
      const start = text.indexOf(address);
      const boxes: { left: number; right: number; top: number }[] = [];
      for (let index = start; index < start + address.length; index += 1) {
        const { node, at } = nodes.filter((entry) => entry.at <= index).at(-1)!;
        const range = document.createRange();
        range.setStart(node, index - at);
        range.setEnd(node, index - at + 1);
        const box = range.getBoundingClientRect();
        boxes.push({ left: box.left, right: box.right, top: Math.round(box.top) });
      }
      const panel = paragraph.getBoundingClientRect();
      return { start, boxes, panel: { left: panel.left, right: panel.right } };
    }, email);
    expect(drawn.start).toBeGreaterThanOrEqual(0);
    const lines: { top: number; boxes: typeof drawn.boxes }[] = [];
    for (const box of drawn.boxes) {
      const line = lines.at(-1);
      if (line && Math.abs(line.top - box.top) < 2) line.boxes.push(box);
      else lines.push({ top: box.top, boxes: [box] });
    }
    // Reading order: each line below the one before, each character right of the one before.
    for (const [index, line] of lines.entries()) {
      if (index > 0) expect(line.top, email).toBeGreaterThan(lines[index - 1]!.top);
      for (let i = 1; i < line.boxes.length; i += 1) {
        expect(line.boxes[i]!.left, email).toBeGreaterThanOrEqual(line.boxes[i - 1]!.left);
      }
    }
    if (fits) expect(lines, `${email}: one line`).toHaveLength(1);
    // Inside the panel, never across its edge.
    for (const box of drawn.boxes) {
      expect(box.left, email).toBeGreaterThanOrEqual(drawn.panel.left - 0.5);
      expect(box.right, email).toBeLessThanOrEqual(drawn.panel.right + 0.5);
    }
  }
});
