import { expect, test } from '../support/test';
import { writeFileSync } from 'node:fs';
import { axeViolations, describeViolations } from '../support/axe';
import { noisePng } from '../support/images';
import { ADMIN, dismissToasts, openContentDialog, signIn } from '../support/back-office';
import { adminClient, downloadedText } from '../support/site';
import {
  localAnonKey as ANON_KEY,
  localServiceRoleKey as SERVICE_KEY,
} from '@school/platform/keys';

// The back office against the composed site and a real local Supabase stack (the suites' own,
// started by playwright.config.ts). Each test makes its own data, so they run side by side, on
// any worker, and a failure does not stop the others; the two inbox tests count the unread
// messages, so they run one after the other (see below).
// The back office's tests are whole staff sessions (sign in, several screens, saves, axe on
// each): 25–50 s on a quiet machine, and they ran out of 60 s under a load of 20 in a fresh-clone
// run (traced: every step slower, none stuck).
test.setTimeout(120_000);

const SUPABASE = 'http://localhost:54321';
const stamp = Date.now().toString(36);

test('a visitor is sent to sign in, then back to the page asked for; the session survives a reload', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Espace administrateur' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(ADMIN.email);
  await form.getByLabel('Mot de passe').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator('[data-counter="totalContent"] strong')).not.toHaveText('0');
});

test('sign-in says what is missing, and why it failed in the page’s language', async ({ page }) => {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByText('L’adresse e-mail est requise')).toBeVisible();
  await expect(form.getByText('Le mot de passe est requis')).toBeVisible();
  await form.getByLabel('Adresse e-mail').fill(ADMIN.email);
  await form.getByLabel('Mot de passe').fill('not-the-password');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Échec de la connexion')).toBeVisible();
  await expect(page.getByText('E-mail ou mot de passe incorrect.')).toBeVisible();
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue(ADMIN.email);
});

