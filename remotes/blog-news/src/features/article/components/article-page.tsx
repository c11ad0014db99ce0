import {
  Alert,
  ArrowStartIcon,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Picture,
  Section,
  SkeletonText,
} from '@school/design-system';
import { ArticleBody } from '@school/design-system/content';
import { IMAGE_WIDTHS, responsiveImage, useLocalizedPath } from '@school/shared';
import { useArticle, useContentChanges, type ContentType } from '@school/shared/data/public';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NARROW_SIZES, shownDate } from '../../../components/article-card';
import { useLoggedError } from '../../../components/use-logged-error';
import { articleMessages as m, previewScheduledMessage } from '../messages';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

/** One article (`/news/:slug`, `/blog/:slug`): title, date, image and its body, drawn safely. */
export function ArticlePage({ type }: { type: ContentType }) {
  const intl = useIntl();
  const to = useLocalizedPath();
  const { slug = '' } = useParams();
  // `?draft`: the back office's preview of a draft or scheduled item at its future address.
  // The database shows it to staff only; such a page is never prerendered (visitors cannot read
  // the row) and its data is never seeded or kept.
  const [search] = useSearchParams();
  const preview = search.has('draft');
  const article = useArticle(type, slug, { preview });
  // When the page was opened: a preview tells a scheduled item from a live one by it.
  const [openedAt] = useState(() => Date.now());
  // An edit or an unpublish shows without a reload, once the page is live. Reading an article
  // is not a reason to open a socket: it goes live with the page's other triggers (live-triggers).
  useContentChanges(type);
  useLoggedError(article.error, 'Article');
  const t = intl.formatMessage;
  const listPath = to(type === 'news' ? '/news' : '/blog');
  const back = (
    <ButtonLink as={Link} to={listPath} variant="ghost" size="sm" iconStart={<ArrowStartIcon />}>
      {t(type === 'news' ? m.backToNews : m.backToBlog)}
    </ButtonLink>
  );

  if (article.isPending) {
    return (
      <div data-remote="blog-news" data-page="article" role="status">
        <Container $narrow>
          <p>{t(m.loading)}</p>
          <SkeletonText lines={6} />
        </Container>
      </div>
    );
  }
  if (article.error) {
    return (
      <div data-remote="blog-news" data-page="article">
        <Section narrow>
          <EmptyState
            titleAs="h1"
            title={t(m.errorTitle)}
            description={t(m.errorText)}
            action={<Button onClick={() => void article.refetch()}>{t(m.retry)}</Button>}
          />
        </Section>
      </div>
    );
  }
  const item = article.data;
  if (!item) {
    return (
      <div data-remote="blog-news" data-page="article-not-found" data-not-found="true">
        <title>{t(m.notFoundMeta)}</title>
        <meta name="robots" content="noindex" />
        <Section narrow>
          <EmptyState
            titleAs="h1"
            title={t(m.notFoundTitle)}
            description={t(m.notFoundText)}
            action={back}
          />
        </Section>
      </div>
    );
  }
  const date = shownDate(item);
  // A preview is of an item visitors cannot read yet: a draft, or published with a time to come.
  const scheduled =
    item.status === 'published' &&
    item.published_at !== null &&
    new Date(item.published_at).getTime() > openedAt;
  const unpublished = preview && (item.status !== 'published' || scheduled);
  return (
    <article data-remote="blog-news" data-page="article" data-article-type={type}>
      <title>{`${item.title} | ${t(m.titleSuffix)}`}</title>
      {item.excerpt ? <meta name="description" content={item.excerpt} /> : null}
      {preview ? <meta name="robots" content="noindex" /> : null}
      <Container $narrow>
        {unpublished ? (
          <div data-preview={scheduled ? 'scheduled' : 'draft'}>
            <Alert tone="warning">
              {scheduled && item.published_at
                ? t(previewScheduledMessage, {
                    date: intl.formatDate(item.published_at, {
                      dateStyle: 'long',
                      timeStyle: 'short',
                    }),
                  })
                : t(m.previewDraft)}
            </Alert>
          </div>
        ) : null}
        <Header>
          <div>{back}</div>
          <h1 dir="auto">{item.title}</h1>
          <time dateTime={date}>
            {t(m.published)} {intl.formatDate(date, { dateStyle: 'long' })}
          </time>
          {item.excerpt ? <Lead dir="auto">{item.excerpt}</Lead> : null}
        </Header>
        {item.featured_image ? (
          <Figure>
            {/* The article's largest paint: preloaded from the page's head, never lazy. */}
            <Picture
              image={responsiveImage(item.featured_image, {
                widths: IMAGE_WIDTHS,
                aspect: [16, 9],
                sizes: NARROW_SIZES,
              })}
              alt=""
              priority
            />
          </Figure>
        ) : null}
        <div style={{ paddingBlockEnd: '3rem' }} dir="auto">
          <ArticleBody source={item.content} />
        </div>
      </Container>
    </article>
  );
}
