import { setSupabaseForTests } from '@school/shared';
import { screen, within } from '@testing-library/react';
import { fakeSupabase } from '../../../testing/fake-supabase';
import { renderAdmin } from '../../../testing/test-render';
import UsersPage from './users-page';

const profiles = [
  {
    id: '1',
    email: 'direction@ecole.example',
    first_name: 'Awa',
    last_name: 'Traoré',
    role: 'super_admin',
    created_at: '2025-01-02T00:00:00Z',
    updated_at: '',
  },
  {
    id: '2',
    email: 'admin@ecole.example',
    first_name: null,
    last_name: null,
    role: 'admin',
    created_at: '2025-01-03T00:00:00Z',
    updated_at: '',
  },
  {
    id: '3',
    email: 'prof@ecole.example',
    first_name: 'Moussa',
    last_name: 'Keita',
    role: 'teacher',
    created_at: '2025-01-04T00:00:00Z',
    updated_at: '',
  },
  {
    id: '4',
    email: 'eleve@ecole.example',
    first_name: 'Fatou',
    last_name: 'Diallo',
    role: 'student',
    created_at: '2025-01-05T00:00:00Z',
    updated_at: '',
  },
];

describe('users screen', () => {
  it('counts users, administrators and students and lists names or e-mails with role badges', async () => {
    setSupabaseForTests(fakeSupabase(() => ({ data: profiles })).client);
    await renderAdmin(<UsersPage />, { path: '/admin/users' });
    const table = await screen.findByRole('table', { name: 'Liste des utilisateurs' });
    expect(document.querySelector('[data-counter="total"]')).toHaveTextContent('4');
    expect(document.querySelector('[data-counter="admins"]')).toHaveTextContent('2');
    expect(document.querySelector('[data-counter="students"]')).toHaveTextContent('1');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Awa Traoré', { selector: 'strong' })).toBeInTheDocument();
    expect(
      within(rows[1]!).getByText('admin@ecole.example', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Super administrateur')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Élève')).toBeInTheDocument();
  });

  it("toasts 'Failed to load users' (French) once and says 'No users found' when empty", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSupabaseForTests(fakeSupabase(() => ({ error: { message: 'offline' } })).client);
    const first = await renderAdmin(<UsersPage />, { path: '/admin/users' });
    expect(await screen.findAllByText('Échec du chargement des utilisateurs')).not.toHaveLength(0);
    // The page's alert, and one toast (the shell's, from the query's meta) with the reason.
    const toasts = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(toasts.getAllByRole('listitem')).toHaveLength(1);
    expect(toasts.getByText('Échec du chargement des utilisateurs')).toBeInTheDocument();
    expect(toasts.getByText('offline')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Load failed', ['profiles', 'list'], { message: 'offline' });
    first.unmount();
    error.mockRestore();
    setSupabaseForTests(fakeSupabase(() => ({ data: [] })).client);
    await renderAdmin(<UsersPage />, { path: '/admin/users' });
    expect(await screen.findByText('Aucun utilisateur')).toBeInTheDocument();
  });
});