test('an account without a staff role lands on the no-access page and can sign out', async ({
  page,
}) => {
  // Public sign-up is off (accounts.spec.ts): the account is made as the project would.
  const email = `fatou.${stamp}@ecole.example`;
  const made = await fetch(`${SUPABASE}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: SERVICE_KEY,
      Authorization: `Bearer ${SERVICE_KEY}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password: 'Eleve-de-Kati-2024', email_confirm: true }),
  });
  expect(made.status).toBe(200);
  // The sign-in then saves the account's language (PUT /auth/v1/user): saved by the server, its
  // answer held here until the sign-out has been asked for, as a slow answer on a loaded machine
  // once was. It must not sign the back office in again (supabase-js runs the two without a
  // lock, and saves the session it answers with).
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/auth/v1/user', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const response = await route.fetch();
    await answered;
    await route.fulfill({ response });
  });
  await signIn(page, '/admin/content', { email, password: 'Eleve-de-Kati-2024' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Accès réservé aux administrateurs' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  answer();
  await expect(page.getByText('Vous avez été déconnecté avec succès.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
  // Signed out for good: nothing kept the session to sign in with again.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
});

const bigImages = [
  {
    what: 'a phone photo over 5 MB is scaled down in the browser and uploaded as JPEG',
    file: 'IMG_2024.png',
    png: () => noisePng(1600, 1300),
    stored: /\/content-images\/[0-9a-f]{32}\.jpg$/,
    type: 'image/jpeg',
  },
  {
    what: 'a transparent PNG over 5 MB is scaled down and keeps its transparency (WebP, not JPEG)',
    file: 'logo-club.png',
    png: () => noisePng(1400, 1100, { transparent: true }),
    stored: /\/content-images\/[0-9a-f]{32}\.webp$/,
    type: 'image/webp',
  },
];

for (const big of bigImages) {
  test(big.what, async ({ page, request }) => {
    // Decoding a 6 MB PNG, scaling and re-encoding it, then uploading the result: on a loaded
    // 2-core machine the browser alone spends 3–4 s on it after the click (measured in a trace),
    // and previewing the chosen file takes as long again; at load 20 the whole test took 96 s.
    test.setTimeout(120_000);
    await signIn(page, '/admin/content');
    const png = big.png();
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
    // Chosen from a file on disk, as a person picks a photo: Chromium reads it itself. Handed over
    // as a buffer, the 6 MB went through the test protocol as base64 and took 25 s at load 20.
    const photo = test.info().outputPath(big.file);
    writeFileSync(photo, png);
    const dialog = await openContentDialog(page);
    const title = `${big.file} ${stamp}`;
    await dialog.getByRole('textbox', { name: /^Titre/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^Contenu/ }).fill('La classe de 6e.');
    await dialog.getByLabel('Image à la une').setInputFiles(photo);
    await dialog.getByRole('textbox', { name: /^Texte alternatif/ }).fill('La classe de 6e');
    await dismissToasts(page);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Contenu créé avec succès')).toBeVisible({ timeout: 30_000 });
    // A draft is not readable anonymously: the stored image is checked through the public URL
    // the edit dialog previews.
    await page.getByRole('button', { name: `Modifier « ${title} »` }).click();
    const src = await page
      .getByRole('img', { name: 'Aperçu de l’image à la une' })
      .getAttribute('src');
    expect(src).toMatch(big.stored);
    const image = await request.get(src!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe(big.type);
    const body = await image.body();
    expect(body.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    if (big.type === 'image/webp') {
      // RIFF....WEBP, then an extended header (VP8X) whose flags say the image has alpha.
      expect(body.subarray(8, 16).toString('latin1')).toBe('WEBPVP8X');
      expect(body[20]! & 0x10).toBe(0x10);
    }
  });
}

test('an item is edited in the same dialog, then deleted after the question', async ({ page }) => {
  await signIn(page, '/admin/content');
  const title = `Sortie pédagogique ${stamp}`;
  const dialog = await openContentDialog(page);
  await dialog.getByRole('textbox', { name: /^Titre/ }).fill(title);
  await dialog.getByRole('textbox', { name: /^Contenu/ }).fill('Visite du musée national.');
  await dismissToasts(page);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Contenu créé avec succès')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Brouillon')).toBeVisible();
  await dismissToasts(page);

  // Edit in the same dialog.
  await row.getByRole('button', { name: `Modifier « ${title} »` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier le contenu' });
  await edit.getByRole('textbox', { name: /^Titre/ }).fill(`${title} (modifié)`);
  await dismissToasts(page);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Contenu mis à jour avec succès')).toBeVisible();

  // Delete, after the question; a failure is said first.
  const edited = page.getByRole('row').filter({ hasText: `${title} (modifié)` });
  await page.route('**/rest/v1/content_management*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 503, body: '{"message":"busy"}', contentType: 'application/json' })
      : route.fallback(),
  );
  await edited.getByRole('button', { name: /^Supprimer/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Voulez-vous vraiment supprimer ce contenu ?',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Échec de la suppression du contenu')).toBeVisible();
  await page.unrouteAll();
  await dismissToasts(page);
  await edited.getByRole('button', { name: /^Supprimer/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Contenu supprimé avec succès')).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test('a failed content load says so', async ({ page }) => {
  await signIn(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await page.route('**/rest/v1/content_management?select=*&order=*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page
    .getByRole('navigation', { name: 'Navigation de l’administration' })
    .getByRole('link', { name: 'Contenus' })
    .click();
  await expect(page.getByText('Échec du chargement des contenus').first()).toBeVisible({
    timeout: 30_000,
  });
});

// The settings screen (saving, refusals, what the public pages show) has its own suite:
// settings.spec.ts, the only one that writes settings.

// The inbox's two tests in order, in one worker: the first reads the unread count and checks it
// goes down by one, which the second's 26 messages would change if they ran at the same time.
test.describe('inbox', () => {
  test.describe.configure({ mode: 'default' });

  test('a contact message sent to the API shows in Messages, unread, and is marked handled', async ({
    page,
  }) => {
    const subject = `Inscription en 6e ${stamp}`;
    // The visitors' one way in: the throttled function (the table takes no direct insert).
    const sent = await fetch(`${SUPABASE}/rest/v1/rpc/send_contact_message`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Aminata Coulibaly',
        email: 'aminata@example.org',
        phone: '+223 76 12 34 56',
        subject,
        message: 'Bonjour, je souhaite inscrire ma fille en sixième à la rentrée.',
      }),
    });
    expect(sent.status).toBe(204);
    await signIn(page, '/admin/messages');
    const nav = page.getByRole('navigation', { name: 'Navigation de l’administration' });
    await expect(nav.getByRole('link', { name: /Messages.*non lu/ })).toBeVisible();
    const before = Number(
      await nav
        .getByRole('link', { name: /Messages/ })
        .locator('[aria-hidden="true"]')
        .last()
        .textContent(),
    );
    await page
      .getByRole('button', { name: new RegExp(`^Aminata Coulibaly\\s*Nouveau\\s*${subject}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog).toContainText('je souhaite inscrire ma fille');
    await dialog.getByRole('button', { name: 'Marquer comme traité' }).click();
    await expect(page.getByText('Message marqué comme traité')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Marquer comme non traité' })).toBeVisible();
    if (before > 1) {
      await expect(
        nav.getByRole('link', { name: new RegExp(`${before - 1} non lu`) }),
      ).toBeVisible();
    } else {
      await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
    }
  });

  test('the inbox pages to the oldest message and marks and deletes a selection', async ({
    page,
  }) => {
    // Many steps (26 sends, every page, two bulk actions): twice the file's time limit.
    test.setTimeout(120_000);
    const tag = `Vague ${stamp}`;
    for (let i = 0; i < 26; i += 1) {
      const response = await fetch(`${SUPABASE}/rest/v1/rpc/send_contact_message`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Robot',
          email: `robot.${i}.${stamp}@example.org`,
          phone: '+223 70 00 00 00',
          subject: `${tag} ${i}`,
          message: 'Message de masse envoyé pour remplir la boîte de réception.',
        }),
      });
      expect(response.status).toBe(204);
    }
    const client = await adminClient();
    const { data: oldest } = await client
      .from('contact_messages')
      .select('subject')
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .limit(1)
      .single<{ subject: string }>();

    await signIn(page, '/admin/messages');
    await page.getByLabel('Afficher').selectOption('all');
    // The export writes every message the filter keeps, not the 25 of the page in view.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^messages-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await downloadedText(file);
    expect(
      csv.startsWith('\uFEFFreceived_at,name,email,phone,subject,message,status,handled_at\r\n'),
    ).toBe(true);
    for (let i = 0; i < 26; i += 1) expect(csv).toContain(`,${tag} ${i},`);
    expect(csv).toContain(`,'+223 70 00 00 00,`);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toContainText(/Page 1 sur \d+/);
    // To the last page with the keyboard alone.
    const next = pager.getByRole('button', { name: 'Suivant' });
    while (await next.isEnabled()) {
      const before = await pager.locator('p').textContent();
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(pager.locator('p')).not.toHaveText(before ?? '');
    }
    const status = (await pager.locator('p').textContent()) ?? '';
    const [, current, count] = /Page (\d+) sur (\d+)/.exec(status) ?? [];
    expect(current).toBe(count);
    await expect(
      page.getByRole('button', {
        name: new RegExp(oldest!.subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      }),
    ).toBeVisible();

    // Back to the new ones: the flood is on the first page, newest first.
    await page.getByLabel('Afficher').selectOption('new');
    await page.getByRole('checkbox', { name: `Sélectionner « ${tag} 25 »` }).check();
    await page.getByRole('checkbox', { name: `Sélectionner « ${tag} 24 »` }).check();
    await page.getByRole('button', { name: 'Marquer comme traités' }).click();
    await expect(page.getByText('2 messages marqués comme traités')).toBeVisible();
    const marked = await client
      .from('contact_messages')
      .select('handled_at')
      .in('subject', [`${tag} 25`, `${tag} 24`]);
    expect(marked.data?.every((row) => row.handled_at !== null)).toBe(true);

    await page.getByRole('checkbox', { name: `Sélectionner « ${tag} 23 »` }).check();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer des messages' });
    await expect(confirm).toContainText('Supprimer définitivement 1 message ?');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('1 message supprimé')).toBeVisible();
    const gone = await client.from('contact_messages').select('id').eq('subject', `${tag} 23`);
    expect(gone.data).toEqual([]);
    await expect(page.getByRole('checkbox', { name: `Sélectionner « ${tag} 23 »` })).toHaveCount(0);
  });
});

test('newsletter subscribers export as a proper CSV', async ({ page }) => {
  // '=' cannot start a stored address any more (the strict rule); '+' and '-' can, and a
  // spreadsheet reads both as the start of a formula.
  for (const email of [`awa.${stamp}@example.org`, `+cmd.${stamp}@example.org`]) {
    // The public path: a function that answers alike for a new and a listed address.
    const response = await fetch(`${SUPABASE}/rest/v1/rpc/subscribe_newsletter`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(response.ok).toBe(true);
  }
  await signIn(page, '/admin/messages');
  await page.getByRole('tab', { name: 'Abonnés' }).click();
  await expect(page.getByRole('cell', { name: `awa.${stamp}@example.org` })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await downloadedText(file);
  expect(text.startsWith('\uFEFFemail,subscribed_at\r\n')).toBe(true);
  expect(text).toContain(`\r\nawa.${stamp}@example.org,`);
  expect(text).toContain(`\r\n'+cmd.${stamp}@example.org,`);
});

test('users are listed with their role; the dashboard shows recent activity', async ({ page }) => {
  await signIn(page, '/admin/users');
  const table = page.getByRole('table', { name: 'Liste des utilisateurs' });
  await expect(
    table.getByRole('row').filter({ hasText: ADMIN.email }).getByText('Administrateur'),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navigation de l’administration' })
    .getByRole('link', { name: 'Tableau de bord' })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Activité récente' })
      .getByText(
        /^(Admin Démo|Quelqu’un, directement dans la base de données,) a (créé|modifié|supprimé|publié|retiré du site) /,
      )
      .first(),
  ).toBeVisible();
});

test('on a phone the menu is a drawer that closes on Escape, outside tap and navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/admin/dashboard');
  const open = page.getByRole('button', { name: 'Ouvrir le menu' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Administration' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await open.click();
  await page.mouse.click(380, 400);
  await expect(drawer).toBeHidden();
  await open.click();
  await drawer.getByRole('link', { name: 'Contenus' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/content$/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(describeViolations(await axeViolations(page))).toEqual([]);
});

test('the back office in Arabic reads right to left, and in English uses the seed’s words', async ({
  page,
}) => {
  await signIn(page, '/ar/admin/login');
  await expect(page).toHaveURL(/\/ar\/admin\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'تنقّل الإدارة' });
  const box = await sidebar.boundingBox();
  expect(box!.x).toBeGreaterThan(600);
  expect(describeViolations(await axeViolations(page))).toEqual([]);

  await page.goto('/en/admin/dashboard');
  await expect(page.getByText('Total Content')).toBeVisible();
  await expect(page.getByText('Published Content')).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByText('Site Settings')).toBeVisible();
});

test('every admin screen is axe clean (French, desktop)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, '/admin/dashboard');
  // Through the sidebar, as staff move between screens: a full load of each screen would time
  // the whole boot of the shell and the back office five times over instead (7 s under load).
  const sidebar = page.getByRole('navigation', { name: 'Navigation de l’administration' });
  for (const [path, heading] of [
    ['/admin/dashboard', 'Tableau de bord'],
    ['/admin/content', 'Contenus'],
    ['/admin/users', 'Utilisateurs'],
    ['/admin/settings', 'Paramètres'],
    ['/admin/messages', 'Messages'],
  ] as const) {
    await sidebar.getByRole('link', { name: heading }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
    expect(describeViolations(await axeViolations(page)), path).toEqual([]);
  }
  await page.goto('/admin/content');
  await (await openContentDialog(page)).waitFor();
  expect(describeViolations(await axeViolations(page)), 'content dialog').toEqual([]);
});

test('signing out clears the session', async ({ page }) => {
  await signIn(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await page.getByRole('complementary').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByText('Vous avez été déconnecté avec succès.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/content');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

// The Calendar screen as an Arabic and an English secretary use it (the French one is walked by
// calendar.spec.ts): its words, the end-before-start refusal said on the field in the screen's
// language with nothing sent and nothing typed lost, then an unpublished event saved and deleted.
// Unpublished, it never reaches the public pages the other suites read.
test('the Calendar screen in Arabic and English: an end before the start refused in its language, then saved and deleted', async ({
  page,
}) => {
  const client = await adminClient();
  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const screens = [
    {
      locale: 'ar',
      heading: 'التقويم',
      add: 'فعالية جديدة',
      titleFr: /^العنوان \(بالفرنسية\)/,
      titleAr: /^العنوان \(بالعربية\)/,
      start: /^البداية/,
      end: /^النهاية/,
      everyone: 'جميع المراحل',
      published: 'منشورة',
      save: 'حفظ',
      endBeforeStart: 'يجب أن تكون النهاية بعد البداية.',
      created: 'تم إنشاء الفعالية',
      remove: (title: string) => `حذف «${title}»`,
      removeTitle: 'حذف الفعالية؟',
      removeConfirm: 'حذف',
      removed: 'تم حذف الفعالية',
    },
    {
      locale: 'en',
      heading: 'Calendar',
      add: 'New event',
      titleFr: /^Title \(French\)/,
      titleAr: /^Title \(Arabic\)/,
      start: /^Start/,
      end: /^End/,
      everyone: 'Whole school',
      published: 'Published',
      save: 'Save',
      endBeforeStart: 'The end must be after the start.',
      created: 'Event created',
      remove: (title: string) => `Delete “${title}”`,
      removeTitle: 'Delete the event?',
      removeConfirm: 'Delete',
      removed: 'Event deleted',
    },
  ];
  for (const [index, t] of screens.entries()) {
    const title = `Conseil de classe ${t.locale} ${stamp}`;
    const arabic = `مجلس القسم ${stamp}`;
    if (index === 0) await signIn(page, `/${t.locale}/admin/events`);
    else await page.goto(`/${t.locale}/admin/events`);
    await expect(page.locator('html')).toHaveAttribute('lang', t.locale);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await page.getByRole('button', { name: t.add }).click();
    const dialog = page.getByRole('dialog', { name: t.add });
    await dialog.getByLabel(t.titleFr).fill(title);
    await dialog.getByLabel(t.titleAr).fill(arabic);
    await dialog.getByLabel(t.everyone, { exact: true }).check();
    await dialog.getByLabel(t.published, { exact: true }).uncheck();
    await dialog.getByLabel(t.start).fill(`${day}T15:00`);
    const end = dialog.getByLabel(t.end);
    await end.fill(`${day}T14:00`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByText(t.endBeforeStart)).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    expect((await client.from('events').select('id').eq('title_fr', title)).data).toEqual([]);
    // Nothing typed was lost: the right end, and it is saved, unpublished.
    await expect(dialog.getByLabel(t.titleAr)).toHaveValue(arabic);
    await end.fill(`${day}T17:00`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.created)).toBeVisible();
    await expect(page.getByTestId('events-list')).toContainText(title);
    const row = await client
      .from('events')
      .select('published, title_ar, levels')
      .eq('title_fr', title)
      .single();
    expect(row.data).toEqual({ published: false, title_ar: arabic, levels: ['everyone'] });
    // Deleted after the question, in the screen's language.
    await page.getByRole('button', { name: t.remove(title) }).click();
    const question = page.getByRole('alertdialog', { name: t.removeTitle });
    await question.getByRole('button', { name: t.removeConfirm }).click();
    await expect(page.getByText(t.removed)).toBeVisible();
    // Gone from the screen (the list itself goes when it was the only event).
    await expect(page.getByRole('main').getByText(title)).toHaveCount(0);
    expect((await client.from('events').select('id').eq('title_fr', title)).data).toEqual([]);
  }
});
