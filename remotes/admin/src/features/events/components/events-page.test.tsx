import { setSupabaseForTests } from '@school/shared';
import type { ActivityEntry, AdminEvent } from '@school/shared/data/admin';
import { argOf, fakeSupabase, render, type QueryCall } from '@school/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useActivitySentence } from '../../dashboard/activity-sentence';
import EventsPage from './events-page';

function event(values: Partial<AdminEvent>): AdminEvent {
  return {
    id: 1,
    title_fr: 'Réunion des parents',
    title_ar: null,
    title_en: 'Parents’ meeting',
    description_fr: null,
    description_ar: null,
    description_en: null,
    place_fr: null,
    place_ar: null,
    place_en: null,
    starts_at: '2099-03-11T09:00:00+00:00',
    ends_at: '2099-03-11T11:00:00+00:00',
    all_day: false,
    levels: ['primary'],
    published: true,
    created_at: '2030-01-01T00:00:00+00:00',
    updated_at: '2030-01-01T00:00:00+00:00',
    ...values,
  };
}

const rows = [
  event({
    id: 2,
    title_fr: 'Congé de Tabaski',
    title_en: null,
    all_day: true,
    levels: ['everyone'],
    published: false,
    starts_at: '2099-06-01T00:00:00+00:00',
    ends_at: '2099-06-04T00:00:00+00:00',
  }),
  event({ id: 1 }),
  event({
    id: 0,
    title_fr: 'Examen passé',
    starts_at: '2020-01-01T08:00:00+00:00',
    ends_at: '2020-01-01T10:00:00+00:00',
  }),
];

function backend(write?: (call: QueryCall) => { data?: unknown; error?: unknown }) {
  const fake = fakeSupabase((call) => {
    if (call.table !== 'events') return { data: [] };
    if (call.op === 'select') return { data: rows };
    if (write) return write(call);
    return { data: { ...rows[1], ...(argOf(call, call.op) as object) } };
  });
  setSupabaseForTests(fake.client);
  return fake;
}

describe('the events screen', () => {
  it('lists every event with when, for whom, coming or past, published or not', async () => {
    backend();
    await render(<EventsPage />, { path: '/admin/events' });
    const list = await screen.findByTestId('events-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^À venirNon publiéCongé de Tabaski.*Journée entière · Toute l’école · En français seulement en العربية et English/,
      ),
      expect.stringMatching(
        /^À venirRéunion des parents.*Primaire · En français seulement en العربية/,
      ),
      expect.stringMatching(/^PasséExamen passé/),
    ]);
  });

  it('creates a whole-day event; an end before the start is said on the end field first', async () => {
    const fake = backend();
    const { user } = await render(<EventsPage />, { path: '/admin/events' });
    await user.click(await screen.findByRole('button', { name: 'Nouvel événement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel événement' });
    await user.type(within(dialog).getByLabelText(/^Titre \(français\)/), 'Examens du trimestre');
    await user.click(within(dialog).getByLabelText('Journée(s) entière(s)'));
    const start = within(dialog).getByLabelText(/^Premier jour/);
    const end = within(dialog).getByLabelText(/^Dernier jour/);
    await user.type(start, '2031-06-02');
    await user.type(end, '2031-06-01');
    await user.click(within(dialog).getByLabelText('Collège'));
    await user.click(within(dialog).getByLabelText('Lycée'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La fin doit être après le début.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(fake.log.some((call) => call.op === 'insert')).toBe(false);

    await user.clear(end);
    await user.type(end, '2031-06-04');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Événement créé')).toBeInTheDocument();
    expect(
      argOf(
        fake.log.find((call) => call.op === 'insert'),
        'insert',
      ),
    ).toMatchObject({
      title_fr: 'Examens du trimestre',
      title_ar: null,
      all_day: true,
      starts_at: '2031-06-02T00:00:00.000Z',
      ends_at: '2031-06-05T00:00:00.000Z',
      levels: ['middle', 'high'],
      published: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says the database's refusal on the end field, keeping what was typed", async () => {
    const fake = backend(() => ({
      error: {
        code: '23514',
        message: 'new row violates check constraint "events_end_after_start"',
      },
    }));
    const { user } = await render(<EventsPage />, { path: '/admin/events' });
    await user.click(
      await screen.findByRole('button', { name: 'Modifier « Réunion des parents »' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’événement' });
    await user.type(within(dialog).getByLabelText(/^Titre \(arabe\)/), 'اجتماع الأولياء');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La fin doit être après le début.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Fin/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/^Titre \(arabe\)/)).toHaveValue('اجتماع الأولياء');
    expect(fake.log.find((call) => call.op === 'update')?.calls).toContainEqual(['eq', ['id', 1]]);
  });

  it('deletes an event after asking', async () => {
    const fake = backend(() => ({ data: null }));
    const { user } = await render(<EventsPage />, { path: '/admin/events' });
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Examen passé »' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer l’événement ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Événement supprimé')).toBeInTheDocument();
    expect(fake.log.find((call) => call.op === 'delete')?.calls).toContainEqual(['eq', ['id', 0]]);
  });
});

describe('the activity sentences of events', () => {
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
    entity: 'events',
    summary: 'Réunion des parents',
    details: { title: 'Réunion des parents' },
    createdAt: new Date().toISOString(),
  });

  it.each([
    [
      'fr',
      [
        'Awa Traoré a publié l’événement « Réunion des parents »',
        'Awa Traoré a modifié l’événement « Réunion des parents »',
        'Awa Traoré a supprimé l’événement « Réunion des parents »',
      ],
    ],
    [
      'ar',
      [
        'نشر Awa Traoré الفعالية «Réunion des parents»',
        'عدّل Awa Traoré الفعالية «Réunion des parents»',
        'حذف Awa Traoré الفعالية «Réunion des parents»',
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
