// The school calendar's shared vocabulary and its iCalendar (RFC 5545) writer: the levels an
// event concerns, the addresses of the .ics files (the feeds a calendar application subscribes
// to, per language and per level, and one file per event for « add to my calendar »), and the
// text of those files. Plain JavaScript with no Node dependency: the prerenderer writes the files
// (scripts/lib/site-files.mjs), the static server and the cache tier recognise their addresses,
// and the calendar page links to them. The files' addresses are in calendar-paths.mjs: this module
// has no import, so the public pages' data entry can use its levels without a second copy of the
// address helpers the shell's entry already holds.

/** The levels of the school, in school order, and « everyone » (an event for the whole school). */
export const EVENT_LEVELS = /** @type {const} */ (['preschool', 'primary', 'middle', 'high']);
/** @typedef {(typeof EVENT_LEVELS)[number]} EventLevel */
export const EVERYONE = 'everyone';

/**
 * The words of each level and of « everyone », in every language (the admissions pages' names),
 * for the calendar page, its filter, the back office and the feeds' categories.
 * @type {Readonly<Record<EventLevel | 'everyone', Readonly<Record<import('./locales.mjs').Locale, string>>>>}
 */
export const levelNames = {
  preschool: { fr: 'Maternelle', ar: 'الروضة', en: 'Pre-school' },
  primary: { fr: 'Primaire', ar: 'الابتدائي', en: 'Primary' },
  middle: { fr: 'Collège', ar: 'المتوسط', en: 'Middle school' },
  high: { fr: 'Lycée', ar: 'الثانوي', en: 'High school' },
  everyone: { fr: 'Toute l’école', ar: 'جميع المراحل', en: 'Whole school' },
};

/** @param {unknown} value @returns {value is EventLevel} */
export function isEventLevel(value) {
  return EVENT_LEVELS.some((level) => level === value);
}

/**
 * Whether an event shows under a level filter: an event for everyone shows under each level.
 * @param {readonly string[]} levels the event's @param {EventLevel | null | undefined} filter
 */
export function eventConcerns(levels, filter) {
  return !filter || levels.includes(EVERYONE) || levels.includes(filter);
}

/** The school's time zone: Africa/Bamako is UTC all year (no daylight saving time). */
export const SCHOOL_TZID = 'Africa/Bamako';

/** What a calendar file's address looks like (a level's or an event's, known or not). */
export const CALENDAR_FILE_PATTERN = /^(\/(ar|en))?\/calendar(\.ics|\/[a-z0-9-]+\.ics)$/;

/** @param {string} pathname */
export function isCalendarFilePath(pathname) {
  return CALENDAR_FILE_PATTERN.test(pathname);
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * A TEXT value escaped as RFC 5545 §3.3.11 says: backslash, semicolon and comma are escaped with
 * a backslash, a line break is written `\n` (a CR LF or a lone CR counts as one).
 * @param {string} text
 */
export function escapeText(text) {
  return String(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * A content line folded as RFC 5545 §3.1 says: no line longer than 75 octets (CR LF excluded),
 * each continuation line starting with one space (which counts in its 75). The cut never falls
 * inside a character's UTF-8 bytes (nor between a surrogate pair's halves), so Arabic and accented
 * text survives readers that decode each physical line.
 * @param {string} line
 */
export function foldLine(line) {
  const lines = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** `20310311T090000Z`-style digits of an instant, in UTC (`Z`) or as Bamako's wall time. */
function dateTimeDigits(/** @type {string} */ iso) {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}
function dateDigits(/** @type {string} */ iso) {
  return dateTimeDigits(iso).slice(0, 8);
}

/**
 * @typedef {object} CalendarEvent
 * @property {number | string} id the database's id: the UID is made from it, so an event keeps
 *   its identity in a subscriber's calendar across edits
 * @property {string} title @property {string | null} [description] @property {string | null} [place]
 * @property {string} [lang] the language of its texts when not the calendar's (French shown for
 *   a missing translation): written as each text's LANGUAGE parameter
 * @property {string} startsAt @property {string} endsAt ISO instants; for a whole-day event,
 *   midnight of its first day and midnight after its last (exclusive, as DTEND is)
 * @property {boolean} allDay
 * @property {string} updatedAt its last change: DTSTAMP and LAST-MODIFIED
 * @property {string} [createdAt]
 * @property {string} [url] its page
 * @property {readonly string[]} [categories] words for its levels
 */

/**
 * A VCALENDAR of events (RFC 5545): VERSION, PRODID, the school's time zone as a VTIMEZONE
 * (Africa/Bamako, UTC+0 without DST), and one VEVENT per event with a stable UID, DTSTAMP,
 * DTSTART/DTEND (with TZID, or VALUE=DATE for whole days), the texts escaped, every line folded,
 * CR LF line ends. The same events give the same bytes: nothing depends on the time of writing.
 * @param {{ name: string; description?: string; lang: string; url?: string; domain: string;
 *   events: readonly CalendarEvent[] }} calendar `domain`: the right-hand side of every UID
 */
export function calendarText({ name, description, lang, url, domain, events }) {
  /** @type {string[]} */
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(domain)}//Calendrier scolaire//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME;LANGUAGE=${lang}:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    ...(description ? [`X-WR-CALDESC:${escapeText(description)}`] : []),
    `X-WR-TIMEZONE:${SCHOOL_TZID}`,
    ...(url ? [`URL:${url}`] : []),
    // Calendar applications that honour it check a subscribed feed hourly (RFC 7986).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    'BEGIN:VTIMEZONE',
    `TZID:${SCHOOL_TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0000',
    'TZNAME:GMT',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  for (const event of events) {
    const language = `;LANGUAGE=${event.lang ?? lang}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event.id}@${domain}`,
      `DTSTAMP:${dateTimeDigits(event.updatedAt)}Z`,
      ...(event.createdAt ? [`CREATED:${dateTimeDigits(event.createdAt)}Z`] : []),
      `LAST-MODIFIED:${dateTimeDigits(event.updatedAt)}Z`,
      ...(event.allDay
        ? [
            `DTSTART;VALUE=DATE:${dateDigits(event.startsAt)}`,
            `DTEND;VALUE=DATE:${dateDigits(event.endsAt)}`,
            'TRANSP:TRANSPARENT',
          ]
        : [
            // Bamako's wall time is UTC's, so the digits are the instant's.
            `DTSTART;TZID=${SCHOOL_TZID}:${dateTimeDigits(event.startsAt)}`,
            `DTEND;TZID=${SCHOOL_TZID}:${dateTimeDigits(event.endsAt)}`,
          ]),
      `SUMMARY${language}:${escapeText(event.title)}`,
      ...(event.description ? [`DESCRIPTION${language}:${escapeText(event.description)}`] : []),
      ...(event.place ? [`LOCATION${language}:${escapeText(event.place)}`] : []),
      ...(event.categories && event.categories.length > 0
        ? [`CATEGORIES${language}:${event.categories.map(escapeText).join(',')}`]
        : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
