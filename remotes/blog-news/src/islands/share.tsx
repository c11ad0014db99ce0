import { withCatalog } from '@school/shared';
import { ArticleShare } from '../features/article/components/article-share';
import { loadCatalog } from '../i18n/catalogs';

/** An article's share row as an island: what `<Island module="blog_news/islands/share">` wraps. */
export default withCatalog(loadCatalog, ArticleShare);
