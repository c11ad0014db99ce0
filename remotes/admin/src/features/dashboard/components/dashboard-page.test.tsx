import { setSupabaseForTests } from '@school/shared';
import { screen, within } from '@testing-library/react';
import { fakeSupabase, pending, render, signInAs } from '@school/shared/testing';
import DashboardPage from './dashboard-page';

describe('dashboard', () => {
  beforeEach(() => signInAs('admin'));

  it('shows the four counters and who did what in Recent Activity, as sentences', async () => {
    const now = Date.now();
    const at = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    const entry = (
      id: number,
      actor: string | null,
      action: string,
      entity: string,
      details: object,
      minutes: number,
    ) => ({
      id,
      actor,
      action,
      entity,
      entity_id: String(id),
      summary: 'raw summary',
      details,
      created_at: at(minutes),
    });
    setSupabaseForTests(
      fakeSupabase((call) => {
        if (call.table === 'activity_log') {
          return {
            data: [
              entry(
                8,
                'u1',
                'status_change',
                'admission_requests',
                {
                  reference: 'INS-7K3M9Q',
                  name: 'Moussa Diarra',
                  old_status: 'new',
                  new_status: 'visit_planned',
                },
                3,
              ),
              entry(
                7,
                'u1',
                'publish',
                'content_management',
                { type: 'news', title: 'Rentrée 2025', status: 'published' },
                5,
              ),
              entry(
                6,
                'u1',
                'role_change',
                'profiles',
                {
                  name: 'Moussa Keita',
                  email: 'm@ecole.example',
                  role: 'admin',
                  old_role: 'teacher',
                  new_role: 'admin',
                },
                10,
              ),
              entry(
                5,
                'u1',
                'invite',
                'profiles',
                { email: 'fatou@ecole.example', role: 'teacher' },
                20,
              ),
              entry(
                4,
                'u2',
                'join',
                'profiles',
                { email: 'fatou@ecole.example', name: null, role: 'teacher' },
                30,
              ),
              entry(
                3,
                'u1',
                'deactivate',
                'profiles',
                { name: 'Ibrahim Diallo', email: 'i@ecole.example', role: 'admin' },
                40,
              ),
              entry(
                2,
                'u1',
                'unpublish',
                'content_management',
                { type: 'blog', title: 'Nos valeurs', status: 'draft' },
                50,
              ),
              entry(
                1,
                null,
                'update',
                'site_settings',
                { key: 'opening_hours_saturday' },
                2 * 24 * 60,
              ),
            ],
          };
        }
        if (call.table === 'profiles' && call.calls.some(([m]) => m === 'in')) {
          return {
            data: [
              { id: 'u1', email: 'admin@ecole.example', first_name: 'Awa', last_name: 'Traoré' },
              { id: 'u2', email: 'fatou@ecole.example', first_name: 'Fatou', last_name: 'Sow' },
            ],
          };
        }
        return { count: call.table === 'content_management' ? 7 : 3 };
      }).client,
    );
    await render(<DashboardPage />, { path: '/admin/dashboard' });
    expect(
      await screen.findByText('Awa Traoré a publié l’actualité « Rentrée 2025 »'),
    ).toBeInTheDocument();
    expect(screen.getByText('il y a 5 minutes')).toBeInTheDocument();
    expect(
      screen.getByText('Awa Traoré a changé le rôle de Moussa Keita : enseignant → administrateur'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Awa Traoré a passé la pré-inscription INS-7K3M9Q (Moussa Diarra) à « visite prévue »',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Awa Traoré a invité fatou@ecole.example comme enseignant'),
    ).toBeInTheDocument();
    expect(screen.getByText('Fatou Sow a rejoint l’équipe comme enseignant')).toBeInTheDocument();
    expect(
      screen.getByText('Awa Traoré a désactivé le compte d’Ibrahim Diallo'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Awa Traoré a retiré du site l’article « Nos valeurs »'),
    ).toBeInTheDocument();
    // Made outside the back office: said so, never "the system" and never the raw key.
    expect(
      screen.getByText(
        'Quelqu’un, directement dans la base de données, a modifié les horaires du samedi',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(/raw summary|opening_hours_saturday|Le système/),
    ).not.toBeInTheDocument();
    expect(screen.getByText('avant-hier')).toBeInTheDocument();
    expect(document.querySelector('[data-counter="totalContent"]')).toHaveTextContent(
      'Contenus au total7',
    );
    expect(screen.getByRole('link', { name: 'Gérer les contenus' })).toHaveAttribute(
      'href',
      '/admin/content',
    );
  });

  it('writes the sentences in Arabic and English too', async () => {
    setSupabaseForTests(
      fakeSupabase((call) => {
        if (call.table === 'activity_log') {
          return {
            data: [
              {
                id: 1,
                actor: 'u1',
                action: 'publish',
                entity: 'content_management',
                entity_id: 'x',
                summary: 'news: Rentrée',
                details: { type: 'news', title: 'Rentrée 2025' },
                created_at: new Date().toISOString(),
              },
            ],
          };
        }
        if (call.table === 'profiles') {
          return {
            data: [{ id: 'u1', email: 'a@ecole.example', first_name: 'Awa', last_name: null }],
          };
        }
        return { count: 0 };
      }).client,
    );
    await render(<DashboardPage />, {
      path: '/en/admin/dashboard',
      locale: 'en',
    });
    expect(
      await screen.findByText('Awa published the news item “Rentrée 2025”'),
    ).toBeInTheDocument();
  });

  it('says the figures are loading until they arrive, never a zero it does not know', async () => {
    setSupabaseForTests(
      fakeSupabase((call) => (call.table === 'activity_log' ? { data: [] } : pending())).client,
    );
    await render(<DashboardPage />, { path: '/admin/dashboard' });
    const counters = document.querySelector('[data-counter="totalContent"]')!.parentElement!;
    expect(counters).toHaveAttribute('aria-busy', 'true');
    for (const id of ['totalContent', 'publishedContent', 'totalUsers', 'siteSettings']) {
      const figure = document.querySelector(`[data-counter="${id}"] strong`)!;
      expect(figure).not.toHaveTextContent('0');
      expect(figure).toHaveTextContent('Chargement...');
    }
  });

  it('logs a statistics failure and keeps the counters at zero, with the empty activity state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSupabaseForTests(
      fakeSupabase((call) =>
        call.table === 'activity_log' ? { data: [] } : { error: { message: 'offline' } },
      ).client,
    );
    await render(<DashboardPage />, { path: '/admin/dashboard' });
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Dashboard statistics failed to load', expect.anything()),
    );
    for (const id of ['totalContent', 'publishedContent', 'totalUsers', 'siteSettings']) {
      expect(document.querySelector(`[data-counter="${id}"] strong`)).toHaveTextContent('0');
    }
    // ...and the zeros say they are not the real figures.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les chiffres n’ont pas pu être chargés : ces zéros ne sont pas les vrais.',
    );
    error.mockRestore();
  });

  it('reads the figures again from the failure notice and drops it once they arrive', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    setSupabaseForTests(
      fakeSupabase((call) =>
        call.table === 'activity_log'
          ? { data: [] }
          : failing
            ? { error: { message: 'offline' } }
            : { data: null, count: 7 },
      ).client,
    );
    const { user } = await render(<DashboardPage />, { path: '/admin/dashboard' });
    const alert = await screen.findByRole('alert');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() =>
      expect(document.querySelector('[data-counter="totalContent"] strong')).toHaveTextContent('7'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
