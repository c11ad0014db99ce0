import type { SchoolEvent } from '@school/shared/data/events';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { calendarMessages as m } from '../messages';

/** Shown beside the list on wide screens only: a phone reads the list. */
const Table = styled.table`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: table;
  }
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding-block-end: ${({ theme }) => theme.space.xs};
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    padding-block: ${({ theme }) => theme.space.xxs};
  }
  td {
    height: 2.75rem;
    text-align: center;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 2.75rem;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
`;

const DAY = 86_400_000;

/**
 * A month as a table of weeks (Monday first, as in Mali), each day with events a link to the
 * first of them in the list. Days are counted in Bamako's time, which is UTC.
 */
export function MonthGrid({ month, events }: { month: string; events: readonly SchoolEvent[] }) {
  const intl = useIntl();
  const first = new Date(`${month}-01T00:00:00Z`);
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  const days = Math.round((next.getTime() - first.getTime()) / DAY);
  // Monday = 0.
  const offset = (first.getUTCDay() + 6) % 7;
  const byDay = new Map<number, SchoolEvent[]>();
  for (let day = 1; day <= days; day += 1) {
    const from = first.getTime() + (day - 1) * DAY;
    const on = events.filter(
      (event) => Date.parse(event.starts_at) < from + DAY && Date.parse(event.ends_at) > from,
    );
    if (on.length > 0) byDay.set(day, on);
  }
  const cells: (number | null)[] = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));
  return (
    <Table data-month-grid={month}>
      <caption>
        {intl.formatMessage(m.monthView)} —{' '}
        {intl.formatDate(first, { month: 'long', year: 'numeric' })}
      </caption>
      <thead>
        <tr>
          {weekdays.map((day) => (
            <th key={day.getTime()} scope="col" abbr={intl.formatDate(day, { weekday: 'long' })}>
              {intl.formatDate(day, { weekday: 'short' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => {
              const found = day === null ? undefined : byDay.get(day);
              return (
                <td key={d}>
                  {day === null ? null : found && found[0] ? (
                    <a
                      href={`#event-${found[0].id}`}
                      aria-label={intl.formatMessage(m.dayEvents, {
                        date: intl.formatDate(
                          new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day)),
                          { day: 'numeric', month: 'long' },
                        ),
                        count: found.length,
                      })}
                    >
                      {intl.formatNumber(day)}
                    </a>
                  ) : (
                    intl.formatNumber(day)
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
