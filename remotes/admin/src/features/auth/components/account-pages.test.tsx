import { setSupabaseForTests } from '@school/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeSupabase } from '@school/shared/testing';
import { renderAdmin, signInAs } from '../../../testing/test-render';
import { AcceptInvitePage } from './accept-invite-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

function withAuth(auth: Record<string, unknown>, from: Record<string, unknown> = {}) {
  const base = fakeSupabase(() => ({ data: [] }));
  setSupabaseForTests(
    fakeSupabase(() => ({ data: [] }), {
      auth: { ...(base.client.auth as object), ...auth },
      ...from,
    }).client,
  );
}

describe('forgotten password', () => {
  beforeEach(() => signInAs(null));

  it('asks for the mail with a link back to the reset page in the page’s language, and says the same for any address', async () => {
    const resetPasswordForEmail = vi.fn(() => Promise.resolve({ data: {}, error: null }));
    withAuth({ resetPasswordForEmail });
    await renderAdmin(<ForgotPasswordPage />, {
      path: '/ar/admin/forgot-password',
      route: '/ar/admin/*',
      locale: 'ar',
    });
    const form = screen.getByRole('form', { name: 'نسيت كلمة المرور' });
    fireEvent.change(within(form).getByLabelText(/البريد الإلكتروني/), {
      target: { value: 'awa@ecole.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'إرسال الرابط' }));
    expect(await screen.findByText('تحقّق من بريدك الإلكتروني')).toBeInTheDocument();
    expect(screen.getByText(/إذا كان هناك حساب بالعنوان awa@ecole\.example/)).toBeInTheDocument();
    expect(resetPasswordForEmail).toHaveBeenCalledWith('awa@ecole.example', {
      redirectTo: `${window.location.origin}/ar/admin/reset-password`,
    });
  });

  it('says in how many minutes to try again, and keeps the address', async () => {
    withAuth({
      resetPasswordForEmail: () =>
        Promise.resolve({
          data: null,
          error: {
            code: 'over_email_send_rate_limit',
            status: 429,
            message: 'For security purposes, you can only request this after 118 seconds.',
          },
        }),
    });
    await renderAdmin(<ForgotPasswordPage />, { path: '/admin/forgot-password' });
    const form = screen.getByRole('form', { name: 'Mot de passe oublié' });
    fireEvent.change(within(form).getByLabelText(/Adresse e-mail/), {
      target: { value: 'awa@ecole.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Envoyer le lien' }));
    expect(
      await screen.findByText('Trop de tentatives. Réessayez dans 2 minutes.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Adresse e-mail/)).toHaveValue('awa@ecole.example');
  });
});

describe('new password from the mailed link', () => {
  beforeEach(() => signInAs(null));

  it('exchanges the code once, takes it out of the address, and checks the rules before sending', async () => {
    const exchangeCodeForSession = vi.fn(() => {
      signInAs('admin', 'awa.traore@ecole.example');
      return Promise.resolve({
        data: { user: { email: 'awa.traore@ecole.example' } },
        error: null,
      });
    });
    const updateUser = vi.fn(() => Promise.resolve({ data: {}, error: null }));
    withAuth({ exchangeCodeForSession, updateUser });
    const { router } = await renderAdmin(<ResetPasswordPage />, {
      path: '/admin/reset-password?code=4f1c2b',
    });
    const form = await screen.findByRole('form', { name: 'Choisir un nouveau mot de passe' });
    expect(exchangeCodeForSession).toHaveBeenCalledTimes(1);
    expect(exchangeCodeForSession).toHaveBeenCalledWith('4f1c2b');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Pour le compte awa.traore@ecole.example.')).toBeInTheDocument();

    const password = within(form).getByLabelText(/Nouveau mot de passe/);
    const confirm = within(form).getByLabelText(/Confirmer le mot de passe/);
    const save = within(form).getByRole('button', { name: 'Enregistrer le mot de passe' });
    fireEvent.change(password, { target: { value: 'court' } });
    fireEvent.click(save);
    expect(
      await within(form).findByText('Le mot de passe doit contenir au moins 10 caractères'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Confirmez le mot de passe')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'Awa.Traore' } });
    fireEvent.change(confirm, { target: { value: 'Awa.Traore' } });
    fireEvent.click(save);
    expect(
      await within(form).findByText('Le mot de passe ne doit pas reprendre votre adresse e-mail'),
    ).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'Baobab-de-Koulouba-7' } });
    fireEvent.change(confirm, { target: { value: 'Baobab-de-Koulouba-8' } });
    fireEvent.click(save);
    expect(
      await within(form).findByText('Les deux mots de passe ne sont pas identiques'),
    ).toBeInTheDocument();
    expect(updateUser).not.toHaveBeenCalled();
    fireEvent.change(confirm, { target: { value: 'Baobab-de-Koulouba-7' } });
    fireEvent.click(save);
    expect(await screen.findByText('Mot de passe modifié')).toBeInTheDocument();
    expect(updateUser).toHaveBeenCalledWith({ password: 'Baobab-de-Koulouba-7' });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it.each([
    ['?error=access_denied&error_code=otp_expired', null, /Ce lien a expiré ou a déjà servi/],
    [
      '?code=abc',
      { code: 'pkce_code_verifier_not_found', status: 400, message: 'verifier missing' },
      /Ouvrez ce lien dans le navigateur où vous avez fait la demande/,
    ],
  ])(
    'a link that no longer works (%s) says why and offers a new one',
    async (search, failure, why) => {
      withAuth({
        exchangeCodeForSession: () => Promise.resolve({ data: {}, error: failure }),
      });
      await renderAdmin(<ResetPasswordPage />, { path: `/admin/reset-password${search}` });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ce lien ne fonctionne plus' }),
      ).toBeInTheDocument();
      expect(screen.getByText(why)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
        'href',
        '/admin/forgot-password',
      );
    },
  );
});

describe('accepting an invitation', () => {
  beforeEach(() => signInAs(null));

  it('verifies the token only on submit, once, then saves password and names', async () => {
    const verifyOtp = vi.fn(() =>
      Promise.resolve({ data: { user: { id: 'u9', email: 'oumar@ecole.example' } }, error: null }),
    );
    let refuse = true;
    const updateUser = vi.fn(() =>
      Promise.resolve(
        refuse
          ? { data: {}, error: { code: 'weak_password', status: 422, message: 'weak' } }
          : { data: {}, error: null },
      ),
    );
    const updates: unknown[] = [];
    const base = fakeSupabase((call) => {
      if (call.op === 'update') updates.push(call.calls);
      return { data: [] };
    });
    setSupabaseForTests(
      fakeSupabase(
        (call) => {
          if (call.op === 'update') updates.push(call.calls);
          return { data: [] };
        },
        { auth: { ...(base.client.auth as object), verifyOtp, updateUser } },
      ).client,
    );
    await renderAdmin(<AcceptInvitePage />, {
      path: '/en/admin/accept-invite?token_hash=abc123&type=invite',
      route: '/en/admin/*',
      locale: 'en',
    });
    const form = screen.getByRole('form', { name: 'Join the back office' });
    expect(verifyOtp).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: 'Oumar' } });
    fireEvent.change(within(form).getByLabelText(/Last name/), { target: { value: 'Sangaré' } });
    fireEvent.change(within(form).getByLabelText(/New password/), {
      target: { value: 'Niger-a-Segou-2025' },
    });
    fireEvent.change(within(form).getByLabelText(/Confirm the password/), {
      target: { value: 'Niger-a-Segou-2025' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText('Activation failed')).toBeInTheDocument();
    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    // The token was spent once; the second try only saved the password and names.
    expect(verifyOtp).toHaveBeenCalledTimes(1);
    expect(verifyOtp).toHaveBeenCalledWith({ token_hash: 'abc123', type: 'invite' });
    expect(updateUser).toHaveBeenLastCalledWith({
      password: 'Niger-a-Segou-2025',
      data: { first_name: 'Oumar', last_name: 'Sangaré', locale: 'en' },
    });
    expect(updates).toContainEqual([
      ['update', [{ first_name: 'Oumar', last_name: 'Sangaré' }]],
      ['eq', ['id', 'u9']],
    ]);
  });

  it('an address without a token says the invitation no longer works', async () => {
    withAuth({});
    await renderAdmin(<AcceptInvitePage />, { path: '/admin/accept-invite' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cette invitation ne fonctionne plus' }),
    ).toBeInTheDocument();
  });
});
