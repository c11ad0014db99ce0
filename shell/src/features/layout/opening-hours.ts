import { useIntl, type MessageDescriptor } from 'react-intl';
import { m } from '../../i18n/messages';

type Time = readonly [hour: number, minute: number];

/** The school's opening hours (seed): Monday–Thursday 7:30–16:30, Friday 7:30–12:00, Saturday 8:00–12:00. */
export const openingHours: readonly { days: MessageDescriptor; from: Time; to: Time }[] = [
  { days: m.hoursMondayToThursday, from: [7, 30], to: [16, 30] },
  { days: m.hoursFriday, from: [7, 30], to: [12, 0] },
  { days: m.hoursSaturday, from: [8, 0], to: [12, 0] },
];

/** Formats a time of day in the page's language (24-hour clock, as in Bamako). */
export function useFormatTime(): (time: Time) => string {
  const intl = useIntl();
  return ([hour, minute]) =>
    intl.formatTime(Date.UTC(2024, 0, 1, hour, minute), {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
}
