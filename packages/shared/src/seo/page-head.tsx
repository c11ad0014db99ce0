import { useLocation } from 'react-router-dom';
// Through the package's main entry, a singleton the shell provides: the one language store.
import {
  feedPath,
  localizedPath,
  locales,
  OG_LOCALES,
  peekPageData,
  settingsKeys,
  siteInfoFrom,
  splitLocalePath,
  usePageData,
  type Json,
  type Locale,
  type SiteInfo,
  useLocale,
} from '@school/shared';
import { jsonLdText, type JsonLd } from './json-ld';
import { shareImage, type ShareImage } from './share';
import { absoluteUrl } from './site-origin';

export interface PageHeadProps {
  /** The document's title. */
  title: string;
  description: string;
  /** The title of share previews (the article's own title, without the site's name). */
  shareTitle?: string;
  /**
   * The versions of the page that exist, each language's address (`paths.article(type, slug,
   * locale)`: an article exists only in the languages it is written in, each under its own
   * slug). Left out: the page exists in every language at the address shown.
   */
  versions?: Partial<Record<Locale, string>>;
  /** The language of the text shown (an article not translated yet shows French). */
  lang?: Locale;
  /** Which of the site's share images stands for the page when it has no picture of its own. */
  kind: string;
  /** The page's own picture (an article's featured image, cut to 1200 × 630). */
  image?: ShareImage;
  imageAlt?: string | null;
  /** An article: `og:type=article` and its times. */
  article?: { publishedTime: string; modifiedTime: string };
  /** A page that must not be indexed (not found): no canonical, no alternates, no preview. */
  noindex?: boolean;
  /** Atom feeds of this language to name in `<head>`, with their titles. */
  feeds?: Partial<Record<'news' | 'blog', string>>;
  /** Structured data, each object in its own `<script type="application/ld+json">`. */
  jsonLd?: JsonLd[];
}

/**
 * The school's details from the settings the layout has already read (the header and footer
 * ask for them on every page), through siteInfoFrom: no request of its own, and the same values
 * on the server and at hydration.
 */
export function useCachedSiteInfo(): SiteInfo {
  const locale = useLocale();
  const rows = peekPageData<{ key: string; value: Json }[]>(usePageData(), settingsKeys.list());
  return siteInfoFrom(rows, undefined, locale);
}

/**
 * Everything a page says about itself in `<head>`: title, description, canonical address,
 * `hreflang` alternates of the versions that exist, Open Graph and Twitter tags for share
 * previews, the feeds, and its structured data. React hoists the tags into `<head>` (the
 * prerendered HTML carries them, so previews and crawlers need no JavaScript) and replaces them
 * when the page changes. Every public page draws one.
 */
export function PageHead({
  title,
  description,
  shareTitle,
  versions,
  lang,
  kind,
  image,
  imageAlt,
  article,
  noindex = false,
  feeds,
  jsonLd = [],
}: PageHeadProps) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const siteName = useCachedSiteInfo().name;
  if (noindex) {
    return (
      <>
        <title>{title}</title>
        <meta name="description" content={description} />
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const { path } = splitLocalePath(pathname);
  const existing: Partial<Record<Locale, string>> =
    versions ?? Object.fromEntries(locales.map((code) => [code, localizedPath(path, code)]));
  const shown = lang ?? locale;
  const url = (code: Locale) => absoluteUrl(existing[code] ?? localizedPath(path, code));
  const canonical = url(existing[shown] !== undefined ? shown : locale);
  const alternates = locales.filter((code) => existing[code] !== undefined);
  const picture = image ?? shareImage(null, kind);
  const previewTitle = shareTitle ?? title;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {alternates.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={url(code)} />
      ))}
      {existing.fr !== undefined ? (
        <link rel="alternate" hrefLang="x-default" href={url('fr')} />
      ) : null}
      {Object.entries(feeds ?? {}).map(([type, feedTitle]) => (
        <link
          key={type}
          rel="alternate"
          type="application/atom+xml"
          title={feedTitle}
          href={absoluteUrl(feedPath(type as 'news' | 'blog', locale))}
        />
      ))}
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {siteName ? <meta property="og:site_name" content={siteName} /> : null}
      <meta property="og:title" content={previewTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[shown]} />
      {alternates
        .filter((code) => code !== shown)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={OG_LOCALES[code]} />
        ))}
      <meta property="og:image" content={picture.url} />
      {picture.width ? <meta property="og:image:width" content={String(picture.width)} /> : null}
      {picture.height ? <meta property="og:image:height" content={String(picture.height)} /> : null}
      {imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      {article ? <meta property="article:modified_time" content={article.modifiedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={previewTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture.url} />
      {imageAlt ? <meta name="twitter:image:alt" content={imageAlt} /> : null}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Data, never run: the text is escaped so it cannot close the element.
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
