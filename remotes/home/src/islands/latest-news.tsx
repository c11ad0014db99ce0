import { withCatalog } from '@school/shared';
import { LatestNewsSection } from '../features/home/components/later-sections';
import { loadCatalog } from '../i18n/catalogs';

/** The latest news as an island: what `<Island module="home/islands/latest-news">` wraps. */
export default withCatalog(loadCatalog, LatestNewsSection);
