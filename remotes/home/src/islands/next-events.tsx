import { withCatalog } from '@school/shared';
import { NextEventsSection } from '../features/home/components/later-sections';
import { loadCatalog } from '../i18n/catalogs';

/** The next events as an island: what `<Island module="home/islands/next-events">` wraps. */
export default withCatalog(loadCatalog, NextEventsSection);
