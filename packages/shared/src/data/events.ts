// The school calendar's reads: the calendar page's coming events and the home page's next ones.
// Not a shared module, like data/articles: the blog-news and home remotes each bundle it (it holds
// no state: the keys, the client and the page's query layer come from the main entry), so pages
// without events do not download it.
export {
  COMING_EVENTS_LIMIT,
  NEXT_EVENTS_LIMIT,
  comingEventsQueryOptions,
  fetchComingEvents,
  nextEventsQueryOptions,
  useComingEvents,
  useNextEvents,
} from './events/get-events';
export {
  EVENT_LEVELS,
  EVERYONE,
  levelNames,
  eventTexts,
  eventsForLevel,
  groupByMonth,
  isEventLevel,
  isForEveryone,
  lastDayOf,
  levelFromParam,
  monthOf,
} from './events/event';
export type { EventLevel, SchoolEvent } from './events/event';
