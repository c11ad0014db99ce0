import { useIntl } from 'react-intl';
import { relativeParts } from '../lib/relative-time';

/** "il y a 5 minutes" / "منذ 5 دقائق", with the exact date and time on hover and for machines. */
export function RelativeTime({ value, now }: { value: string; now?: Date }) {
  const intl = useIntl();
  const date = new Date(value);
  const { value: amount, unit } = relativeParts(date, now);
  return (
    <time
      dateTime={date.toISOString()}
      title={intl.formatDate(date, { dateStyle: 'full', timeStyle: 'short' })}
    >
      {intl.formatRelativeTime(amount, unit, { numeric: 'auto' })}
    </time>
  );
}
