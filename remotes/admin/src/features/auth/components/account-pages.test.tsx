import { setSupabaseForTests } from '@school/shared';
import { screen, within } from '@testing-library/react';
import { fakeSupabase, render, signInAs, fill } from '@school/shared/testing';
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
    const { user } = await render(<ForgotPasswordPage />, {
      path: '/ar/admin/forgot-password',
      locale: 'ar',
    });
    const form = screen.getByRole('form', { name: 'نسيت كلمة المرور' });
    await fill(user, within(form).getByLabelText(/البريد الإلكتروني/), 'awa@ecole.example');
    await user.click(within(form).getByRole('button', { name: 'إرسال الرابط' }));
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
    const { user } = await render(<ForgotPasswordPage />, { path: '/admin/forgot-password' });
    const form = screen.getByRole('form', { name: 'Mot de passe oublié' });
    await fill(user, within(form).getByLabelText(/Adresse e-mail/), 'awa@ecole.example');
    await user.click(within(form).getByRole('button', { name: 'Envoyer le lien' }));
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
    const { router, user } = await render(<ResetPasswordPage />, {
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
    await user.type(password, 'court');
    await user.click(save);
    expect(
      await within(form).findByText('Le mot de passe doit contenir au moins 10 caractères'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Confirmez le mot de passe')).toBeInTheDocument();
    await fill(user, password, 'Awa.Traore');
    await user.type(confirm, 'Awa.Traore');
    await user.click(save);
    expect(
      await within(form).findByText('Le mot de passe ne doit pas reprendre votre adresse e-mail'),
    ).toBeInTheDocument();
    await fill(user, password, 'Baobab-de-Koulouba-7');
    await fill(user, confirm, 'Baobab-de-Koulouba-8');
    await user.click(save);
    expect(
      await within(form).findByText('Les deux mots de passe ne sont pas identiques'),
    ).toBeInTheDocument();
    expect(updateUser).not.toHaveBeenCalled();
    await fill(user, confirm, 'Baobab-de-Koulouba-7');
    await user.click(save);
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
      await render(<ResetPasswordPage />, { path: `/admin/reset-password${search}` });
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
    const { user } = await render(<AcceptInvitePage />, {
      path: '/en/admin/accept-invite?token_hash=abc123&type=invite',
      locale: 'en',
    });
    const form = screen.getByRole('form', { name: 'Join the back office' });
    expect(verifyOtp).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText(/First name/), 'Oumar');
    await user.type(within(form).getByLabelText(/Last name/), 'Sangaré');
    await fill(user, within(form).getByLabelText(/New password/), 'Niger-a-Segou-2025');
    await fill(user, within(form).getByLabelText(/Confirm the password/), 'Niger-a-Segou-2025');
    await user.click(within(form).getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText('Activation failed')).toBeInTheDocument();
    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Activate my account' }));
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
    await render(<AcceptInvitePage />, { path: '/admin/accept-invite' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cette invitation ne fonctionne plus' }),
    ).toBeInTheDocument();
  });
});
