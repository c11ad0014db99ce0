import { Grid, Section, VisuallyHidden } from '@school/design-system';
import { EmptyState, PageHero, Skeleton } from '@school/design-system/display';
import { withCatalog } from '@school/shared';
import { useBlogPosts } from '@school/shared/data/articles';
import { useContentChanges } from '@school/shared/data/public';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ArticleCard } from '../../../components/article-card';
import { ListHead } from '../../../components/list-head';
import { LoadMore } from '../../../components/load-more';
import { useLoggedError } from '../../../components/use-logged-error';
import { loadCatalog } from '../../../i18n/catalogs';
import { useBlogCategory } from '../hooks/use-blog-category';
import { blogMessages as m } from '../messages';
import { CategoryChips } from './category-chips';

/** The blog list: published posts, newest first, filtered by the category in the address. */
export function BlogContent() {
  const intl = useIntl();
  const listId = useId();
  const category = useBlogCategory();
  const posts = useBlogPosts(category);
  // Live once the visitor scrolls with the list in view (or the page goes live otherwise).
  const liveList = useContentChanges('blog');
  useLoggedError(posts.error, 'Blog posts');
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const t = intl.formatMessage;
  return (
    <div data-remote="blog-news" data-page="blog">
      <ListHead
        type="blog"
        title={t(m.metaTitle)}
        description={t(m.metaDescription)}
        name={t(m.title)}
      />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />
      <Section ref={liveList} aria-labelledby={listId} data-section="blog-list">
        <VisuallyHidden as="h2" id={listId}>
          {t(m.listTitle)}
        </VisuallyHidden>
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
            <LoadMore
              hasMore={posts.hasNextPage}
              loading={posts.isFetchingNextPage}
              onLoad={() => void posts.fetchNextPage()}
            />
          </>
        )}
      </Section>
    </div>
  );
}

export default withCatalog(loadCatalog, BlogContent);
