import { setSupabaseForTests } from '@school/shared';
import { screen, within } from '@testing-library/react';
import { fakeSupabase, pending, render, signInAs, fill } from '@school/shared/testing';
import { QueryClient } from '@tanstack/react-query';
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
    await render(<UsersPage />, { path: '/admin/users' });
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
    // Every account says its state: active ones too, not an empty cell.
    for (const row of rows) expect(within(row).getByText('Actif')).toBeInTheDocument();
  });

  it('says it is trying again when the list failed to load once, not only « Chargement... »', async () => {
    let calls = 0;
    setSupabaseForTests(
      fakeSupabase(() => {
        calls += 1;
        return calls === 1 ? { error: { message: 'The REST service is restarting' } } : pending();
      }).client,
    );
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 3, retryDelay: 0 } },
    });
    await render(<UsersPage />, { path: '/admin/users', queryClient });
    expect(
      await screen.findByText('Le serveur n’a pas répondu : nouvel essai en cours…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent('Chargement...');
  });

  it("toasts 'Failed to load users' (French) once and says 'No users found' when empty", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSupabaseForTests(fakeSupabase(() => ({ error: { message: 'offline' } })).client);
    const first = await render(<UsersPage />, { path: '/admin/users' });
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
    await render(<UsersPage />, { path: '/admin/users' });
    expect(await screen.findByText('Aucun utilisateur')).toBeInTheDocument();
  });

  describe('as a super_admin', () => {
    const team = [
      { ...profiles[0]!, id: 'u1', email: 'admin@ecole.example' },
      { ...profiles[2]!, invitation_sent_at: '2025-01-06T00:00:00Z', deactivated_at: null },
      { ...profiles[3]!, invitation_sent_at: null, deactivated_at: '2025-01-07T00:00:00Z' },
    ];
    beforeEach(() => signInAs('super_admin'));

    function withRpc(rpc: (name: string, args: Record<string, unknown>) => unknown) {
      const calls: [string, Record<string, unknown>][] = [];
      const base = fakeSupabase(() => ({ data: team }));
      setSupabaseForTests(
        fakeSupabase(() => ({ data: team }), {
          rpc: (name: string, args: Record<string, unknown>) => {
            calls.push([name, args]);
            return Promise.resolve(rpc(name, args));
          },
          auth: base.client.auth,
        }).client,
      );
      return calls;
    }

    it('changes a role after a confirmation that names both roles, never on their own row', async () => {
      const calls = withRpc(() => ({ data: null, error: null }));
      const { user } = await render(<UsersPage />, { path: '/admin/users' });
      const table = await screen.findByRole('table', { name: 'Liste des utilisateurs' });
      const own = within(table).getAllByRole('row')[1]!;
      expect(within(own).getByText('(vous)')).toBeInTheDocument();
      expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
      const moussa = within(table).getByRole('combobox', { name: 'Rôle de Moussa Keita' });
      await user.selectOptions(moussa, 'admin');
      const dialog = await screen.findByRole('alertdialog', { name: 'Changer le rôle ?' });
      expect(
        within(dialog).getByText('Moussa Keita passera d’« Enseignant » à « Administrateur ».'),
      ).toBeInTheDocument();
      expect(calls).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      expect(
        await screen.findByText('Moussa Keita est maintenant « Administrateur ».'),
      ).toBeInTheDocument();
      expect(calls).toContainEqual(['set_user_role', { target: '3', new_role: 'admin' }]);
    });

    it('shows pending invitations and deactivated accounts, and says why the database refused', async () => {
      withRpc(() => ({
        data: null,
        error: { code: 'SA001', message: 'the last super administrator cannot be removed' },
      }));
      const { user } = await render(<UsersPage />, { path: '/admin/users' });
      const table = await screen.findByRole('table', { name: 'Liste des utilisateurs' });
      expect(within(table).getByText('Invitation en attente')).toBeInTheDocument();
      expect(within(table).getByText('Désactivé')).toBeInTheDocument();
      expect(
        within(table).getByRole('button', { name: 'Réactiver le compte de Fatou Diallo' }),
      ).toBeInTheDocument();
      await user.click(
        within(table).getByRole('button', { name: 'Désactiver le compte de Moussa Keita' }),
      );
      const dialog = await screen.findByRole('alertdialog', { name: 'Désactiver ce compte ?' });
      await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      expect(await screen.findByText('Échec de la modification du compte')).toBeInTheDocument();
      expect(
        screen.getByText('Il doit toujours rester au moins un super administrateur actif.'),
      ).toBeInTheDocument();
    });

    it('invites by e-mail with a role and the mail’s language; a known address is said plainly', async () => {
      const invoke = vi.fn((_name: string, _options: { body: Record<string, unknown> }) =>
        Promise.resolve({
          data: null,
          error: {
            name: 'FunctionsHttpError',
            context: Response.json({ code: 'SA003', message: 'exists' }, { status: 400 }),
          },
        }),
      );
      const base = fakeSupabase(() => ({ data: team }));
      setSupabaseForTests(
        fakeSupabase(() => ({ data: team }), { functions: { invoke }, auth: base.client.auth })
          .client,
      );
      const { user } = await render(<UsersPage />, { path: '/admin/users' });
      await user.click(await screen.findByRole('button', { name: 'Inviter un collègue' }));
      const dialog = await screen.findByRole('dialog', { name: 'Inviter un collègue' });
      await user.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
      expect(await within(dialog).findByText('L’adresse e-mail est requise')).toBeInTheDocument();
      await fill(user, within(dialog).getByLabelText(/Adresse e-mail/), 'oumar@ecole.example');
      await user.selectOptions(within(dialog).getByLabelText(/^Rôle/), 'admin');
      await user.selectOptions(within(dialog).getByLabelText(/Langue de l’e-mail/), 'ar');
      await user.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
      expect(
        await screen.findByText('Un compte existe déjà avec cette adresse e-mail.'),
      ).toBeInTheDocument();
      expect(invoke).toHaveBeenCalledWith('invite-staff', {
        body: { email: 'oumar@ecole.example', role: 'admin', locale: 'ar' },
      });
      // The dialog stays, with what was typed.
      expect(within(dialog).getByLabelText(/Adresse e-mail/)).toHaveValue('oumar@ecole.example');
    });
  });

  it('as an admin: the list, no way to invite or change a role', async () => {
    signInAs('admin');
    setSupabaseForTests(fakeSupabase(() => ({ data: profiles })).client);
    await render(<UsersPage />, { path: '/admin/users' });
    await screen.findByRole('table', { name: 'Liste des utilisateurs' });
    expect(
      screen.getByText(
        'Consultation seule : seul un super administrateur invite des collègues et change les rôles.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inviter un collègue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
