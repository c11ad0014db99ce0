import { setSupabaseForTests } from '@school/shared';
import { screen, within } from '@testing-library/react';
import { fakeSupabase, render, signInAs, fill } from '@school/shared/testing';
import { LoginPage, returnPath } from './login-page';

function withAuth(auth: Record<string, unknown>) {
  const base = fakeSupabase(() => ({ data: [] }));
  const client = fakeSupabase(() => ({ data: [] }), {
    auth: { ...(base.client.auth as object), ...auth },
  }).client;
  setSupabaseForTests(client);
}

/** The auth service's public settings, as /auth/v1/settings answers them. */
function signUpSetting(enabled: boolean) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/auth/v1/settings')) return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(Response.json({ disable_signup: !enabled }));
  });
}

describe('sign-in page', () => {
  beforeEach(() => signInAs(null));
  afterEach(() => vi.restoreAllMocks());

  it('has no sign-up tab while the service refuses sign-ups (the default), and a forgotten-password link', async () => {
    const settings = signUpSetting(false);
    withAuth({});
    const { user, router } = await render(<LoginPage />, { path: '/admin/login' });
    await vi.waitFor(() => expect(settings).toHaveBeenCalled());
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Inscription')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText(/Adresse e-mail/), 'awa@ecole.example');
    const forgot = screen.getByRole('link', { name: 'Mot de passe oublié ?' });
    expect(forgot).toHaveAttribute('href', '/admin/forgot-password');
    // The address typed so far goes along, so it need not be typed again.
    await user.click(forgot);
    expect(router.state.location.pathname).toBe('/admin/forgot-password');
    expect(router.state.location.state).toEqual({ email: 'awa@ecole.example' });
  });

  it('shows the sign-up tab when the service accepts sign-ups', async () => {
    signUpSetting(true);
    withAuth({});
    await render(<LoginPage />, { path: '/admin/login' });
    expect(await screen.findByRole('tab', { name: 'Inscription' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
  });

  it('requires e-mail and password with localized messages', async () => {
    const signInWithPassword = vi.fn();
    withAuth({ signInWithPassword });
    const { user } = await render(<LoginPage />, { path: '/admin/login' });
    const form = screen.getByRole('form', { name: 'Connexion' });
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(await within(form).findByText('L’adresse e-mail est requise')).toBeInTheDocument();
    expect(within(form).getByText('Le mot de passe est requis')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText(/Adresse e-mail/), 'pas-une-adresse');
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(await within(form).findByText('Adresse email invalide')).toBeInTheDocument();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("shows 'Signing in...' (Connexion...) while busy and 'Sign In Failed' with why, in the admin's language", async () => {
    let fail: (value: unknown) => void = () => undefined;
    withAuth({ signInWithPassword: () => new Promise((resolve) => (fail = resolve)) });
    const { user } = await render(<LoginPage />, { path: '/admin/login', locale: 'en' });
    const form = screen.getByRole('form', { name: 'Sign In' });
    await fill(user, within(form).getByLabelText(/Email/), 'admin@ecole.example');
    await user.type(within(form).getByLabelText(/Password/), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await within(form).findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    // As the auth service answers (GoTrue's error code; its English text is never shown).
    fail({
      data: {},
      error: { message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 },
    });
    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
    expect(screen.getByText('Incorrect e-mail or password.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid login credentials')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveValue('admin@ecole.example');
  });

  it('signs up with names as metadata and a link back to the login page', async () => {
    signUpSetting(true);
    const signUp = vi.fn(() => Promise.resolve({ data: { session: null, user: {} }, error: null }));
    withAuth({ signUp });
    const { user } = await render(<LoginPage />, {
      path: '/en/admin/login',
      locale: 'en',
    });
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const form = screen.getByRole('form', { name: 'Sign Up' });
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Last name is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/First name/), 'Fatou');
    await user.type(within(form).getByLabelText(/Last name/), 'Diallo');
    await fill(user, within(form).getByLabelText(/Email/), 'fatou@ecole.example');
    await user.type(within(form).getByLabelText(/Password/), 'azertyuiop');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(
      await within(form).findByText('This password is too common: choose another one'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Password/));
    await user.type(within(form).getByLabelText(/Password/), 'Secret2024!');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Sign Up Successful')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      email: 'fatou@ecole.example',
      password: 'Secret2024!',
      options: {
        data: { first_name: 'Fatou', last_name: 'Diallo' },
        emailRedirectTo: `${window.location.origin}/en/admin/login`,
      },
    });
  });

  it("says 'Sign Up Failed' and why, in the admin's language", async () => {
    signUpSetting(true);
    withAuth({
      signUp: () =>
        Promise.resolve({
          data: {},
          error: { message: 'User already registered', code: 'user_already_exists', status: 422 },
        }),
    });
    const { user } = await render(<LoginPage />, { path: '/admin/login' });
    await user.click(await screen.findByRole('tab', { name: 'Inscription' }));
    const form = screen.getByRole('form', { name: 'Inscription' });
    await user.type(within(form).getByLabelText(/Prénom/), 'Fatou');
    await user.type(within(form).getByLabelText(/^Nom/), 'Diallo');
    await fill(user, within(form).getByLabelText(/Adresse e-mail/), 'fatou@ecole.example');
    await user.type(within(form).getByLabelText(/Mot de passe/), 'Secret2024!');
    await user.click(within(form).getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByText('Échec de l’inscription')).toBeInTheDocument();
    expect(
      screen.getByText('Un compte existe déjà avec cette adresse e-mail.'),
    ).toBeInTheDocument();
  });

  it("toasts 'Signed Out' after signing out from the no-access page, or 'Sign Out Failed'", async () => {
    signInAs('student', 'eleve@ecole.example');
    withAuth({ signOut: () => Promise.resolve({ error: { message: 'network down' } }) });
    const { user } = await render(<LoginPage />, {
      path: '/en/admin/login',
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign Out Failed')).toBeInTheDocument();
    withAuth({ signOut: () => Promise.resolve({ error: null }) });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed Out')).toBeInTheDocument();
    expect(screen.getByText('You have been signed out successfully.')).toBeInTheDocument();
  });
});

describe('the return path after sign-in', () => {
  it('goes back to the back-office page first asked for', () => {
    expect(returnPath({ from: '/admin/content?status=draft' }, '/admin/dashboard')).toBe(
      '/admin/content?status=draft',
    );
    expect(returnPath({ from: '/ar/admin/messages' }, '/ar/admin/dashboard')).toBe(
      '/ar/admin/messages',
    );
  });

  // Never another site, never a page outside the back office.
  it.each([
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/\t/evil.example/admin',
    '/%2F%2Fevil.example/admin',
    'https://evil.example/admin',
    'javascript:alert(1)//admin',
    '/admin/login',
    '/news',
    42,
  ])('falls back to the dashboard for %j', (from) => {
    expect(returnPath({ from }, '/admin/dashboard')).toBe('/admin/dashboard');
  });
});
