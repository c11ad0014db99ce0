import { themes } from '@school/design-system';
import { useAuthStore } from '@school/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type * as Shared from '@school/shared';
import { adminMessages } from '../i18n/admin-messages';
import AdminApp from './admin-app';

vi.mock('@school/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof Shared>();
  // No backend here: the session comes from the store this test sets.
  return { ...actual, getSupabase: () => new Promise(() => undefined) };
});

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={themes.light}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const signedOut = { status: 'signed-out', session: null, user: null, role: null, isAdmin: false } as const;

describe('AdminApp', () => {
  it('has the same keys in French, Arabic and English', () => {
    const keys = Object.keys(adminMessages.fr).sort();
    expect(Object.keys(adminMessages.ar).sort()).toEqual(keys);
    expect(Object.keys(adminMessages.en).sort()).toEqual(keys);
  });

  it("shows 'Loading...' while authentication resolves", () => {
    useAuthStore.setState({ ...signedOut, status: 'loading' });
    renderAt('/admin/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends a visitor who is not admin to the sign-in page', () => {
    useAuthStore.setState({ ...signedOut, status: 'signed-in', role: 'student' });
    renderAt('/admin/users');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Espace administrateur');
  });

  it('opens the dashboard for an admin, from /admin and from the sign-in page', () => {
    useAuthStore.setState({ ...signedOut, status: 'signed-in', role: 'admin', isAdmin: true });
    renderAt('/admin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('redirects a signed-in admin away from /admin/login', () => {
    useAuthStore.setState({ ...signedOut, status: 'signed-in', role: 'super_admin', isAdmin: true });
    renderAt('/admin/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
  });
});
