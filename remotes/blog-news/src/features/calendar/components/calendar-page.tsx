import { Section } from '@school/design-system';
import { EmptyState, PageHero, Skeleton } from '@school/design-system/display';
import { calendarFeedPath, Island, useLinks, useLocale, withCatalog } from '@school/shared';
import {
  EVENT_LEVELS,
  levelNames,
  eventsForLevel,
  eventTexts,
  groupByMonth,
  useComingEvents,
  type EventLevel,
  type SchoolEvent,
} from '@school/shared/data/events';
import { absoluteUrl, breadcrumbJsonLd, PageHead, type JsonLd } from '@school/shared/seo';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useLoggedError } from '../../../components/use-logged-error';
import { loadCatalog } from '../../../i18n/catalogs';
import { useCalendarLevel } from '../hooks/use-calendar-level';
import { calendarMessages as m } from '../messages';
import { EventItem } from './event-item';
import { MonthGrid } from './month-grid';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Subscribe = styled.p`
  text-align: center;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A month: its list (phone first), with its table beside it on a wide screen. */
const Month = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-block-end: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0;
    grid-column: 1 / -1;
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/** An event as schema.org's Event, for search engines (in the page's language or French). */
function eventJsonLd(event: SchoolEvent, locale: 'fr' | 'ar' | 'en', page: string): JsonLd {
  const texts = eventTexts(event, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: texts.title,
    ...(texts.description ? { description: texts.description } : {}),
    inLanguage: texts.lang ?? locale,
    startDate: event.all_day ? event.starts_at.slice(0, 10) : event.starts_at,
    endDate: event.all_day
      ? new Date(Date.parse(event.ends_at) - 1).toISOString().slice(0, 10)
      : event.ends_at,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: texts.place ?? 'Complexe Scolaire Islamique de Bamako',
      address: 'Bamako, Mali',
    },
    organizer: {
      '@type': 'EducationalOrganization',
      name: 'Complexe Scolaire Islamique de Bamako',
    },
    url: `${page}#event-${event.id}`,
  };
}

function LevelChips({ current }: { current: EventLevel | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const chips: { id: EventLevel | null; label: string }[] = [
    { id: null, label: intl.formatMessage(m.allLevels) },
    ...EVENT_LEVELS.map((level) => ({ id: level, label: levelNames[level][locale] })),
  ];
  return (
    <nav aria-label={intl.formatMessage(m.levels)}>
      <Chips>
        {chips.map((chip) => (
          <li key={chip.id ?? 'all'}>
            <Chip
              to={chip.id ? `${pathname}?level=${chip.id}` : pathname}
              aria-current={chip.id === current ? 'page' : undefined}
              preventScrollReset
            >
              {chip.label}
            </Chip>
          </li>
        ))}
      </Chips>
    </nav>
  );
}

/**
 * The calendar's list, its interactive part: the level filter kept in the address
 * (`?level=primary`), the feed to subscribe to (the language's, or the level's) and the coming
 * events grouped by month (a list on a phone, the month's table beside it on a wide screen), each
 * with its own .ics file. On a page of islands it is hydrated alone, from `./islands/calendar`
 * (its ids are its own: no `useId`, which would differ in a root of its own).
 */
export function CalendarListing() {
  const intl = useIntl();
  const locale = useLocale();
  const level = useCalendarLevel();
  const events = useComingEvents();
  useLoggedError(events.error, 'Calendar');
  const t = intl.formatMessage;
  const shown = eventsForLevel(events.data ?? [], level);
  const feed = calendarFeedPath(locale, level ?? undefined);
  return (
    <>
      <LevelChips current={level} />
      <Subscribe>
        <a href={feed} type="text/calendar" data-feed>
          {level ? t(m.subscribeLevel, { level: levelNames[level][locale] }) : t(m.subscribe)}
        </a>
        <small>{t(m.subscribeHint)}</small>
      </Subscribe>
      {events.isPending ? (
        <div role="status">
          <p style={{ textAlign: 'center' }}>{t(m.loading)}</p>
          <Skeleton style={{ display: 'block', height: '24rem' }} />
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title={level ? t(m.emptyLevel) : t(m.empty)} />
      ) : (
        groupByMonth(shown).map(({ month, events: ofMonth }) => (
          <Month key={month} aria-labelledby={`calendar-month-${month}`} data-month={month}>
            <h2 id={`calendar-month-${month}`}>
              {intl.formatDate(new Date(`${month}-01T00:00:00Z`), {
                month: 'long',
                year: 'numeric',
              })}
            </h2>
            <ol>
              {ofMonth.map((event) => (
                <li key={event.id}>
                  <EventItem event={event} />
                </li>
              ))}
            </ol>
            <MonthGrid month={month} events={ofMonth} />
          </Month>
        ))
      )}
    </>
  );
}

/**
 * The school calendar: its head (title, the events as structured data) and its list
 * (CalendarListing), an island of its own.
 */
export function CalendarContent() {
  const intl = useIntl();
  const locale = useLocale();
  const links = useLinks();
  const events = useComingEvents();
  const t = intl.formatMessage;
  const page = absoluteUrl(links.page('/calendar'));
  return (
    <div data-remote="blog-news" data-page="calendar">
      <PageHead
        title={t(m.metaTitle)}
        description={t(m.metaDescription)}
        kind="default"
        jsonLd={[
          breadcrumbJsonLd([
            { name: t(m.home), url: absoluteUrl(links.home()) },
            { name: t(m.title), url: page },
          ]),
          ...(events.data ?? []).map((event) => eventJsonLd(event, locale, page)),
        ]}
      />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />
      <Section>
        <Island module="blog_news/islands/calendar" followsData>
          <CalendarListing />
        </Island>
      </Section>
    </div>
  );
}

export default withCatalog(loadCatalog, CalendarContent);
