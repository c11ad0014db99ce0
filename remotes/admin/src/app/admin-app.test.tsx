import { useAuthStore } from '@school/shared';
import { renderRemote } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type * as Shared from '@school/shared';
import AdminApp from './admin-app';

vi.mock('@school/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof Shared>();
  // No backend here: the session comes from the store this test sets.
  return { ...actual, getSupabase: () => new Promise(() => undefined) };
});

// The shell mounts the back office at /admin/* (outside the language prefixes).
function renderAt(path: string) {
  return renderRemote(
    <Routes>
      <Route path="admin/*" element={<AdminApp />} />
    </Routes>,
    { path, auth: useAuthStore.getState() },
  );
}

const signedOut = {
  status: 'signed-out',
  session: null,
  user: null,
  role: null,
  isAdmin: false,
} as const;

describe('AdminApp', () => {
  it("shows 'Loading...' while authentication resolves", async () => {
    useAuthStore.setState({ ...signedOut, status: 'loading' });
    await renderAt('/admin/dashboard');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('sends a visitor who is not admin to the sign-in page', async () => {
    useAuthStore.setState({ ...signedOut, status: 'signed-in', role: 'student' });
    await renderAt('/admin/users');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Espace administrateur',
    );
  });

  it('opens the dashboard for an admin, from /admin and from the sign-in page', async () => {
    useAuthStore.setState({ ...signedOut, status: 'signed-in', role: 'admin', isAdmin: true });
    await renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('redirects a signed-in admin away from /admin/login', async () => {
    useAuthStore.setState({
      ...signedOut,
      status: 'signed-in',
      role: 'super_admin',
      isAdmin: true,
    });
    await renderAt('/admin/login');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
  });
});
