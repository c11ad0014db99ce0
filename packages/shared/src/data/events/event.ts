import { EVERYONE, eventConcerns, isEventLevel, type EventLevel } from '@school/platform/calendar';
import type { Locale } from '../../stores/locale-store';

// An event of the school calendar (public.events) as the public pages show it: kept small and
// free of dependencies (the calendar and the home page read it).

export {
  EVENT_LEVELS,
  EVERYONE,
  eventConcerns,
  isEventLevel,
  levelNames,
} from '@school/platform/calendar';
export type { EventLevel } from '@school/platform/calendar';

export interface SchoolEvent {
  id: number;
  title_fr: string;
  title_ar: string | null;
  title_en: string | null;
  description_fr: string | null;
  description_ar: string | null;
  description_en: string | null;
  place_fr: string | null;
  place_ar: string | null;
  place_en: string | null;
  starts_at: string;
  ends_at: string;
  all_day: boolean;
  levels: string[];
  updated_at: string;
}

/** The columns a public page reads (one literal: supabase-js types the rows from it). */
export const EVENT_COLUMNS =
  'id, title_fr, title_ar, title_en, description_fr, description_ar, description_en, place_fr, place_ar, place_en, starts_at, ends_at, all_day, levels, updated_at';

/**
 * The event's texts in the page's language, or the French ones marked `lang: 'fr'` where it has
 * no version in that language (a version is its title: description and place go with it).
 */
export function eventTexts(
  event: SchoolEvent,
  locale: Locale,
): { title: string; description: string | null; place: string | null; lang?: 'fr' } {
  if (locale === 'ar' && event.title_ar)
    return { title: event.title_ar, description: event.description_ar, place: event.place_ar };
  if (locale === 'en' && event.title_en)
    return { title: event.title_en, description: event.description_en, place: event.place_en };
  const french = {
    title: event.title_fr,
    description: event.description_fr,
    place: event.place_fr,
  };
  return locale === 'fr' ? french : { ...french, lang: 'fr' };
}

/** The level an address asks for (`?level=primary`), or null for none or an unknown one. */
export function levelFromParam(value: string | null): EventLevel | null {
  return isEventLevel(value) ? value : null;
}

/** The events a level filter shows (an event for the whole school shows under every level). */
export function eventsForLevel<T extends Pick<SchoolEvent, 'levels'>>(
  events: readonly T[],
  level: EventLevel | null,
): T[] {
  return events.filter((event) => eventConcerns(event.levels, level));
}

/** Whether an event is for the whole school. */
export function isForEveryone(event: Pick<SchoolEvent, 'levels'>) {
  return event.levels.includes(EVERYONE);
}

/**
 * The month an event is listed under, `2031-03`, in Bamako's time (UTC all year): the month of
 * its start.
 */
export function monthOf(event: Pick<SchoolEvent, 'starts_at'>): string {
  return new Date(event.starts_at).toISOString().slice(0, 7);
}

/** Events grouped by the month of their start, in the order given (soonest first). */
export function groupByMonth<T extends Pick<SchoolEvent, 'starts_at'>>(
  events: readonly T[],
): { month: string; events: T[] }[] {
  const groups: { month: string; events: T[] }[] = [];
  for (const event of events) {
    const month = monthOf(event);
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.events.push(event);
    else groups.push({ month, events: [event] });
  }
  return groups;
}

/**
 * The last day a whole-day event covers (its stored end is midnight after it, exclusive), as
 * `YYYY-MM-DD`; for a timed event, the day it ends.
 */
export function lastDayOf(event: Pick<SchoolEvent, 'ends_at' | 'all_day'>): string {
  const end = Date.parse(event.ends_at) - (event.all_day ? 1 : 0);
  return new Date(end).toISOString().slice(0, 10);
}
