import { createClient } from '@supabase/supabase-js';
import type { Browser } from '@playwright/test';
import WebSocket from 'ws';
import { expect, test } from '../support/test';
import { ADMIN, signIn } from '../support/back-office';
import { SUPABASE_URL, adminClient } from '../support/site';
import { axeViolations, describeViolations } from '../support/axe';
import {
  localAnonKey as ANON_KEY,
  localServiceRoleKey as SERVICE_KEY,
} from '@school/platform/keys';

// Staff accounts run from the back office, without a database console: a forgotten password reset through the
// mail the local stack sends (read from its mail catcher, as a person reads their inbox), an
// invitation accepted, roles seen by each role, sign-up off, drafts previewed by staff only and
// the content list on a phone.
test.describe.configure({ mode: 'default' });
test.setTimeout(120_000);

const MAIL = 'http://127.0.0.1:54324';
const run = Date.now().toString(36);

const service = createClient(SUPABASE_URL, SERVICE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
});

/** An account of its own for a test (sign-up is off: made with the service role). */
async function staffAccount(label: string, role: 'admin' | 'student', password: string) {
  const email = `${label}.${run}@ecole.example`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { first_name: 'Mariam', last_name: label },
  });
  if (error) throw error;
  if (role !== 'student') {
    const { error: roleError } = await service
      .from('profiles')
      .update({ role })
      .eq('id', data.user.id);
    if (roleError) throw roleError;
  }
  return { email, id: data.user.id };
}

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  id: string;
}

