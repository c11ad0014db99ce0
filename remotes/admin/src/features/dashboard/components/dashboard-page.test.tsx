import { setSupabaseForTests } from '@school/shared';
import { screen } from '@testing-library/react';
import { fakeSupabase } from '../../../testing/fake-supabase';
import { renderAdmin, signInAs } from '../../../testing/test-render';
import DashboardPage from './dashboard-page';

describe('dashboard', () => {
  beforeEach(() => signInAs('admin'));

  it('shows the four counters and who did what in Recent Activity', async () => {
    const now = Date.now();
    setSupabaseForTests(
      fakeSupabase((call) => {
        if (call.table === 'activity_log') {
          return {
            data: [
              {
                id: 2,
                actor: 'u1',
                action: 'insert',
                entity: 'content_management',
                entity_id: 'x',
                summary: 'news: Kermesse',
                created_at: new Date(now - 5 * 60_000).toISOString(),
              },
              {
                id: 1,
                actor: null,
                action: 'update',
                entity: 'site_settings',
                entity_id: 'site_name',
                summary: 'site_name',
                created_at: new Date(now - 2 * 86_400_000).toISOString(),
              },
            ],
          };
        }
        if (call.table === 'profiles' && call.calls.some(([m]) => m === 'in')) {
          return {
            data: [
              { id: 'u1', email: 'admin@ecole.example', first_name: 'Awa', last_name: 'Traoré' },
            ],
          };
        }
        return { count: call.table === 'content_management' ? 7 : 3 };
      }).client,
    );
    await renderAdmin(<DashboardPage />, { path: '/admin/dashboard' });
    expect(
      await screen.findByText('Awa Traoré a créé le contenu « news: Kermesse »'),
    ).toBeInTheDocument();
    expect(screen.getByText('il y a 5 minutes')).toBeInTheDocument();
    expect(screen.getByText('Le système a modifié le paramètre « site_name »')).toBeInTheDocument();
    expect(screen.getByText('avant-hier')).toBeInTheDocument();
    expect(document.querySelector('[data-counter="totalContent"]')).toHaveTextContent(
      'Contenus au total7',
    );
    expect(screen.getByRole('link', { name: 'Gérer les contenus' })).toHaveAttribute(
      'href',
      '/admin/content',
    );
  });

  it('logs a statistics failure and keeps the counters at zero, with the empty activity state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSupabaseForTests(
      fakeSupabase((call) =>
        call.table === 'activity_log' ? { data: [] } : { error: { message: 'offline' } },
      ).client,
    );
    await renderAdmin(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Dashboard statistics failed to load', expect.anything()),
    );
    for (const id of ['totalContent', 'publishedContent', 'totalUsers', 'siteSettings']) {
      expect(document.querySelector(`[data-counter="${id}"] strong`)).toHaveTextContent('0');
    }
    error.mockRestore();
  });
});
