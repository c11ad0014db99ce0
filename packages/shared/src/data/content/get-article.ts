import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshUntilLive, getSupabase } from '@school/shared';
import type { Locale } from '../../stores/locale-store';
import { contentKeys } from '../keys';
import { resolveImageUrl } from './image-url';
import { addressColumn } from './localize';
import { SLUG_PATTERN } from './slug';
import type { ContentItem, ContentType } from './types';

/**
 * One article page by its type and the slug of its address in a language (`/ar/news/<slug>`
 * reads `path_slug_ar`); null when it does not exist or is not public. A slug no item can have
 * is not asked for.
 */
export async function fetchArticle(
  type: ContentType,
  slug: string,
  locale: Locale = 'fr',
  signal?: AbortSignal,
): Promise<ContentItem | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const client = await getSupabase();
  let query = client
    .from('content_management')
    .select('*')
    .eq('type', type)
    .eq(addressColumn(locale), slug)
    .eq('status', 'published');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data ? { ...data, featured_image: resolveImageUrl(client, data.featured_image) } : null;
}

export const articleQueryOptions = (type: ContentType, slug: string, locale: Locale = 'fr') =>
  queryOptions({
    queryKey: contentKeys.article(type, slug, locale),
    queryFn: (context) => fetchArticle(type, slug, locale, context.signal),
    staleTime: freshUntilLive,
  });

export function useArticle(type: ContentType, slug: string, locale: Locale = 'fr') {
  return useQuery(articleQueryOptions(type, slug, locale));
}