/** The newest mail to `to` once `count` have arrived (mail leaves after the answer). */
async function mailTo(to: string, count = 1): Promise<CaughtMail> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL}/api/messages?to=${encodeURIComponent(to)}`);
        mails = (await response.json()) as CaughtMail[];
        return mails.length;
      },
      { message: `a mail reaches ${to}`, intervals: [200, 500, 1000] },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[0]!;
}

const linkIn = (mail: CaughtMail, prefix: string) => {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return link;
};

async function signInFails(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Connexion' });
  await form.getByLabel('Adresse e-mail').fill(account.email);
  await form.getByLabel('Mot de passe').fill(account.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('E-mail ou mot de passe incorrect.')).toBeVisible();
  await context.close();
}

test('a forgotten password: the link in the mail sets a new one, once, and the old one stops working', async ({
  page,
  browser,
}) => {
  const password = 'Ancien-mot-de-passe-1';
  const account = await staffAccount('recovery', 'admin', password);
  // Another device stays signed in until the password changes.
  const otherDevice = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  expect(
    (await otherDevice.auth.signInWithPassword({ email: account.email, password })).error,
  ).toBeNull();

  await page.goto('/admin/login');
  await page
    .getByRole('form', { name: 'Connexion' })
    .getByLabel('Adresse e-mail')
    .fill(account.email);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  const form = page.getByRole('form', { name: 'Mot de passe oublié' });
  // The address typed on the sign-in form came along.
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue(account.email);
  expect(describeViolations(await axeViolations(page))).toEqual([]);
  await form.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(`Si un compte existe pour ${account.email}`)).toBeVisible();

  const mail = await mailTo(account.email);
  expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
  const link = linkIn(mail, `${SUPABASE_URL.replace('127.0.0.1', 'localhost')}/auth/v1/verify?`);
  await page.goto(link);
  await expect(page).toHaveURL(/\/admin\/reset-password$/);
  const reset = page.getByRole('form', { name: 'Choisir un nouveau mot de passe' });
  await expect(page.getByText(`Pour le compte ${account.email}.`)).toBeVisible();
  expect(describeViolations(await axeViolations(page))).toEqual([]);
  await reset.getByLabel('Nouveau mot de passe').fill('motdepasse123');
  await reset.getByLabel('Confirmer le mot de passe').fill('autre chose');
  await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(
    reset.getByText('Ce mot de passe est trop courant : choisissez-en un autre'),
  ).toBeVisible();
  await expect(reset.getByText('Les deux mots de passe ne sont pas identiques')).toBeVisible();
  const fresh = 'Baobab-de-Koulouba-7';
  await reset.getByLabel('Nouveau mot de passe').fill(fresh);
  await reset.getByLabel('Confirmer le mot de passe').fill(fresh);
  await reset.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  // The link has been used; the other device is signed out; the old password is refused.
  const second = await browser.newContext();
  const again = await second.newPage();
  await again.goto(link);
  await expect(
    again.getByRole('heading', { level: 1, name: 'Ce lien ne fonctionne plus' }),
  ).toBeVisible();
  await expect(again.getByText(/Ce lien a expiré ou a déjà servi/)).toBeVisible();
  await second.close();
  expect((await otherDevice.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
  await signInFails(browser, { email: account.email, password });
});

test('sign-up is off: the login page has no sign-up tab and the service refuses the call', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByText('Inscription', { exact: true })).toHaveCount(0);
  const answer = await page.request.post(`${SUPABASE_URL}/auth/v1/signup`, {
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    data: { email: `walk-in.${run}@ecole.example`, password: 'Un-mot-de-passe-long' },
  });
  expect(answer.status()).toBe(422);
  expect(await answer.json()).toMatchObject({ code: 'signup_disabled' });
});

test('a super_admin invites a colleague, who chooses a password and arrives as an admin; an admin sees roles without changing them', async ({
  page,
  browser,
}) => {
  const email = `invitee.${run}@ecole.example`;
  await signIn(page, '/admin/users');
  await page.getByRole('button', { name: 'Inviter un collègue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un collègue' });
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel('Rôle').selectOption('admin');
  await dialog.getByLabel('Langue de l’e-mail').selectOption('ar');
  await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText(`Un e-mail d’invitation a été envoyé à ${email}.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invitation en attente')).toBeVisible();

  const mail = await mailTo(email);
  expect(mail.subject).toBe('دعوة إلى فضاء إدارة الموقع');
  const link = linkIn(mail, 'http://localhost:3000/ar/admin/accept-invite?');
  const invitee = await browser.newContext();
  const tab = await invitee.newPage();
  await tab.goto(link.replace('http://localhost:3000', ''));
  await expect(tab.locator('html')).toHaveAttribute('dir', 'rtl');
  const accept = tab.getByRole('form', { name: 'الانضمام إلى فضاء الإدارة' });
  expect(describeViolations(await axeViolations(tab))).toEqual([]);
  await accept.getByLabel('الاسم الأول').fill('Oumar');
  await accept.getByLabel('اسم العائلة').fill('Sangaré');
  await accept.getByLabel('كلمة المرور الجديدة').fill('Niger-a-Segou-2025');
  await accept.getByLabel('تأكيد كلمة المرور').fill('Niger-a-Segou-2025');
  await accept.getByRole('button', { name: 'تفعيل حسابي' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();

  // As an admin: the list and its roles, no way to change them.
  await tab.goto('/admin/users');
  await expect(tab.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  await expect(
    tab.getByText(
      'Consultation seule : seul un super administrateur invite des collègues et change les rôles.',
    ),
  ).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Inviter un collègue' })).toHaveCount(0);
  await expect(tab.getByRole('combobox', { name: /^Rôle (de |d’)/ })).toHaveCount(0);
  // …and the database refuses it too.
  const asInvitee = createClient(SUPABASE_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  await asInvitee.auth.signInWithPassword({ email, password: 'Niger-a-Segou-2025' });
  const target = await staffAccount('target', 'student', 'Un-eleve-de-Kati-3');
  const refused = await asInvitee.rpc('set_user_role', { target: target.id, new_role: 'admin' });
  expect(refused.error?.code).toBe('42501');
  await invitee.close();

  // The super_admin sees the colleague joined, changes a role after confirming, and cannot
  // change their own.
  await page.reload();
  const joined = page.getByRole('row').filter({ hasText: email });
  await expect(joined.getByText('Oumar Sangaré')).toBeVisible();
  await expect(joined.getByText('Invitation en attente')).toHaveCount(0);
  const student = page.getByRole('row').filter({ hasText: target.email });
  await student.getByRole('combobox', { name: /^Rôle (de |d’)/ }).selectOption('teacher');
  const confirm = page.getByRole('alertdialog', { name: 'Changer le rôle ?' });
  await expect(confirm.getByText(/passera d’« Élève » à « Enseignant »/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(/est maintenant « Enseignant »/)).toBeVisible();
  await expect(student.locator('[data-role="teacher"]')).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: ADMIN.email });
  await expect(mine.getByRole('combobox')).toHaveCount(0);
  // The super_admin's screen, controls and all, passes axe.
  expect(describeViolations(await axeViolations(page))).toEqual([]);

  // Each change is in the activity log, by whom (the dashboard's sentences are unit-tested).
  const log = await (
    await adminClient()
  )
    .from('activity_log')
    .select('action, details->>email')
    .eq('details->>email', email)
    .order('id')
    .returns<{ action: string }[]>();
  expect(log.data?.map((entry) => entry.action)).toEqual(['invite', 'join', 'update']);
});

test('a draft opens at its future address for staff, with a banner; visitors get not found', async ({
  page,
  browser,
}) => {
  const client = await adminClient();
  const title = `Sortie pédagogique à Siby ${run}`;
  const { data, error } = await client
    .from('content_management')
    .insert({ title, content: 'Départ à 7 h 30.', type: 'news', status: 'draft' })
    .select('slug')
    .single();
  if (error) throw error;
  await signIn(page, '/admin/content');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(title);
  const preview = page.getByRole('link', {
    name: `Aperçu : « ${title} », à sa future adresse (nouvel onglet)`,
  });
  await expect(preview).toHaveAttribute('href', `/news/${data.slug}?draft`);
  await expect(preview).toHaveAttribute('target', '_blank');
  await page.goto(`/news/${data.slug}?draft`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByText(/Aperçu réservé à l’équipe : ce brouillon n’est pas publié/),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  const served = await anonymous.goto(`/news/${data.slug}?draft`);
  // Never prerendered: what is served holds nothing of the draft.
  expect(await served!.text()).not.toContain(title);
  await expect(
    anonymous.getByRole('heading', { level: 1, name: 'Article introuvable' }),
  ).toBeVisible();
  await expect(anonymous.getByText(title)).toHaveCount(0);
  await visitor.close();
});

test('on a phone the content list is cards, each with its actions in sight', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/admin/content');
  const card = page.locator('[data-content-card]').first();
  await expect(card).toBeVisible();
  for (const action of [
    card.getByRole('button', { name: /^Modifier « / }),
    card.getByRole('button', { name: /^Supprimer « / }),
    card.getByRole('link', { name: /sur le site|à sa future adresse/ }),
  ]) {
    await expect(action).toBeVisible();
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(describeViolations(await axeViolations(page))).toEqual([]);
});
