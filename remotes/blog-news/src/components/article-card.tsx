import {
  articleFallbackUrl,
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  CardMedia,
  CardTitle,
  VisuallyHidden,
} from '@school/design-system';
import { IMAGE_WIDTHS, responsiveImage } from '@school/shared';
import type { ContentItem } from '@school/shared/data/public';
import type { ElementType } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { listMessages } from './messages';

const Meta = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
  /** The article page's address, already localized. */
  to: string;
  titleAs?: ElementType;
  /** The featured item gets a wider image. */
  ratio?: string;
  /** The button's visible text and its full name ('Lire la suite' / 'Lire la suite : titre'). */
  action?: { label: string; name: string };
  /** How wide the image is drawn (the `sizes` attribute); the grid's by default. */
  sizes?: string;
  /** The first card at the top of a page: its image is the largest paint, loaded at once. */
  priority?: boolean;
}

/** One blog post or news item in a list: image, date, title, excerpt, link to its page. */
export function ArticleCard({
  item,
  to,
  titleAs = 'h3',
  ratio = '16 / 9',
  action,
  sizes = GRID_CARD_SIZES,
  priority = false,
}: ArticleCardProps) {
  const intl = useIntl();
  const date = shownDate(item);
  return (
    <Card $interactive style={{ height: '100%' }} data-article={item.slug}>
      <CardMedia
        src={item.featured_image ?? articleFallbackUrl}
        image={
          item.featured_image
            ? responsiveImage(item.featured_image, {
                widths: IMAGE_WIDTHS,
                aspect: aspectOf(ratio),
                sizes,
              })
            : undefined
        }
        fallbackSrc={articleFallbackUrl}
        alt=""
        ratio={ratio}
        priority={priority}
      />
      <CardBody>
        <Meta dateTime={date}>{intl.formatDate(date, { dateStyle: 'long' })}</Meta>
        {/* Stored items are written in any of the three languages: each takes its own direction. */}
        <CardTitle as={titleAs} dir="auto">
          {item.title}
        </CardTitle>
        {item.excerpt ? <p dir="auto">{item.excerpt}</p> : null}
      </CardBody>
      <CardFooter>
        <ButtonLink
          as={Link}
          to={to}
          variant="outline"
          size="sm"
          aria-label={
            action?.name ?? intl.formatMessage(listMessages.readArticleLabel, { title: item.title })
          }
        >
          {action?.label ?? intl.formatMessage(listMessages.readArticle)}
          {/* A generic label ("Read more": the news list's) carries the title in the link's text
              too: search engines read the text, not aria-label, and a row of identical "Read
              more" links fails Lighthouse's SEO audit. */}
          {action ? <VisuallyHidden> {item.title}</VisuallyHidden> : null}
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
