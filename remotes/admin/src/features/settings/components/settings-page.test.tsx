import { setSupabaseForTests } from '@school/shared';
import { screen, within } from '@testing-library/react';
import ar from '../../../i18n/ar.json';
import {
  argOf,
  fakeSupabase,
  render,
  type QueryCall,
  type UserEvent,
} from '@school/shared/testing';
import type * as HoursEditorModule from './opening-hours-editor';
import SettingsPage from './settings-page';

// The hours' editor, counting its renders (it is drawn exactly as the screen draws it).
const hoursEditor = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./opening-hours-editor', async (importOriginal) => {
  const real = await importOriginal<typeof HoursEditorModule>();
  return {
    ...real,
    OpeningHoursEditor: (props: Parameters<typeof real.OpeningHoursEditor>[0]) => {
      hoursEditor.renders += 1;
      return real.OpeningHoursEditor(props);
    },
  };
});

const row = (id: string, key: string, kind: string, required: boolean, value: unknown) => ({
  id,
  key,
  kind,
  required,
  value,
  description: 'Description en français',
  updated_at: '',
});

const settings = [
  row('1', 'address', 'localized_text', true, {
    fr: 'Daoudabougou, Bamako',
    ar: 'داودابوغو، باماكو',
    en: 'Daoudabougou, Bamako',
  }),
  row('2', 'contact_email', 'email', true, 'contact@ecole.example'),
  row('3', 'contact_phone', 'phone', true, '+223 20 00 00 00'),
  row('4', 'facebook_url', 'https_url', false, 'https://www.facebook.com/ecole'),
  row('5', 'opening_hours', 'opening_hours', true, [
    { days: [1, 2, 3, 4], open: '07:30', close: '16:30' },
    { days: [6], open: '08:00', close: '12:00' },
  ]),
  row('6', 'site_name', 'localized_text', true, {
    fr: 'École',
    ar: 'المدرسة',
    en: 'School',
  }),
  row('7', 'site_description', 'localized_text', true, {
    fr: 'Une école.',
    ar: 'مدرسة.',
    en: 'A school.',
  }),
  row('8', 'future_setting', 'text', false, 'x'),
];

type Answer = { data?: unknown; error?: unknown };

function serve(answer: (key: string, value: unknown) => Answer | null = () => null) {
  const fake = fakeSupabase((call: QueryCall) => {
    if (call.op === 'update') {
      const key = call.calls.find(([m]) => m === 'eq')?.[1][1] as string;
      return (
        answer(key, (argOf(call, 'update') as { value: unknown }).value) ?? { data: [{ key }] }
      );
    }
    return { data: settings };
  });
  setSupabaseForTests(fake.client);
  return fake.log;
}

const updatesOf = (log: QueryCall[]) =>
  log
    .filter((call) => call.op === 'update')
    .map((call) => ({
      key: call.calls.find(([m]) => m === 'eq')?.[1][1],
      value: (argOf(call, 'update') as { value: unknown }).value,
    }));

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
/** The screen, once the settings are drawn. */
async function openSettings(options: Parameters<typeof render>[1] = { path: '/admin/settings' }) {
  const result = await render(<SettingsPage />, options);
  await screen.findAllByRole('region');
  return result;
}

const save = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

/** What a person does to replace a box's value: empties it, then pastes the new one. */
async function replace(user: UserEvent, box: HTMLElement, value: string) {
  await user.clear(box);
  if (value) await user.paste(value);
}

