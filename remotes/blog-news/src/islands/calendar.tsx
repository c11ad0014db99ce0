import { withCatalog } from '@school/shared';
import { CalendarListing } from '../features/calendar/components/calendar-page';
import { loadCatalog } from '../i18n/catalogs';

/** The calendar's list as an island: what `<Island module="blog_news/islands/calendar">` wraps. */
export default withCatalog(loadCatalog, CalendarListing);
