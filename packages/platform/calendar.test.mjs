import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarText,
  escapeText,
  eventConcerns,
  foldLine,
  isCalendarFilePath,
} from './calendar.mjs';
import { calendarEventPath, calendarFeedPath } from './calendar-paths.mjs';

const octets = (/** @type {string} */ text) => new TextEncoder().encode(text).length;
/** Undoes RFC 5545 folding: a CR LF followed by one space or tab joins the lines. */
const unfold = (/** @type {string} */ text) => text.replace(/\r\n[ \t]/g, '');

const meeting = {
  id: 12,
  title: 'Réunion des parents, 1er trimestre; salle A\\B',
  description: 'Ordre du jour :\n- bulletins\n- sorties',
  place: 'Grande salle',
  startsAt: '2031-03-11T09:00:00.000Z',
  endsAt: '2031-03-11T11:30:00.000Z',
  allDay: false,
  updatedAt: '2031-02-01T08:15:30.123Z',
  createdAt: '2031-01-20T10:00:00.000Z',
  url: 'https://ecole.example/calendar#event-12',
  categories: ['Primaire', 'Collège'],
};
const holiday = {
  id: 13,
  title: 'عطلة عيد الفطر '.repeat(6).trim(),
  startsAt: '2031-03-24T00:00:00.000Z',
  endsAt: '2031-03-27T00:00:00.000Z',
  allDay: true,
  updatedAt: '2031-02-02T00:00:00.000Z',
};

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    const long = foldLine('y'.repeat(300));
    for (const line of long.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(long)).toBe('y'.repeat(300));
  });

  it('counts octets, not characters, and never cuts a character in two', () => {
    const arabic = `SUMMARY;LANGUAGE=ar:${'اجتماع أولياء الأمور '.repeat(8)}`;
    const folded = foldLine(arabic);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // Each physical line decodes on its own: no replacement character.
      expect(new TextDecoder().decode(new TextEncoder().encode(line))).toBe(line);
    }
    expect(unfold(folded)).toBe(arabic);
    // An emoji (4 octets, two UTF-16 units) stays whole.
    const emoji = foldLine(`${'a'.repeat(73)}🎓b`);
    expect(emoji).toBe(`${'a'.repeat(73)}\r\n 🎓b`);
  });
});

describe('the calendar addresses', () => {
  it('are per language and per level, and one per event', () => {
    expect(calendarFeedPath('fr')).toBe('/calendar.ics');
    expect(calendarFeedPath('ar')).toBe('/ar/calendar.ics');
    expect(calendarFeedPath('en', 'primary')).toBe('/en/calendar/primary.ics');
    expect(calendarEventPath(12, 'fr')).toBe('/calendar/event-12.ics');
    for (const path of ['/calendar.ics', '/ar/calendar/high.ics', '/en/calendar/event-3.ics']) {
      expect(isCalendarFilePath(path)).toBe(true);
    }
    for (const path of ['/calendar', '/calendar/x/y.ics', '/de/calendar.ics', '/news.ics']) {
      expect(isCalendarFilePath(path)).toBe(false);
    }
  });

  it('shows an event for everyone under every level, a level’s only under its own', () => {
    expect(eventConcerns(['everyone'], 'high')).toBe(true);
    expect(eventConcerns(['primary'], 'primary')).toBe(true);
    expect(eventConcerns(['primary'], 'high')).toBe(false);
    expect(eventConcerns(['primary'], null)).toBe(true);
  });
});

describe('calendarText', () => {
  const text = calendarText({
    name: 'Calendrier, école',
    lang: 'fr',
    domain: 'ecole.example',
    url: 'https://ecole.example/calendar',
    events: [meeting, { ...holiday, lang: 'ar' }],
  });

  it('is CR LF lines of at most 75 octets, the same bytes for the same events', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(
      calendarText({
        name: 'Calendrier, école',
        lang: 'fr',
        domain: 'ecole.example',
        url: 'https://ecole.example/calendar',
        events: [meeting, { ...holiday, lang: 'ar' }],
      }),
    ).toBe(text);
  });

  it('reads back through ical.js as the events it was given', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    // ical.js keeps properties it has no type for (NAME, X-WR-CALNAME) as written: escaped TEXT.
    expect(calendar.getFirstPropertyValue('name')).toBe('Calendrier\\, école');
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Africa/Bamako');
    ICAL.TimezoneService.register(/** @type {ICAL.Component} */ (zone));
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(2);
    const [first, second] = /** @type {[ICAL.Event, ICAL.Event]} */ (events);
    expect(first.uid).toBe('event-12@ecole.example');
    expect(first.summary).toBe(meeting.title);
    expect(first.description).toBe(meeting.description);
    expect(first.location).toBe('Grande salle');
    expect(first.startDate.toJSDate().toISOString()).toBe(meeting.startsAt);
    expect(first.endDate.toJSDate().toISOString()).toBe(meeting.endsAt);
    expect(first.startDate.zone?.tzid).toBe('Africa/Bamako');
    expect(first.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2031-02-01T08:15:30Z',
    );
    expect(first.component.getFirstProperty('categories')?.getValues()).toEqual([
      'Primaire',
      'Collège',
    ]);
    // A whole-day event: dates, the end the day after its last day.
    expect(second.uid).toBe('event-13@ecole.example');
    expect(second.summary).toBe(holiday.title);
    expect(second.startDate.isDate).toBe(true);
    expect(second.startDate.toString()).toBe('2031-03-24');
    expect(second.endDate.toString()).toBe('2031-03-27');
    expect(second.component.getFirstProperty('summary')?.getParameter('language')).toBe('ar');
  });

  it('writes the escapes on the wire', () => {
    const unfolded = unfold(text);
    expect(unfolded).toContain(
      'SUMMARY;LANGUAGE=fr:Réunion des parents\\, 1er trimestre\\; salle A\\\\B\r\n',
    );
    expect(unfolded).toContain('DESCRIPTION;LANGUAGE=fr:Ordre du jour :\\n- bulletins\\n- sorties');
    expect(unfolded).toContain('DTSTART;TZID=Africa/Bamako:20310311T090000\r\n');
    expect(unfolded).toContain('DTEND;VALUE=DATE:20310327\r\n');
  });
});
