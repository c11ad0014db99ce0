import {
  freshUntilLive,
  getSupabase,
  usePageQuery,
  type PageQueryOptions,
  contentKeys,
} from '@school/shared';
import type { Locale } from '../../stores/locale-store';
// Through the entry's name: data/public's copies (this module is data/articles').
import { addressColumn, resolveImageUrl } from '@school/shared/data/public';
import { SLUG_PATTERN } from './slug';
import type { ContentItem, ContentType } from './types';

/**
 * One article page by its type and the slug of its address in a language (`/ar/news/<slug>`
 * reads `path_slug_ar`); null when it does not exist or is not public. A slug no item can have
 * is not asked for. A slug of the item's address in another language is found too (the language
 * switcher keeps the slug it was on; a link copied before a version got its own slug): the page
 * then moves to the address of its language.
 */
export async function fetchArticle(
  type: ContentType,
  slug: string,
  locale: Locale = 'fr',
  signal?: AbortSignal,
  { preview = false }: { preview?: boolean } = {},
): Promise<ContentItem | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const client = await getSupabase();
  let query = client
    .from('content_management')
    .select('*')
    .eq('type', type)
    .eq(addressColumn(locale), slug);
  // A staff preview (a draft, a scheduled item) asks without the status: row level security
  // alone decides, and gives anyone but staff nothing, as for a missing article.
  if (!preview) query = query.eq('status', 'published');
  if (signal) query = query.abortSignal(signal);
  const exact = await query.maybeSingle();
  if (exact.error) throw exact.error;
  let data = exact.data;
  if (!data) {
    // The slug is checked against SLUG_PATTERN above: nothing in it can break the filter.
    let other = client
      .from('content_management')
      .select('*')
      .eq('type', type)
      .or(`slug.eq.${slug},path_slug_ar.eq.${slug},path_slug_en.eq.${slug}`)
      .order('id')
      .limit(1);
    if (!preview) other = other.eq('status', 'published');
    if (signal) other = other.abortSignal(signal);
    const found = await other.maybeSingle();
    if (found.error) throw found.error;
    data = found.data;
  }
  return data ? { ...data, featured_image: resolveImageUrl(client, data.featured_image) } : null;
}

type ArticleKey = ReturnType<typeof contentKeys.article> | ReturnType<typeof contentKeys.preview>;

export const articleQueryOptions = (
  type: ContentType,
  slug: string,
  locale: Locale = 'fr',
): PageQueryOptions<ContentItem | null, ArticleKey> => ({
  queryKey: contentKeys.article(type, slug, locale),
  queryFn: (context) => fetchArticle(type, slug, locale, context.signal),
  staleTime: freshUntilLive,
});

/** A staff preview: never seeded into a page, never kept once left. */
export const articlePreviewQueryOptions = (
  type: ContentType,
  slug: string,
  locale: Locale = 'fr',
): PageQueryOptions<ContentItem | null, ArticleKey> => ({
  queryKey: contentKeys.preview(type, slug, locale),
  queryFn: (context) => fetchArticle(type, slug, locale, context.signal, { preview: true }),
  staleTime: 0,
  gcTime: 0,
});

/** The article of a page; with `preview`, the staff-only preview of a draft or scheduled one. */
export function useArticle(
  type: ContentType,
  slug: string,
  locale: Locale = 'fr',
  { preview = false }: { preview?: boolean } = {},
) {
  // One hook call whichever it is.
  return usePageQuery(
    preview
      ? articlePreviewQueryOptions(type, slug, locale)
      : articleQueryOptions(type, slug, locale),
  );
}
