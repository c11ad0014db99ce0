import { ButtonLink, Grid, Section, SectionHeader } from '@school/design-system';
import { Card, EmptyState } from '@school/design-system/display';
import { calendarEventPath, useLinks, useLocale } from '@school/shared';
import {
  eventTexts,
  lastDayOf,
  levelNames,
  useNextEvents,
  type SchoolEvent,
} from '@school/shared/data/events';
import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { eventsMessages as m } from '../section-messages';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

/**
 * When an event happens, in words of the page's language, in Bamako's time (the intl's zone).
 * Built from single dates and times, not formatDateTimeRange, whose text differs between the
 * server's ICU and the browser's (a hydration mismatch, React #418).
 */
function eventWhen(intl: IntlShape, event: SchoolEvent, allDay: string): string {
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

/** Its title's id: fixed, an island's own root would give `useId` another id than the server's. */
const titleId = 'home-next-events-title';

/**
 * The next three events of the calendar, each with its .ics file, and a link to the calendar. On
 * the home page, a page of islands, it is hydrated alone (`./islands/next-events`) only when the
 * site's data changed (or at an intent inside it): it then reads the events again.
 */
export function NextEventsSection() {
  const intl = useIntl();
  const links = useLinks();
  const locale = useLocale();
  const events = useNextEvents();
  useEffect(() => {
    if (events.error) console.error('Next events could not be loaded:', events.error);
  }, [events.error]);
  const items = events.data ?? [];
  const t = intl.formatMessage;
  return (
    <Section tone="alt" aria-labelledby={titleId} data-section="next-events">
      <SectionHeader titleId={titleId} eyebrow={t(m.eyebrow)} title={t(m.title)} lead={t(m.lead)} />
      {items.length === 0 ? (
        <EmptyState title={t(m.empty)} />
      ) : (
        <Grid as="ul" role="list" columns={{ base: 1, md: 3 }} data-list="next-events">
          {items.map((event) => {
            const texts = eventTexts(event, locale);
            return (
              <li key={event.id} style={{ listStyle: 'none' }}>
                <Card style={{ height: '100%' }} data-event={event.id}>
                  <Body>
                    <p>
                      <time dateTime={event.starts_at}>{eventWhen(intl, event, t(m.allDay))}</time>
                    </p>
                    <h3 lang={texts.lang}>{texts.title}</h3>
                    {texts.lang ? <p>{t(m.inFrench)}</p> : null}
                    {texts.place ? <p lang={texts.lang}>{texts.place}</p> : null}
                    <p>
                      {event.levels
                        .map(
                          (level) =>
                            levelNames[level as keyof typeof levelNames]?.[locale] ?? level,
                        )
                        .join(', ')}
                    </p>
                    <a
                      href={calendarEventPath(event.id, locale)}
                      type="text/calendar"
                      aria-label={t(m.addLabel, { title: texts.title })}
                    >
                      {t(m.add)}
                    </a>
                  </Body>
                </Card>
              </li>
            );
          })}
        </Grid>
      )}
      <div style={{ display: 'flex', justifyContent: 'center', marginBlockStart: '2rem' }}>
        <ButtonLink as={Link} to={links.page('/calendar')}>
          {t(m.all)}
        </ButtonLink>
      </div>
    </Section>
  );
}
