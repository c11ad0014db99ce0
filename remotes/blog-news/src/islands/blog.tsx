import { withCatalog } from '@school/shared';
import { BlogListing } from '../features/blog/components/blog-page';
import { loadCatalog } from '../i18n/catalogs';

/** The blog list as an island: what `<Island module="blog_news/islands/blog">` wraps. */
export default withCatalog(loadCatalog, BlogListing);
