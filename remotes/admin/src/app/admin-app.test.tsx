import { setSupabaseForTests } from '@school/shared';
import { act, screen } from '@testing-library/react';
import { fakeSupabase, render, signInAs } from '@school/shared/testing';
import AdminApp from './admin-app';

beforeEach(() => {
  // Every list answers empty; the auth store is driven by each test.
  setSupabaseForTests(fakeSupabase(() => ({ data: [], count: 0 })).client);
});

describe('AdminApp', () => {
  it("shows 'Loading...' (in French: Chargement...) while authentication resolves", async () => {
    const pending = fakeSupabase(() => ({ data: [] }));
    const auth = {
      ...(pending.client.auth as object),
      getSession: () => new Promise(() => undefined),
    };
    setSupabaseForTests(fakeSupabase(() => ({ data: [] }), { auth }).client);
    await render(<AdminApp />, { path: '/admin/dashboard', auth: 'loading' });
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
  });

  it('sends a signed-out visitor to the sign-in page, then back to the page asked for', async () => {
    signInAs(null);
    const { router } = await render(<AdminApp />, { path: '/admin/settings' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Espace administrateur' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    // Sign-up is off by default: the sign-in form alone, no tabs.
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    act(() => signInAs('admin'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paramètres' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settings');
  });

  it('shows a signed-in student a clear no-access page with a sign-out button', async () => {
    signInAs('student', 'eleve@ecole.example');
    await render(<AdminApp />, { path: '/admin/users' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accès réservé aux administrateurs' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/eleve@ecole\.example/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('opens the dashboard for an admin and highlights it in the sidebar', async () => {
    signInAs('admin');
    await render(<AdminApp />, { path: '/admin' });
    // The dashboard is a chunk of its own, compiled on first use: on a loaded machine that takes
    // a while, and the condition is waited for rather than a fixed time.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tableau de bord' },
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Navigation de l’administration' })[0]!;
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Tableau de bord');
  });

  it('redirects a signed-in admin away from /admin/login', async () => {
    signInAs('super_admin');
    const { router } = await render(<AdminApp />, { path: '/admin/login' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('works under the Arabic prefix with Arabic labels and links that keep /ar', async () => {
    signInAs('admin');
    await render(<AdminApp />, {
      path: '/ar/admin/dashboard',
      locale: 'ar',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'المحتوى' })[0]).toHaveAttribute(
      'href',
      '/ar/admin/content',
    );
    expect(screen.getAllByRole('link', { name: /العودة إلى الموقع/ })[0]).toHaveAttribute(
      'href',
      '/ar',
    );
  });
});
