import {
  ButtonLink,
  newsFallbackUrl,
  Grid,
  Section,
  SectionHeader,
  VisuallyHidden,
} from '@school/design-system';
import {
  ArticleCardBody,
  Card,
  CardFooter,
  CardMedia,
  EmptyState,
  Skeleton,
} from '@school/design-system/display';
import { IMAGE_WIDTHS, responsiveImage, useLinks, useLocale } from '@school/shared';
import {
  LATEST_NEWS_LIMIT,
  localizeContent,
  useContentChanges,
  useLatestNews,
} from '@school/shared/data/public';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { newsMessages as m } from '../section-messages';

/** How wide a card's image is drawn: one column on phones, three from md (1200 px page at most). */
const CARD_SIZES =
  '(min-width: 1200px) 368px, (min-width: 768px) calc((100vw - 6rem) / 3), calc(100vw - 2rem)';

/** Its title's id: fixed, an island's own root would give `useId` another id than the server's. */
const titleId = 'home-latest-news-title';

/**
 * The latest news: the three newest published items and a link to the news. On the home page, a
 * page of islands, it is hydrated alone (`./islands/latest-news`) at the visitor's first intent
 * inside it, or when the site's data changed; live once used.
 */
export function LatestNewsSection() {
  const intl = useIntl();
  const links = useLinks();
  const locale = useLocale();
  const news = useLatestNews();
  // Published, edited or deleted news shows here without a reload, once the page is live (the
  // visitor scrolling to this section is one way it goes live).
  const liveList = useContentChanges('news');
  useEffect(() => {
    // The seed: a failed public fetch is logged and the list shows empty.
    if (news.error) console.error('Latest news could not be loaded:', news.error);
  }, [news.error]);

  const items = news.data ?? [];
  return (
    <Section
      ref={liveList}
      aria-labelledby={titleId}
      data-section="latest-news"
      aria-busy={news.isPending || undefined}
    >
      <SectionHeader
        titleId={titleId}
        eyebrow={intl.formatMessage(m.eyebrow)}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      {news.isPending ? (
        <Grid columns={{ base: 1, md: 3 }} aria-label={intl.formatMessage(m.loading)} role="status">
          {Array.from({ length: LATEST_NEWS_LIMIT }, (_, index) => (
            <Skeleton key={index} style={{ display: 'block', height: '22rem' }} />
          ))}
        </Grid>
      ) : items.length === 0 ? (
        <EmptyState title={intl.formatMessage(m.empty)} />
      ) : (
        <Grid as="ul" role="list" columns={{ base: 1, md: 3 }} data-list="latest-news">
          {items.map((item) => {
            // In the visitor's language, or the French version marked as such (as on /news).
            const shown = localizeContent(item, locale);
            const textLang = shown.translated ? undefined : shown.lang;
            const date = item.published_at ?? item.created_at;
            return (
              <li key={item.id} style={{ listStyle: 'none' }}>
                <Card
                  $interactive
                  style={{ height: '100%' }}
                  data-news-item={item.slug}
                  data-article-lang={shown.lang}
                >
                  {/* Below the fold: lazy, at the width a card needs. */}
                  <CardMedia
                    src={item.featured_image ?? newsFallbackUrl}
                    image={
                      item.featured_image
                        ? responsiveImage(item.featured_image, {
                            widths: IMAGE_WIDTHS,
                            aspect: [16, 9],
                            sizes: CARD_SIZES,
                          })
                        : undefined
                    }
                    fallbackSrc={newsFallbackUrl}
                    alt={item.featured_image ? (shown.imageAlt ?? '') : ''}
                  />
                  <ArticleCardBody
                    date={date}
                    dateText={intl.formatDate(date, { dateStyle: 'long' })}
                    text={shown}
                    textLang={textLang}
                    otherLanguageBadge={intl.formatMessage(m.inFrench)}
                  />
                  <CardFooter>
                    <ButtonLink
                      as={Link}
                      to={links.article('news', shown.slug)}
                      variant="outline"
                      size="sm"
                      aria-label={intl.formatMessage(m.readMoreLabel, { title: shown.title })}
                    >
                      {intl.formatMessage(m.readMore)}
                      {/* The title in the link's text too: search engines read the text, not
                          aria-label, and three "Read more" fail Lighthouse's SEO audit. */}
                      <VisuallyHidden lang={textLang}> {shown.title}</VisuallyHidden>
                    </ButtonLink>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </Grid>
      )}
      <div style={{ display: 'flex', justifyContent: 'center', marginBlockStart: '2rem' }}>
        <ButtonLink as={Link} to={links.list('news')}>
          {intl.formatMessage(m.all)}
        </ButtonLink>
      </div>
    </Section>
  );
}
