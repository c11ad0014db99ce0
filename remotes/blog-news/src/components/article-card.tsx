import { ButtonLink, VisuallyHidden, contentFallbackUrl } from '@school/design-system';
import { ArticleCardBody, Card, CardFooter, CardMedia } from '@school/design-system/display';
import { IMAGE_WIDTHS, responsiveImage, useLinks, useLocale } from '@school/shared';
import { contentTypeOf, localizeContent, type ContentItem } from '@school/shared/data/public';
import type { ElementType } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { listMessages } from './messages';

/** The date an item is shown with: when it was published (or created, for old rows). */
export function shownDate(item: Pick<ContentItem, 'published_at' | 'created_at'>): string {
  return item.published_at ?? item.created_at;
}

/** How wide a card's image is drawn in the lists' grid: 1, 2 (from sm) then 3 columns (from lg). */
export const GRID_CARD_SIZES =
  '(min-width: 1200px) 368px, (min-width: 1024px) calc((100vw - 6rem) / 3), ' +
  '(min-width: 768px) calc((100vw - 4.5rem) / 2), (min-width: 640px) calc((100vw - 3.5rem) / 2), ' +
  'calc(100vw - 2rem)';
/** In a narrow section (46rem with its padding): the featured card, the article's image. */
export const NARROW_SIZES = '(min-width: 768px) 688px, calc(100vw - 2rem)';

/** '21 / 9' -> [21, 9]. */
function aspectOf(ratio: string): [number, number] {
  const [width = 16, height = 9] = ratio.split('/').map((part) => Number(part.trim()));
  return width > 0 && height > 0 ? [width, height] : [16, 9];
}

export interface ArticleCardProps {
  item: ContentItem;
  titleAs?: ElementType;
  /** The featured item gets a wider image. */
  ratio?: string;
  /**
   * The button's visible text and its full name ('Lire la suite' / 'Lire la suite : titre'),
   * from the title shown.
   */
  action?: (title: string) => { label: string; name: string };
  /** How wide the image is drawn (the `sizes` attribute); the grid's by default. */
  sizes?: string;
  /** The first card at the top of a page: its image is the largest paint, loaded at once. */
  priority?: boolean;
}

/**
 * One blog post or news item in a list: image, date, title, excerpt, link to its page, in the
 * page's language. An item without a version in that language shows its French text, marked
 * "In French" (and `lang="fr"` on the text): lists keep publication order, since news is read
 * by date, and a visitor sees at a glance which items are not in their language.
 */
export function ArticleCard({
  item,
  titleAs = 'h3',
  ratio = '16 / 9',
  action,
  sizes = GRID_CARD_SIZES,
  priority = false,
}: ArticleCardProps) {
  const intl = useIntl();
  const links = useLinks();
  const locale = useLocale();
  const date = shownDate(item);
  const shown = localizeContent(item, locale);
  const textLang = shown.translated ? undefined : shown.lang;
  const fallback = contentFallbackUrl(item.type);
  const named = action?.(shown.title);
  return (
    <Card
      $interactive
      style={{ height: '100%' }}
      data-article={item.slug}
      data-article-lang={shown.lang}
    >
      <CardMedia
        src={item.featured_image ?? fallback}
        image={
          item.featured_image
            ? responsiveImage(item.featured_image, {
                widths: IMAGE_WIDTHS,
                aspect: aspectOf(ratio),
                sizes,
              })
            : undefined
        }
        fallbackSrc={fallback}
        alt={item.featured_image ? (shown.imageAlt ?? '') : ''}
        ratio={ratio}
        priority={priority}
      />
      <ArticleCardBody
        date={date}
        dateText={intl.formatDate(date, { dateStyle: 'long' })}
        text={shown}
        textLang={textLang}
        otherLanguageBadge={intl.formatMessage(listMessages.inFrench)}
        titleAs={titleAs}
      />
      <CardFooter>
        <ButtonLink
          as={Link}
          to={links.article(contentTypeOf(item), shown.slug)}
          variant="outline"
          size="sm"
          aria-label={
            named?.name ?? intl.formatMessage(listMessages.readArticleLabel, { title: shown.title })
          }
        >
          {named?.label ?? intl.formatMessage(listMessages.readArticle)}
          {/* A generic label ("Read more": the news list's) carries the title in the link's text
              too: search engines read the text, not aria-label, and a row of identical "Read
              more" links fails Lighthouse's SEO audit. */}
          {named ? <VisuallyHidden> {shown.title}</VisuallyHidden> : null}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
