import { calendarEventPath, useLocale } from '@school/shared';
import { eventTexts, lastDayOf, levelNames, type SchoolEvent } from '@school/shared/data/events';
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
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Badge = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: normal;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * When an event happens, in words of the page's language, in Bamako's time (the intl's zone).
 * Built from single dates and times, not formatDateTimeRange, whose text differs between the
 * server's ICU and the browser's (a hydration mismatch, React #418).
 */
export function eventWhen(intl: IntlShape, event: SchoolEvent, allDay: string): string {
  const start = new Date(event.starts_at);
  const day = { weekday: 'long', day: 'numeric', month: 'long' } as const;
  const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  if (event.all_day) {
    const last = new Date(`${lastDayOf(event)}T00:00:00Z`);
    if (last.getTime() === start.getTime()) return `${intl.formatDate(start, day)} · ${allDay}`;
    return `${intl.formatDate(start, day)} – ${intl.formatDate(last, day)}`;
  }
  const end = new Date(event.ends_at);
  const sameDay = start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10);
  return sameDay
    ? `${intl.formatDate(start, day)} · ${intl.formatTime(start, time)} – ${intl.formatTime(end, time)}`
    : `${intl.formatDate(start, day)} ${intl.formatTime(start, time)} – ${intl.formatDate(end, day)} ${intl.formatTime(end, time)}`;
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
        <time dateTime={event.starts_at}>
          {eventWhen(intl, event, intl.formatMessage(m.allDay))}
        </time>
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
