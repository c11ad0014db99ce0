import { setSupabaseForTests } from '@school/shared';
import type { SchoolEvent } from '@school/shared/data/events';
import { fakeSupabase, render, tables, type QueryCall } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import CalendarPage from './calendar-page';

const event = (values: Partial<SchoolEvent>): SchoolEvent => ({
  id: 1,
  title_fr: 'Réunion des parents',
  title_ar: null,
  title_en: 'Parents’ meeting',
  description_fr: 'Remise des bulletins.',
  description_ar: null,
  description_en: null,
  place_fr: 'Grande salle',
  place_ar: null,
  place_en: null,
  starts_at: '2031-03-11T09:00:00+00:00',
  ends_at: '2031-03-11T11:00:00+00:00',
  all_day: false,
  levels: ['primary'],
  updated_at: '2031-02-01T00:00:00+00:00',
  ...values,
});
/** As the table holds them: published (the page asks for those only). */
const rows = (list: SchoolEvent[]) => list.map((item) => ({ ...item, published: true }));

const events = [
  event({ id: 1 }),
  event({
    id: 2,
    title_fr: 'Congé de l’Aïd',
    title_en: null,
    place_fr: null,
    description_fr: null,
    starts_at: '2031-03-24T00:00:00+00:00',
    ends_at: '2031-03-27T00:00:00+00:00',
    all_day: true,
    levels: ['everyone'],
  }),
  event({
    id: 3,
    title_fr: 'Examen blanc',
    title_en: 'Mock exam',
    starts_at: '2031-04-02T08:00:00+00:00',
    ends_at: '2031-04-02T12:00:00+00:00',
    levels: ['high'],
  }),
];

let log: QueryCall[];
beforeEach(() => {
  const backend = fakeSupabase(tables({ events: rows(events) }));
  setSupabaseForTests(backend.client);
  log = backend.log;
});
afterEach(() => setSupabaseForTests(null));

describe('CalendarPage', () => {
  it('lists the coming published events by month, each with its .ics file', async () => {
    await render(<CalendarPage />, { path: '/calendar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Calendrier scolaire');
    const march = await screen.findByRole('region', { name: 'mars 2031' });
    const april = screen.getByRole('region', { name: 'avril 2031' });
    expect(within(march).getAllByRole('article')).toHaveLength(2);
    expect(within(april).getAllByRole('article')).toHaveLength(1);
    const meeting = within(march).getAllByRole('article')[0]!;
    expect(meeting).toHaveTextContent('mardi 11 mars');
    expect(meeting).toHaveTextContent('Lieu : Grande salle');
    expect(meeting).toHaveTextContent('Pour : Primaire');
    expect(
      within(meeting).getByRole('link', { name: 'Ajouter à mon agenda : Réunion des parents' }),
    ).toHaveAttribute('href', '/calendar/event-1.ics');
    const holiday = within(march).getAllByRole('article')[1]!;
    expect(holiday).toHaveTextContent('Toute l’école');
    expect(screen.getByRole('link', { name: 'S’abonner au calendrier (.ics)' })).toHaveAttribute(
      'href',
      '/calendar.ics',
    );
    // The read asks for the published events not yet over.
    const read = log.find((call) => call.table === 'events')!;
    expect(read.calls).toEqual(
      expect.arrayContaining([
        ['eq', ['published', true]],
        ['gt', ['ends_at', expect.any(String)]],
      ]),
    );
    // Event structured data for each event.
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    );
    const named = ld.filter((data) => data['@type'] === 'Event').map((data) => data.name);
    expect(named).toEqual(['Réunion des parents', 'Congé de l’Aïd', 'Examen blanc']);
    expect(ld.find((data) => data.name === 'Congé de l’Aïd')).toMatchObject({
      startDate: '2031-03-24',
      endDate: '2031-03-26',
    });
  });

  it('filters by the level in the address, the whole school’s events included', async () => {
    await render(<CalendarPage />, { path: '/calendar?level=high' });
    const nav = screen.getByRole('navigation', { name: 'Filtrer par niveau' });
    expect(within(nav).getByRole('link', { name: 'Lycée' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByRole('region', { name: 'avril 2031' });
    const titles = screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent);
    expect(titles).toEqual(['Congé de l’Aïd', 'Examen blanc']);
    expect(
      screen.getByRole('link', { name: 'S’abonner au calendrier « Lycée » (.ics)' }),
    ).toHaveAttribute('href', '/calendar/high.ics');
  });

  it('shows the French, marked lang="fr", where the language has no version', async () => {
    await render(<CalendarPage />, { locale: 'en', path: '/en/calendar' });
    await screen.findByRole('region', { name: 'March 2031' });
    const holiday = screen.getByRole('heading', { name: /Congé de l’Aïd/ });
    expect(holiday).toHaveAttribute('lang', 'fr');
    expect(holiday).toHaveTextContent('In French');
    expect(screen.getByRole('heading', { name: 'Parents’ meeting' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Add to my calendar: Mock exam' })).toHaveAttribute(
      'href',
      '/en/calendar/event-3.ics',
    );
  });

  it('says so when no event is coming for a level', async () => {
    setSupabaseForTests(fakeSupabase(tables({ events: rows([events[2]!]) })).client);
    await render(<CalendarPage />, { path: '/calendar?level=preschool' });
    expect(await screen.findByText('Aucun événement à venir pour ce niveau.')).toBeInTheDocument();
  });
});
