import { withCatalog } from '@school/shared';
import { NewsListing } from '../features/news/components/news-page';
import { loadCatalog } from '../i18n/catalogs';

/** The news list as an island: what `<Island module="blog_news/islands/news">` wraps. */
export default withCatalog(loadCatalog, NewsListing);
