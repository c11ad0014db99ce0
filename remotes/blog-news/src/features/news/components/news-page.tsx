import { Grid, Section, SectionHeader } from '@school/design-system';
import { EmptyState, PageHero, Skeleton } from '@school/design-system/display';
import { Island, withCatalog } from '@school/shared';
import { useNews } from '@school/shared/data/articles';
import { useContentChanges } from '@school/shared/data/public';
import { useIntl } from 'react-intl';
import { ArticleCard, NARROW_SIZES } from '../../../components/article-card';
import { ListHead } from '../../../components/list-head';
import { LoadMore } from '../../../components/load-more';
import { useLoggedError } from '../../../components/use-logged-error';
import { loadCatalog } from '../../../i18n/catalogs';
import { newsMessages as m } from '../messages';

/** Its sections' title ids: fixed, an island's own root would give `useId` other ids. */
const featuredId = 'news-featured-title';
const allId = 'news-all-title';

/**
 * The news list, its interactive part: the newest published item featured, the rest under
 * 'all news' with the button that loads older ones, live once the visitor uses it. On a page of
 * islands it is hydrated alone, from `./islands/news`, at the first intent inside it, or when
 * the page's data changed.
 */
export function NewsListing() {
  const intl = useIntl();
  const news = useNews();
  // Live once the visitor scrolls with the list in view (or the page goes live otherwise).
  const liveList = useContentChanges('news');
  useLoggedError(news.error, 'News');
  const items = news.data?.pages.flatMap((page) => page.items) ?? [];
  const [featured, ...rest] = items;
  const t = intl.formatMessage;
  const action = (title: string) => ({ label: t(m.readMore), name: t(m.readMoreLabel, { title }) });
  return news.isPending ? (
    <Section>
      <div role="status">
        <p style={{ textAlign: 'center' }}>{t(m.loading)}</p>
        <Skeleton style={{ display: 'block', height: '24rem' }} />
      </div>
    </Section>
  ) : !featured ? (
    <Section>
      <EmptyState title={t(m.empty)} />
    </Section>
  ) : (
    <>
      <Section ref={liveList} aria-labelledby={featuredId} data-section="featured" narrow>
        <SectionHeader titleId={featuredId} title={t(m.featured)} align="start" />
        {/* The featured card's image is the page's largest paint. */}
        <ArticleCard item={featured} ratio="21 / 9" sizes={NARROW_SIZES} priority action={action} />
      </Section>
      {rest.length > 0 ? (
        <Section ref={liveList} tone="alt" aria-labelledby={allId} data-section="all-news">
          <SectionHeader titleId={allId} title={t(m.allNews)} align="start" />
          <Grid as="ul" role="list" columns={{ base: 1, sm: 2, lg: 3 }} data-list="news">
            {rest.map((item) => (
              <li key={item.id} style={{ listStyle: 'none' }}>
                <ArticleCard item={item} action={action} />
              </li>
            ))}
          </Grid>
          <LoadMore list={news} />
        </Section>
      ) : null}
    </>
  );
}

/** The news page: its head and hero, and its list (NewsListing), an island of its own. */
export function NewsContent() {
  const t = useIntl().formatMessage;
  return (
    <div data-remote="blog-news" data-page="news">
      <ListHead
        type="news"
        title={t(m.metaTitle)}
        description={t(m.metaDescription)}
        name={t(m.title)}
      />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />
      {/* The list reads no query: `?from=mail` (the newsletter's links) waits for an intent. */}
      <Island module="blog_news/islands/news" followsData readsAddress={false}>
        <NewsListing />
      </Island>
    </div>
  );
}

export default withCatalog(loadCatalog, NewsContent);
