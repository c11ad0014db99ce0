import {
  articleFallbackUrl,
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  CardMedia,
  CardTitle,
} from '@school/design-system';
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

export interface ArticleCardProps {
  item: ContentItem;
  /** The article page's address, already localized. */
  to: string;
  titleAs?: ElementType;
  /** The featured item gets a wider image. */
  ratio?: string;
  /** The button's visible text and its full name ('Lire la suite' / 'Lire la suite : titre'). */
  action?: { label: string; name: string };
}

/** One blog post or news item in a list: image, date, title, excerpt, link to its page. */
export function ArticleCard({ item, to, titleAs = 'h3', ratio, action }: ArticleCardProps) {
  const intl = useIntl();
  const date = shownDate(item);
  return (
    <Card $interactive style={{ height: '100%' }} data-article={item.slug}>
      <CardMedia
        src={item.featured_image ?? articleFallbackUrl}
        fallbackSrc={articleFallbackUrl}
        alt=""
        ratio={ratio}
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
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
