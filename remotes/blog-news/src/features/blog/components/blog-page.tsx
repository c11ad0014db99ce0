import { Grid, Section, VisuallyHidden } from '@school/design-system';
import { EmptyState, PageHero, Skeleton } from '@school/design-system/display';
import { Island, withCatalog } from '@school/shared';
import { useBlogPosts } from '@school/shared/data/articles';
import { useContentChanges } from '@school/shared/data/public';
import { useIntl } from 'react-intl';
import { ArticleCard } from '../../../components/article-card';
import { ListHead } from '../../../components/list-head';
import { LoadMore } from '../../../components/load-more';
import { useLoggedError } from '../../../components/use-logged-error';
import { loadCatalog } from '../../../i18n/catalogs';
import { useBlogCategory } from '../hooks/use-blog-category';
import { blogMessages as m } from '../messages';
import { CategoryChips } from './category-chips';

/** The list's title id: fixed, an island's own root would give `useId` another. */
const listId = 'blog-list-title';

/**
 * The blog list, its interactive part: the category filter kept in the address
 * (`?category=pedagogy`), the published posts, newest first, and the button that loads older
 * ones, live once the visitor uses it. On a page of islands it is hydrated alone, from
 * `./islands/blog`, at the first intent inside it, at once for an address with a query, or when
 * the page's data changed.
 */
export function BlogListing() {
  const intl = useIntl();
  const category = useBlogCategory();
  const posts = useBlogPosts(category);
  // Live once the visitor scrolls with the list in view (or the page goes live otherwise).
  const liveList = useContentChanges('blog');
  useLoggedError(posts.error, 'Blog posts');
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const t = intl.formatMessage;
  return (
    <div ref={liveList}>
      <CategoryChips current={category} />
      {posts.isPending ? (
        <div role="status">
          <p style={{ textAlign: 'center' }}>{t(m.loading)}</p>
          <Grid columns={{ base: 1, sm: 2, lg: 3 }}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} style={{ display: 'block', height: '22rem' }} />
            ))}
          </Grid>
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={t(m.empty)} />
      ) : (
        <>
          <Grid as="ul" role="list" columns={{ base: 1, sm: 2, lg: 3 }} data-list="blog">
            {items.map((item, index) => (
              <li key={item.id} style={{ listStyle: 'none' }}>
                {/* The first card opens the list at the top of the page: its image loads at once. */}
                <ArticleCard item={item} priority={index === 0} />
              </li>
            ))}
          </Grid>
          <LoadMore list={posts} />
        </>
      )}
    </div>
  );
}

/** The blog page: its head and hero, and its list (BlogListing), an island of its own. */
export function BlogContent() {
  const t = useIntl().formatMessage;
  return (
    <div data-remote="blog-news" data-page="blog">
      <ListHead
        type="blog"
        title={t(m.metaTitle)}
        description={t(m.metaDescription)}
        name={t(m.title)}
      />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />
      <Section aria-labelledby={listId} data-section="blog-list">
        <VisuallyHidden as="h2" id={listId}>
          {t(m.listTitle)}
        </VisuallyHidden>
        <Island module="blog_news/islands/blog" followsData>
          <BlogListing />
        </Island>
      </Section>
    </div>
  );
}

export default withCatalog(loadCatalog, BlogContent);
