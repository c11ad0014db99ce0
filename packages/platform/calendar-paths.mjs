// The addresses of the school calendar's .ics files: the feeds a calendar application subscribes
// to (per language, and per level) and one file per event for « add to my calendar ». Apart from
// calendar.mjs because they use the site's address helpers, which the pages get from the shell's
// entry of @school/shared.
import { localizedPath } from './paths.mjs';

/** @typedef {import('./calendar.mjs').EventLevel} EventLevel */

/**
 * The subscribable feed of a language, of every event or of one level's (with the events for
 * everyone): `/calendar.ics`, `/ar/calendar.ics`, `/en/calendar/primary.ics`.
 * @param {import('./locales.mjs').Locale} locale @param {EventLevel} [level]
 */
export function calendarFeedPath(locale, level) {
  return localizedPath(level ? `/calendar/${level}.ics` : '/calendar.ics', locale);
}

/**
 * One event's file, for « add to my calendar »: `/calendar/event-12.ics`, `/ar/calendar/event-12.ics`.
 * @param {number | string} id @param {import('./locales.mjs').Locale} locale
 */
export function calendarEventPath(id, locale) {
  return localizedPath(`/calendar/event-${encodeURIComponent(String(id))}.ics`, locale);
}
