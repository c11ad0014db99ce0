import { setSupabaseForTests } from '@school/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import ar from '../../../i18n/ar.json';
import { argOf, fakeSupabase, type QueryCall } from '../../../testing/fake-supabase';
import { renderAdmin } from '../../../testing/test-render';
import SettingsPage from './settings-page';

const settings = [
  {
    id: '1',
    key: 'address',
    value: 'Bamako, Mali',
    description: 'Adresse postale',
    updated_at: '',
  },
  {
    id: '2',
    key: 'contact_email',
    value: 'contact@ecole.example',
    description: null,
    updated_at: '',
  },
  { id: '3', key: 'contact_phone', value: '+223 20 00 00 00', description: null, updated_at: '' },
  { id: '4', key: 'site_name', value: 'École', description: null, updated_at: '' },
];

function serve(failKeys: string[] = []) {
  const fake = fakeSupabase((call: QueryCall) => {
    if (call.op === 'update') {
      const key = call.calls.find(([m]) => m === 'eq')?.[1][1] as string;
      return failKeys.includes(key)
        ? { error: { message: 'permission denied' } }
        : { data: [{ key }] };
    }
    return { data: settings };
  });
  setSupabaseForTests(fake.client);
  return fake.log;
}

describe('settings screen', () => {
  it('shows one card per setting titled by its key, with inputs typed by key', async () => {
    serve();
    await renderAdmin(<SettingsPage />, { path: '/admin/settings' });
    expect(await screen.findByRole('heading', { name: 'contact email' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'site name' })).toBeInTheDocument();
    const address = within(screen.getByRole('region', { name: 'address' })).getByRole('textbox');
    expect(address.tagName).toBe('TEXTAREA');
    expect(address).toHaveAttribute('rows', '3');
    expect(
      within(screen.getByRole('region', { name: 'contact email' })).getByRole('textbox'),
    ).toHaveAttribute('type', 'email');
    expect(
      within(screen.getByRole('region', { name: 'contact phone' })).getByRole('textbox'),
    ).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
  });

  it('saves only the changed settings, one after another', async () => {
    const log = serve();
    await renderAdmin(<SettingsPage />, { path: '/admin/settings' });
    const name = within(await screen.findByRole('region', { name: 'site name' })).getByRole(
      'textbox',
    );
    const phone = within(screen.getByRole('region', { name: 'contact phone' })).getByRole(
      'textbox',
    );
    fireEvent.change(name, { target: { value: 'Complexe scolaire' } });
    fireEvent.change(phone, { target: { value: '+223 76 00 00 00' } });
    expect(screen.getByText('2 modifications non enregistrées')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Paramètres mis à jour avec succès')).toBeInTheDocument();
    const updates = log.filter((call) => call.op === 'update');
    expect(updates.map((call) => call.calls.find(([m]) => m === 'eq')?.[1][1])).toEqual([
      'contact_phone',
      'site_name',
    ]);
    expect(argOf(updates[1], 'update')).toMatchObject({ value: 'Complexe scolaire' });
  });

  it('says which setting did not save and keeps what was typed', async () => {
    serve(['contact_email']);
    await renderAdmin(<SettingsPage />, { path: '/admin/settings' });
    const email = within(await screen.findByRole('region', { name: 'contact email' })).getByRole(
      'textbox',
    );
    const name = within(screen.getByRole('region', { name: 'site name' })).getByRole('textbox');
    fireEvent.change(email, { target: { value: 'direction@ecole.example' } });
    fireEvent.change(name, { target: { value: 'Complexe scolaire' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Échec de l’enregistrement des paramètres')).toBeInTheDocument();
    expect(
      screen.getByText('Non enregistrés : contact email. Vos saisies sont conservées.'),
    ).toBeInTheDocument();
    expect(email).toHaveValue('direction@ecole.example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving the screen with unsaved changes', async () => {
    serve();
    const { router } = await renderAdmin(<SettingsPage />, {
      path: '/admin/settings',
      extraRoutes: [{ path: '/admin/dashboard', element: <p>Tableau</p> }],
    });
    const name = within(await screen.findByRole('region', { name: 'site name' })).getByRole(
      'textbox',
    );
    fireEvent.change(name, { target: { value: 'Autre nom' } });
    await router.navigate('/admin/dashboard');
    const question = await screen.findByRole('alertdialog', {
      name: 'Modifications non enregistrées',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Continuer l’édition' }));
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(name).toHaveValue('Autre nom');
  });

  it("toasts 'Failed to load settings' (French) once when they cannot load, in Arabic too", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSupabaseForTests(fakeSupabase(() => ({ error: { message: 'offline' } })).client);
    const first = await renderAdmin(<SettingsPage />, { path: '/admin/settings' });
    expect(await screen.findAllByText('Échec du chargement des paramètres')).toHaveLength(2);
    const toasts = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(toasts.getAllByRole('listitem')).toHaveLength(1);
    expect(toasts.getByText('Échec du chargement des paramètres')).toBeInTheDocument();
    expect(toasts.getByText('offline')).toBeInTheDocument();
    first.unmount();
    // The title is the page's, in the reader's language.
    await renderAdmin(<SettingsPage />, { path: '/admin/settings', locale: 'ar' });
    expect(await screen.findAllByText(ar['admin.settings.loadFailed'])).toHaveLength(2);
    expect(
      within(screen.getByRole('list', { name: 'Notifications' })).getByText(
        ar['admin.settings.loadFailed'],
      ),
    ).toBeInTheDocument();
    error.mockRestore();
  });

  it("says 'No settings found' (French) when there are none", async () => {
    setSupabaseForTests(fakeSupabase(() => ({ data: [] })).client);
    await renderAdmin(<SettingsPage />, { path: '/admin/settings' });
    expect(await screen.findByText('Aucun paramètre')).toBeInTheDocument();
  });
});
