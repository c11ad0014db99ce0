import type { Locale } from '../../stores/locale-store';
import type { OpeningHoursSlot } from './setting-rules';

/** The school's hours in the spec (and the seed): Mon–Thu 7:30–16:30, Fri 7:30–12:00, Sat 8:00–12:00. */
export const defaultOpeningHours: readonly OpeningHoursSlot[] = [
  { days: [1, 2, 3, 4], open: '07:30', close: '16:30' },
  { days: [5], open: '07:30', close: '12:00' },
  { days: [6], open: '08:00', close: '12:00' },
];

/** 1 January 2024 was a Monday: ISO weekday d is 2024-01-0d. */
const dayDate = (day: number) => Date.UTC(2024, 0, day);

// Western digits in every language, as in Bamako (and as the phone numbers are written); said
// explicitly so that the server (Node) and the browser draw the same text.
const numbering = { numberingSystem: 'latn', timeZone: 'UTC' } as const;

/**
 * One formatter per language and kind, made on first use: making an `Intl` formatter costs far
 * more than using one (the hours are drawn in the header, the footer and the contact page of
 * every page; made at each call, they were the prerenderer's costliest function, ~25 % of its
 * time, and they add to hydration in the browser).
 */
const formatters = new Map<string, unknown>();

function cached<T>(key: string, make: () => T): T {
  if (!formatters.has(key)) formatters.set(key, make());
  return formatters.get(key) as T;
}

const weekdayFormat = (locale: Locale, width: 'long' | 'short') =>
  cached(
    `weekday ${width} ${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: width, ...numbering }),
  );

const timeFormat = (locale: Locale) =>
  cached(
    `time ${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h23',
        ...numbering,
      }),
  );

const listFormat = (locale: Locale) =>
  cached(`list ${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' }));

/** A weekday's name in a language ('long': lundi, 'short': lun.). */
export function weekdayName(day: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return weekdayFormat(locale, width).format(dayDate(day));
}

/** A time of day `HH:MM` in a language, 24-hour clock. */
export function formatTimeOfDay(time: string, locale: Locale): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return timeFormat(locale).format(Date.UTC(2024, 0, 1, hour, minute));
}

/**
 * Days as people say them: a run of three days or more as a range ('lundi – jeudi'), shorter
 * runs day by day, all joined as a list ('lundi – mercredi et vendredi').
 */
export function formatDays(
  days: readonly number[],
  locale: Locale,
  width: 'long' | 'short' = 'long',
): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = weekdayFormat(locale, width);
  // The range is joined here rather than by `formatRange`, whose spacing (thin or plain spaces)
  // changes between ICU versions: the server's Node and the visitor's browser must agree.
  const parts = runs.flatMap((run) =>
    run.length >= 3
      ? [`${name.format(dayDate(run[0]!))} – ${name.format(dayDate(run.at(-1)!))}`]
      : run.map((day) => name.format(dayDate(day))),
  );
  return listFormat(locale).format(parts);
}

// What separates the days from the times: French puts a space before the colon.
const separators: Record<Locale, string> = { fr: ' : ', ar: ': ', en: ': ' };

export interface OpeningHoursLine {
  /** 'Lundi – jeudi' */
  days: string;
  /** '7:30 – 16:30' */
  time: string;
  /** 'Lundi – jeudi : 7:30 – 16:30' */
  text: string;
}

/**
 * The opening hours in a language, one line per slot in the order of the week: the one rendering
 * of the hours on every page (the header's bar, the footer, the contact page), so they read the
 * same everywhere on a page.
 */
export function openingHoursLines(
  slots: readonly OpeningHoursSlot[],
  locale: Locale,
  { weekday = 'long' }: { weekday?: 'long' | 'short' } = {},
): OpeningHoursLine[] {
  return [...slots]
    .filter((slot) => slot.days.length > 0)
    .sort((a, b) => Math.min(...a.days) - Math.min(...b.days))
    .map((slot) => {
      const named = formatDays(slot.days, locale, weekday);
      const days = named.charAt(0).toLocaleUpperCase(locale) + named.slice(1);
      const time = `${formatTimeOfDay(slot.open, locale)} – ${formatTimeOfDay(slot.close, locale)}`;
      return { days, time, text: `${days}${separators[locale]}${time}` };
    });
}
