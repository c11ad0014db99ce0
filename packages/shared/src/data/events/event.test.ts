import { eventTexts, eventsForLevel, groupByMonth, lastDayOf, levelFromParam } from './event';
import type { SchoolEvent } from './event';
import {
  eventFormSchema,
  eventSaveError,
  emptyEventForm,
  toEventForm,
  toEventRow,
} from './manage-events';

const event = (values: Partial<SchoolEvent> = {}): SchoolEvent => ({
  id: 1,
  title_fr: 'Réunion des parents',
  title_ar: null,
  title_en: 'Parents’ meeting',
  description_fr: 'Bulletins',
  description_ar: null,
  description_en: 'Reports',
  place_fr: 'Grande salle',
  place_ar: null,
  place_en: 'Main hall',
  starts_at: '2031-03-11T09:00:00+00:00',
  ends_at: '2031-03-11T11:00:00+00:00',
  all_day: false,
  levels: ['primary'],
  updated_at: '2031-02-01T00:00:00+00:00',
  ...values,
});

describe('an event on a public page', () => {
  it('speaks the page’s language, or French marked as such', () => {
    expect(eventTexts(event(), 'en')).toEqual({
      title: 'Parents’ meeting',
      description: 'Reports',
      place: 'Main hall',
    });
    expect(eventTexts(event(), 'ar')).toEqual({
      title: 'Réunion des parents',
      description: 'Bulletins',
      place: 'Grande salle',
      lang: 'fr',
    });
    expect(eventTexts(event(), 'fr').lang).toBeUndefined();
  });

  it('is filtered by level, the whole school’s under every level; unknown levels filter nothing', () => {
    const events = [
      event({ id: 1 }),
      event({ id: 2, levels: ['everyone'] }),
      event({ id: 3, levels: ['high'] }),
    ];
    expect(eventsForLevel(events, 'primary').map((e) => e.id)).toEqual([1, 2]);
    expect(eventsForLevel(events, null).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(levelFromParam('university')).toBeNull();
    expect(levelFromParam('high')).toBe('high');
  });

  it('is grouped by the month of its start; a whole day ends the day before its stored end', () => {
    const groups = groupByMonth([
      event({ id: 1 }),
      event({ id: 2, starts_at: '2031-03-30T00:00:00Z' }),
      event({ id: 3, starts_at: '2031-04-02T00:00:00Z' }),
    ]);
    expect(groups.map((g) => [g.month, g.events.map((e) => e.id)])).toEqual([
      ['2031-03', [1, 2]],
      ['2031-04', [3]],
    ]);
    expect(lastDayOf({ ends_at: '2031-03-27T00:00:00Z', all_day: true })).toBe('2031-03-26');
    expect(lastDayOf({ ends_at: '2031-03-27T10:00:00Z', all_day: false })).toBe('2031-03-27');
  });
});

describe('the event form', () => {
  const filled = {
    ...emptyEventForm,
    title_fr: 'Examens',
    starts: '2031-06-02',
    ends: '2031-06-04',
  };

  it('stores whole days from midnight to midnight after the last day, in Bamako time', () => {
    const row = toEventRow(eventFormSchema.parse({ ...filled, all_day: true }));
    expect(row.starts_at).toBe('2031-06-02T00:00:00.000Z');
    expect(row.ends_at).toBe('2031-06-05T00:00:00.000Z');
    const timed = toEventRow(
      eventFormSchema.parse({ ...filled, starts: '2031-06-02T09:00', ends: '2031-06-02T10:30' }),
    );
    expect(timed.ends_at).toBe('2031-06-02T10:30:00.000Z');
    expect(timed.title_ar).toBeNull();
  });

  it('says an end before the start on the end field, and a translation without its title', () => {
    const reversed = eventFormSchema.safeParse({
      ...filled,
      starts: '2031-06-02T09:00',
      ends: '2031-06-02T09:00',
    });
    expect(reversed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ends', 'validation.event.endBeforeStart'],
    ]);
    // One whole day ends the day it starts.
    expect(
      eventFormSchema.safeParse({ ...filled, all_day: true, ends: '2031-06-02' }).success,
    ).toBe(true);
    expect(
      eventFormSchema.safeParse({ ...filled, all_day: true, ends: '2031-06-01' }).error?.issues[0]
        ?.message,
    ).toBe('validation.event.endBeforeStart');
    const orphan = eventFormSchema.safeParse({ ...filled, all_day: true, place_ar: 'القاعة' });
    expect(orphan.error?.issues[0]?.path).toEqual(['title_ar']);
    const none = eventFormSchema.safeParse({ ...filled, all_day: true, levels: [] });
    expect(none.error?.issues[0]?.message).toBe('validation.event.levelRequired');
  });

  it('reads the database’s refusal back onto its field', () => {
    expect(
      eventSaveError({
        code: '23514',
        message: 'violates check constraint "events_end_after_start"',
      }),
    ).toEqual({ field: 'ends', message: 'validation.event.endBeforeStart' });
    expect(eventSaveError({ code: '42501', message: 'permission denied' })).toBeNull();
  });

  it('gives back the values an event was saved from', () => {
    const values = { ...filled, all_day: true, levels: ['primary', 'high'] as const };
    const row = toEventRow(eventFormSchema.parse(values));
    const form = toEventForm({
      ...event(),
      ...row,
      levels: [...row.levels],
      id: 4,
      published: true,
      created_at: row.starts_at,
      updated_at: row.starts_at,
    });
    expect(form).toMatchObject({
      starts: '2031-06-02',
      ends: '2031-06-04',
      all_day: true,
      levels: ['primary', 'high'],
    });
  });
});
