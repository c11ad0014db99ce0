import { useLocale } from '@school/shared';
import {
  calendarEventPath,
  eventTexts,
  lastDayOf,
  levelNames,
  type SchoolEvent,
} from '@school/shared/data/public';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { calendarMessages as m } from '../messages';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  &:target {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const When = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Add = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Badge = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: normal;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** When an event happens, in words of the page's language (Bamako time: the intl's zone). */
export function eventWhen(intl: IntlShape, event: SchoolEvent): string {
  const start = new Date(event.starts_at);
  const day = { weekday: 'long', day: 'numeric', month: 'long' } as const;
  if (event.all_day) {
    const last = new Date(`${lastDayOf(event)}T00:00:00Z`);
    const oneDay = last.getTime() === start.getTime();
    return oneDay
      ? `${intl.formatDate(start, day)} · ${intl.formatMessage(m.allDay)}`
      : intl.formatDateTimeRange(start, last, { day: 'numeric', month: 'long' });
  }
  const end = new Date(event.ends_at);
  return intl.formatDateTimeRange(start, end, { ...day, hour: '2-digit', minute: '2-digit' });
}

/** One event: when, what, where, for whom, and its own .ics file. */
export function EventItem({
  event,
  headingLevel = 3,
}: {
  event: SchoolEvent;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const texts = eventTexts(event, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const levels = event.levels
    .map((level) => levelNames[level as keyof typeof levelNames]?.[locale] ?? level)
    .join(', ');
  return (
    <Card id={`event-${event.id}`} data-event={event.id}>
      <When>
        <time dateTime={event.starts_at}>{eventWhen(intl, event)}</time>
      </When>
      <Heading lang={texts.lang}>
        {texts.title}
        {texts.lang ? <Badge lang={locale}>{intl.formatMessage(m.inFrench)}</Badge> : null}
      </Heading>
      {texts.place ? (
        <Meta>
          {intl.formatMessage(m.placeLabel)} <span lang={texts.lang}>{texts.place}</span>
        </Meta>
      ) : null}
      <Meta>{intl.formatMessage(m.forLevels, { levels })}</Meta>
      {texts.description ? (
        <p lang={texts.lang} style={{ whiteSpace: 'pre-line' }}>
          {texts.description}
        </p>
      ) : null}
      <Add
        href={calendarEventPath(event.id, locale)}
        type="text/calendar"
        aria-label={intl.formatMessage(m.addToCalendar, { title: texts.title })}
      >
        {intl.formatMessage(m.add)}
      </Add>
    </Card>
  );
}
