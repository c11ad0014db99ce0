import { Button, ButtonLink, Container, Picture, Section } from '@school/design-system';
import { Alert, EmptyState, SkeletonText } from '@school/design-system/display';
import { ArrowStartIcon } from '@school/design-system/icons';
import { ArticleBody } from '@school/design-system/content';
import {
  directionOf,
  DRAFT_PARAM,
  IMAGE_WIDTHS,
  Island,
  locales,
  paths,
  responsiveImage,
  useLinks,
  useLocale,
} from '@school/shared';
import { useArticle } from '@school/shared/data/articles';
import {
  localizeContent,
  useContentChanges,
  type ContentItem,
  type ContentType,
  type LocalizedContent,
} from '@school/shared/data/public';
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  LOGO_PATH,
  PageHead,
  shareImage,
} from '@school/shared/seo';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NARROW_SIZES, shownDate } from '../../../components/article-card';
import { listMessages } from '../../../components/messages';
import { useLoggedError } from '../../../components/use-logged-error';
import { blogMessages } from '../../blog/messages';
import { newsMessages } from '../../news/messages';
import { articleMessages as m, previewScheduledMessage, stateScheduledMessage } from '../messages';
import { ArticleShare } from './article-share';

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
  time,
  [data-article-state] {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: 0;
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
  const links = useLinks();
  const { slug = '' } = useParams();
  const locale = useLocale();
  // `?draft`: the back office's preview of a draft or scheduled item at its future address.
  // The database shows it to staff only; such a page is never prerendered (visitors cannot read
  // the row) and its data is never seeded or kept.
  const [search] = useSearchParams();
  const preview = search.has(DRAFT_PARAM);
  const article = useArticle(type, slug, locale, { preview });
  // When the page was opened: a preview tells a scheduled item from a live one by it.
  const [openedAt] = useState(() => Date.now());
  // An edit or an unpublish shows without a reload, once the page is live. Reading an article
  // is not a reason to open a socket: it goes live with the page's other triggers (live-triggers).
  useContentChanges(type);
  useLoggedError(article.error, 'Article');
  const t = intl.formatMessage;
  const listPath = links.list(type);
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
        <PageHead title={t(m.notFoundMeta)} description={t(m.notFoundText)} kind={type} noindex />
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
  const shown = localizeContent(item, locale);
  if (shown.slug !== slug) {
    // Found by the slug of another language's address: go to this language's own.
    return (
      <Navigate
        replace
        to={`${links.article(type, shown.slug)}${preview ? `?${DRAFT_PARAM}` : ''}`}
      />
    );
  }
  // The interface around the text keeps the page's language when the text is the French version.
  const ui = shown.translated ? {} : { lang: locale, dir: directionOf(locale) };
  return (
    <article
      data-remote="blog-news"
      data-page="article"
      data-article-type={type}
      data-article-lang={shown.lang}
      lang={shown.lang}
      dir={directionOf(shown.lang)}
    >
      <ArticleHead type={type} item={item} shown={shown} />
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
          <div {...ui}>{back}</div>
          {shown.translated ? null : (
            <Note role="note" data-french-only="" {...ui}>
              {t(listMessages.frenchOnly)}
            </Note>
          )}
          <h1>{shown.title}</h1>
          {/* A draft or scheduled item was never published: its state stands where the date would. */}
          {unpublished ? (
            <p data-article-state={scheduled ? 'scheduled' : 'draft'} {...ui}>
              {scheduled && item.published_at ? (
                <time dateTime={item.published_at}>
                  {t(stateScheduledMessage, {
                    date: intl.formatDate(item.published_at, { dateStyle: 'long' }),
                  })}
                </time>
              ) : (
                t(m.stateDraft)
              )}
            </p>
          ) : (
            <time dateTime={date} {...ui}>
              {t(m.published)} {intl.formatDate(date, { dateStyle: 'long' })}
            </time>
          )}
          {shown.excerpt ? <Lead>{shown.excerpt}</Lead> : null}
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
              alt={shown.imageAlt ?? ''}
              priority
            />
          </Figure>
        ) : null}
        <div style={{ paddingBlockEnd: '1.5rem' }}>
          <ArticleBody source={shown.content ?? ''} />
        </div>
        {/* Not in the back office's look at a draft: nothing to share yet. */}
        {preview ? null : (
          <div {...ui} style={{ paddingBlockEnd: '3rem' }}>
            {/* Its copy button is the article's one control: an island on a page of islands. */}
            <Island module="blog_news/islands/share" readsAddress={false}>
              <ArticleShare />
            </Island>
          </div>
        )}
      </Container>
    </article>
  );
}

/**
 * The article's head: its own title and summary in the language shown, the versions that exist
 * (hreflang), the share preview (its image cut to 1200 × 630, or the type's share image), the
 * feeds of its type, and NewsArticle/BlogPosting and BreadcrumbList structured data.
 */
function ArticleHead({
  type,
  item,
  shown,
}: {
  type: ContentType;
  item: ContentItem;
  shown: LocalizedContent;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const links = useLinks();
  const locale = useLocale();
  // Each language it is written in, at its own address there.
  const versions = Object.fromEntries(
    locales.flatMap((code) => {
      const slug = shown.versions[code];
      return slug === undefined ? [] : [[code, paths.article(type, slug, code)]];
    }),
  );
  const canonical = absoluteUrl(
    paths.article(type, shown.versions[shown.lang] ?? shown.slug, shown.lang),
  );
  const image = shareImage(item.featured_image, type);
  const description =
    shown.excerpt ??
    t(type === 'news' ? newsMessages.metaDescription : blogMessages.metaDescription);
  const listName = t(type === 'news' ? newsMessages.title : blogMessages.title);
  return (
    <PageHead
      title={`${shown.title} | ${t(m.titleSuffix)}`}
      shareTitle={shown.title}
      description={description}
      versions={versions}
      lang={shown.lang}
      kind={type}
      image={image}
      imageAlt={item.featured_image ? shown.imageAlt : null}
      article={{
        publishedTime: shownDate(item),
        modifiedTime: item.updated_at,
      }}
      feeds={
        type === 'news' ? { news: t(listMessages.newsFeed) } : { blog: t(listMessages.blogFeed) }
      }
      jsonLd={[
        articleJsonLd({
          type,
          url: canonical,
          title: shown.title,
          description: shown.excerpt,
          lang: shown.lang,
          image: image.url,
          publishedAt: shownDate(item),
          modifiedAt: item.updated_at,
          publisher: t(m.titleSuffix),
          logo: absoluteUrl(LOGO_PATH),
        }),
        breadcrumbJsonLd([
          { name: t(listMessages.home), url: absoluteUrl(links.home()) },
          { name: listName, url: absoluteUrl(links.list(type)) },
          {
            name: shown.title,
            url: absoluteUrl(paths.article(type, shown.slug, locale)),
          },
        ]),
      ]}
    />
  );
}
