import { paths, useLocale } from '@school/shared';
import { useArticle } from '@school/shared/data/articles';
import { contentTypes, localizeContent, type ContentType } from '@school/shared/data/public';
import { absoluteUrl } from '@school/shared/seo';
import { useLocation } from 'react-router-dom';
import { ShareRow } from '../../../components/share-row';

/**
 * The article and slug an address names (`/news/x`, `/ar/blog/y`: the segment after the type's,
 * decoded as the router decodes it), or null.
 */
export function articleOfAddress(pathname: string): { type: ContentType; slug: string } | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const at = segments.findIndex((segment) => (contentTypes as readonly string[]).includes(segment));
  const type = contentTypes.find((name) => name === segments[at]);
  const raw = segments[at + 1];
  if (type === undefined || raw === undefined) return null;
  try {
    return { type, slug: decodeURIComponent(raw) };
  } catch {
    return null;
  }
}

/**
 * An article's share row, from its address and the page's data alone: what
 * `<Island module="blog_news/islands/share">` wraps, so that on a page of islands it hydrates on
 * its own (no props: the address, the language and the article's seeded read say everything).
 * Nothing for an address that names no published article (the page then shows no share row).
 */
export function ArticleShare() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const address = articleOfAddress(pathname);
  const article = useArticle(address?.type ?? 'news', address?.slug ?? '', locale);
  const item = article.data;
  if (!address || !item) return null;
  const shown = localizeContent(item, locale);
  return (
    <ShareRow
      url={absoluteUrl(paths.article(address.type, shown.slug, locale))}
      title={shown.title}
    />
  );
}
