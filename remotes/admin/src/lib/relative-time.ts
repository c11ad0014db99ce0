const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The largest unit that fits a time difference, for Intl.RelativeTimeFormat ("il y a 3 heures"). */
export function relativeParts(
  date: Date,
  now: Date = new Date(),
): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const absolute = Math.abs(seconds);
  for (const [unit, size] of units) {
    if (absolute >= size || unit === 'second') {
      return { value: Math.round(seconds / size), unit };
    }
  }
  return { value: 0, unit: 'second' };
}