describe('settings screen', () => {
  it('groups the settings, labelled in French with a help line, never by their keys', async () => {
    serve();
    await openSettings();
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('data-group'))).toEqual([
      'identity',
      'contact',
      'hours',
      'social',
      'other',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Identité de l’école' })).toBeVisible();
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAccessibleDescription(/\+223 20 22 45 67/);
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(screen.getByRole('textbox', { name: 'Page Facebook' })).toHaveAttribute('type', 'url');
    // A text in three languages, each box in its language and direction.
    const name = group('Nom de l’école');
    expect(name).toHaveAccessibleDescription('Dans l’en-tête et le pied de page de chaque langue.');
    const arabic = within(name).getByRole('textbox', { name: 'Arabe' });
    expect(arabic).toHaveValue('المدرسة');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    // The spec's rule: the description and the address are multi-line.
    expect(within(group('Présentation')).getByRole('textbox', { name: 'Anglais' }).tagName).toBe(
      'TEXTAREA',
    );
    // No key anywhere on the screen; a setting this screen does not know shows its description.
    const text = document.body.textContent ?? '';
    for (const key of ['site_name', 'contact_phone', 'opening_hours', 'contact email', 'site name'])
      expect(text).not.toContain(key);
    expect(screen.getByRole('textbox', { name: 'Description en français' })).toHaveValue('x');
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeDisabled();
  });

  it('is labelled in Arabic for an Arabic admin, days of the week included', async () => {
    serve();
    await openSettings({ path: '/admin/settings', locale: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 2, name: ar['admin.settings.group.contact'] }),
    ).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: ar['admin.settings.contact_phone.label'] }),
    ).toBeVisible();
    const slot = screen.getByRole('group', { name: 'الفترة 1' });
    expect(within(slot).getByRole('checkbox', { name: 'الاثنين' })).toBeChecked();
    expect(within(slot).getByRole('checkbox', { name: 'الجمعة' })).not.toBeChecked();
  });

  it('redraws only the editor being typed in, not every setting of the screen', async () => {
    serve();
    const { user } = await openSettings();
    const before = hoursEditor.renders;
    expect(before).toBeGreaterThan(0);
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    await user.type(phone, '123');
    expect(phone).toHaveValue('+223 20 00 00 00123');
    expect(screen.getByText('1 modification non enregistrée')).toBeInTheDocument();
    // Three keystrokes, the save bar changed, and the hours were not drawn again.
    expect(hoursEditor.renders).toBe(before);
    // Its own edits still redraw it.
    const saturday = screen.getByRole('group', { name: 'Créneau 2' });
    await user.click(within(saturday).getByRole('checkbox', { name: 'jeudi' }));
    expect(within(saturday).getByRole('checkbox', { name: 'jeudi' })).toBeChecked();
    expect(hoursEditor.renders).toBeGreaterThan(before);
  });

  it('saves only the changed settings, one after another, as typed values', async () => {
    const log = serve();
    const { user } = await openSettings();
    const name = group('Nom de l’école');
    await replace(user, within(name).getByRole('textbox', { name: 'Arabe' }), '  مجمع المدرسة  ');
    await replace(user, screen.getByRole('textbox', { name: 'Téléphone' }), '76 00 00 00 ');
    await user.clear(screen.getByRole('textbox', { name: 'Page Facebook' }));
    expect(screen.getByText('3 modifications non enregistrées')).toBeInTheDocument();
    await save(user);
    expect(await screen.findByText('Paramètres mis à jour avec succès')).toBeInTheDocument();
    expect(updatesOf(log)).toEqual([
      { key: 'contact_phone', value: '76 00 00 00' },
      { key: 'facebook_url', value: '' },
      { key: 'site_name', value: { fr: 'École', ar: 'مجمع المدرسة', en: 'School' } },
    ]);
  });

  it('edits the opening hours as slots and saves them as a list', async () => {
    const log = serve();
    const { user } = await openSettings();
    const saturday = screen.getByRole('group', { name: 'Créneau 2' });
    expect(within(saturday).getByText('Sur le site : Samedi : 8:00 – 12:00')).toBeInTheDocument();
    await replace(user, within(saturday).getByLabelText('Fermeture'), '13:00');
    expect(within(saturday).getByText('Sur le site : Samedi : 8:00 – 13:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un créneau' }));
    const friday = screen.getByRole('group', { name: 'Créneau 3' });
    // The first free day, at the hours of the last slot.
    expect(within(friday).getByRole('checkbox', { name: 'vendredi' })).toBeChecked();
    await replace(user, within(friday).getByLabelText('Fermeture'), '12:30');
    await save(user);
    expect(await screen.findByText('Paramètres mis à jour avec succès')).toBeInTheDocument();
    expect(updatesOf(log)).toEqual([
      {
        key: 'opening_hours',
        value: [
          { days: [1, 2, 3, 4], open: '07:30', close: '16:30' },
          { days: [6], open: '08:00', close: '13:00' },
          { days: [5], open: '08:00', close: '12:30' },
        ],
      },
    ]);
  });

  it('refuses bad values before sending anything, says why in French, keeps what was typed', async () => {
    const log = serve();
    const { user } = await openSettings();
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    const facebook = screen.getByRole('textbox', { name: 'Page Facebook' });
    const arabicName = within(group('Nom de l’école')).getByRole('textbox', { name: 'Arabe' });
    await replace(user, email, 'pas-un-email');
    await replace(user, phone, 'appelez-nous');
    await replace(user, facebook, 'http://www.facebook.com/ecole');
    await replace(user, arabicName, ' ');
    const saturday = screen.getByRole('group', { name: 'Créneau 2' });
    await user.click(within(saturday).getByRole('checkbox', { name: 'jeudi' }));
    await save(user);
    expect(
      await screen.findByText('5 paramètres à corriger avant d’enregistrer. Rien n’a été envoyé.'),
    ).toBeInTheDocument();
    expect(updatesOf(log)).toEqual([]);
    expect(email).toHaveAccessibleDescription(
      /Adresse e-mail invalide, par exemple contact@ecole.ml./,
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Numéro invalide : 8 à 15 chiffres/);
    expect(facebook).toHaveAccessibleDescription(/elle commence par https:\/\//);
    expect(arabicName).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(saturday).toHaveAccessibleDescription(
      'Un jour coché ici l’est aussi dans un créneau précédent.',
    );
    // The first box to correct has the focus; nothing typed was lost.
    expect(arabicName).toHaveFocus();
    expect(email).toHaveValue('pas-un-email');
    expect(facebook).toHaveValue('http://www.facebook.com/ecole');

    // Corrected, the same form saves.
    await replace(user, email, 'secretariat@ecole.example');
    await replace(user, phone, '+223 76 00 00 00');
    await replace(user, facebook, 'https://www.facebook.com/ecole.ml');
    await replace(user, arabicName, 'المدرسة');
    await user.click(within(saturday).getByRole('checkbox', { name: 'jeudi' }));
    expect(email).not.toHaveAttribute('aria-invalid');
    await save(user);
    expect(await screen.findByText('Paramètres mis à jour avec succès')).toBeInTheDocument();
    expect(updatesOf(log).map((update) => update.key)).toEqual([
      'contact_email',
      'contact_phone',
      'facebook_url',
    ]);
  });

  it('says a changed value’s problem once the box is left, in English for an English admin', async () => {
    serve();
    const { user } = await openSettings({ path: '/admin/settings', locale: 'en' });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '12');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(phone).not.toHaveFocus();
    expect(phone).toHaveAccessibleDescription(/Invalid number: 8 to 15 digits/);
  });

  it('says the rule the database refused a value for, and which settings did not save', async () => {
    serve((key) =>
      key === 'contact_email'
        ? { error: { code: '23514', hint: 'email', message: 'violates check constraint' } }
        : key === 'contact_phone'
          ? { error: { message: 'permission denied' } }
          : null,
    );
    const { user } = await openSettings();
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    await replace(user, email, 'direction@ecole.example');
    await replace(user, phone, '+223 76 00 00 00');
    await replace(
      user,
      within(group('Nom de l’école')).getByRole('textbox', { name: 'Anglais' }),
      'The School',
    );
    await save(user);
    expect(await screen.findByText('Échec de l’enregistrement des paramètres')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Non enregistrés : Adresse e-mail et Téléphone. Vos saisies sont conservées.',
      ),
    ).toBeInTheDocument();
    expect(email).toHaveValue('direction@ecole.example');
    expect(email).toHaveAccessibleDescription(/Adresse e-mail invalide/);
    expect(phone).toHaveAccessibleDescription(/Non enregistré/);
  });

  it('asks before leaving the screen with unsaved changes', async () => {
    serve();
    const { router, user } = await openSettings({
      path: '/admin/settings',
      routes: [{ path: '/admin/dashboard', element: <p>Tableau</p> }],
    });
    const name = within(group('Nom de l’école')).getByRole('textbox', { name: 'Français' });
    await replace(user, name, 'Autre nom');
    await router.navigate('/admin/dashboard');
    const question = await screen.findByRole('alertdialog', {
      name: 'Modifications non enregistrées',
    });
    await user.click(within(question).getByRole('button', { name: 'Continuer l’édition' }));
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(name).toHaveValue('Autre nom');
  });

  it("toasts 'Failed to load settings' (French) once when they cannot load, in Arabic too", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSupabaseForTests(fakeSupabase(() => ({ error: { message: 'offline' } })).client);
    const first = await render(<SettingsPage />, { path: '/admin/settings' });
    expect(await screen.findAllByText('Échec du chargement des paramètres')).toHaveLength(2);
    const toasts = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(toasts.getAllByRole('listitem')).toHaveLength(1);
    expect(toasts.getByText('Échec du chargement des paramètres')).toBeInTheDocument();
    expect(toasts.getByText('offline')).toBeInTheDocument();
    first.unmount();
    // The title is the page's, in the reader's language.
    await render(<SettingsPage />, { path: '/admin/settings', locale: 'ar' });
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
    await render(<SettingsPage />, { path: '/admin/settings' });
    expect(await screen.findByText('Aucun paramètre')).toBeInTheDocument();
  });
});
