import { setSupabaseForTests } from '@school/shared';
import type { ActivityEntry, AdminNotice } from '@school/shared/data/admin';
import { argOf, fakeSupabase, render, type QueryCall } from '@school/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useActivitySentence } from '../../dashboard/activity-sentence';
import NoticesPage from './notices-page';

const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

function notice(values: Partial<AdminNotice>): AdminNotice {
  return {
    id: 1,
    text_fr: 'École fermée demain',
    text_ar: null,
    text_en: null,
    level: 'information',
    starts_at: iso(-HOUR),
    ends_at: iso(HOUR),
    created_at: iso(-2 * HOUR),
    updated_at: iso(-2 * HOUR),
    ...values,
  };
}

const rows = [
  notice({
    id: 3,
    text_fr: 'Photos de classe',
    level: 'important',
    starts_at: iso(48 * HOUR),
    ends_at: iso(50 * HOUR),
  }),
  notice({
    id: 2,
    text_fr: 'École fermée demain',
    level: 'urgent',
    text_en: 'School closed tomorrow',
  }),
  notice({
    id: 1,
    text_fr: 'Réunion passée',
    starts_at: iso(-48 * HOUR),
    ends_at: iso(-47 * HOUR),
    text_ar: 'اجتماع',
    text_en: 'Meeting',
  }),
];

/** A backend holding `rows`, answering writes with `write` (the saved row by default). */
function backend(write?: (call: QueryCall) => { data?: unknown; error?: unknown }) {
  const fake = fakeSupabase((call) => {
    if (call.table !== 'notices') return { data: [] };
    if (call.op === 'select') return { data: rows };
    if (write) return write(call);
    return { data: { ...rows[1], ...(argOf(call, call.op) as object) } };
  });
  setSupabaseForTests(fake.client);
  return fake;
}

describe('the notices screen', () => {
  it('says what a visitor sees now, and lists every notice with its state', async () => {
    backend();
    await render(<NoticesPage />, { path: '/admin/notices' });
    const now = await screen.findByRole('region', { name: 'Ce qu’un visiteur voit maintenant' });
    expect(within(now).getAllByRole('listitem')).toHaveLength(1);
    expect(within(now).getByRole('listitem')).toHaveTextContent('UrgentÉcole fermée demain');
    const all = screen.getByRole('region', { name: 'Tous les avis' });
    const items = within(all).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^À venirImportantPhotos de classe.*Affiché en français en العربية et English/,
      ),
      expect.stringMatching(/^En coursUrgentÉcole fermée demain.*Affiché en français en العربية/),
      expect.stringMatching(/^TerminéInformationRéunion passéeDu [^·]*$/),
    ]);
  });

  it('says so when no notice runs', async () => {
    setSupabaseForTests(fakeSupabase(() => ({ data: [rows[0]] })).client);
    await render(<NoticesPage />, { path: '/admin/notices' });
    expect(
      await screen.findByText('Aucun avis n’est affiché sur le site en ce moment.'),
    ).toBeInTheDocument();
  });

  it('publishes a notice; an end before the start is refused on the end field first', async () => {
    const fake = backend();
    const { user } = await render(<NoticesPage />, { path: '/admin/notices' });
    await user.click(await screen.findByRole('button', { name: 'Nouvel avis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel avis' });
    await user.type(within(dialog).getByLabelText(/^Texte en français/), 'Fermé lundi');
    await user.type(within(dialog).getByLabelText(/^Texte en anglais/), 'Closed Monday');
    await user.selectOptions(within(dialog).getByLabelText(/^Niveau/), 'important');
    const start = within(dialog).getByLabelText(/^Début/);
    const end = within(dialog).getByLabelText(/^Fin/);
    await user.clear(start);
    await user.type(start, '2030-05-06T08:00:00');
    await user.clear(end);
    await user.type(end, '2030-05-06T07:00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    expect(await within(dialog).findByText('La fin doit être après le début.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(fake.log.some((call) => call.op === 'insert')).toBe(false);

    await user.clear(end);
    await user.type(end, '2030-05-07T08:00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    expect(await screen.findByText('Avis publié')).toBeInTheDocument();
    expect(
      argOf(
        fake.log.find((call) => call.op === 'insert'),
        'insert',
      ),
    ).toEqual({
      text_fr: 'Fermé lundi',
      text_ar: null,
      text_en: 'Closed Monday',
      level: 'important',
      starts_at: new Date('2030-05-06T08:00:00').toISOString(),
      ends_at: new Date('2030-05-07T08:00:00').toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says the database's refusal of a second urgent notice on the level, keeping what was typed", async () => {
    const fake = backend(() => ({
      error: {
        code: '23P01',
        message:
          'conflicting key value violates exclusion constraint "notices_one_urgent_at_a_time"',
      },
    }));
    const { user } = await render(<NoticesPage />, { path: '/admin/notices' });
    await user.click(await screen.findByRole('button', { name: 'Modifier « Photos de classe »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’avis' });
    const level = within(dialog).getByLabelText(/^Niveau/);
    await user.selectOptions(level, 'urgent');
    await user.type(within(dialog).getByLabelText(/^Texte en anglais/), 'Class photos');
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    const message =
      'Un autre avis urgent est déjà affiché sur cette période : choisissez un autre niveau ou d’autres dates.';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(level).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Texte en anglais/)).toHaveValue('Class photos');
    const update = fake.log.find((call) => call.op === 'update');
    expect(update?.calls).toContainEqual(['eq', ['id', 3]]);
  });

  it('deletes a notice after asking', async () => {
    const fake = backend(() => ({ data: null }));
    const { user } = await render(<NoticesPage />, { path: '/admin/notices' });
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Réunion passée »' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer l’avis ?' });
    expect(confirm).toHaveTextContent('« Réunion passée » disparaîtra du site et de cette liste.');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Avis supprimé')).toBeInTheDocument();
    expect(fake.log.find((call) => call.op === 'delete')?.calls).toContainEqual(['eq', ['id', 1]]);
  });

  it('has the Arabic and English words of the screen', async () => {
    backend();
    await render(<NoticesPage />, { path: '/ar/admin/notices', locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'ما يراه الزائر الآن' })).toBeInTheDocument();
  });
});

describe('the activity sentences of notices', () => {
  function Sentences({ entries }: { entries: ActivityEntry[] }) {
    const sentence = useActivitySentence();
    return (
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>{sentence(entry)}</li>
        ))}
      </ul>
    );
  }
  const entry = (id: number, action: ActivityEntry['action']): ActivityEntry => ({
    id,
    actorName: 'Awa Traoré',
    action,
    entity: 'notices',
    summary: 'École fermée demain',
    details: { title: 'École fermée demain' },
    createdAt: new Date().toISOString(),
  });

  it.each([
    [
      'fr',
      [
        'Awa Traoré a publié l’avis « École fermée demain »',
        'Awa Traoré a modifié l’avis « École fermée demain »',
        'Awa Traoré a supprimé l’avis « École fermée demain »',
      ],
    ],
    [
      'en',
      [
        'Awa Traoré published the notice “École fermée demain”',
        'Awa Traoré edited the notice “École fermée demain”',
        'Awa Traoré deleted the notice “École fermée demain”',
      ],
    ],
  ] as const)('in %s', async (locale, sentences) => {
    await render(
      <Sentences entries={[entry(1, 'publish'), entry(2, 'update'), entry(3, 'delete')]} />,
      { locale },
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(sentences);
  });
});
