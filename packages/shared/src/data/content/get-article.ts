import { queryOptions, useQuery } from '@tanstack/react-query';
import { freshUntilLive, getSupabase } from '@school/shared';
import { contentKeys } from '../keys';
import { resolveImageUrl } from './image-url';
import type { ContentItem, ContentType } from './types';

/** One article page by its type and slug; null when it does not exist or is not public. */
export async function fetchArticle(
  type: ContentType,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentItem | null> {
  const client = await getSupabase();
  let query = client
    .from('content_management')
    .select('*')
    .eq('type', type)
    .eq('slug', slug)
    .eq('status', 'published');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data ? { ...data, featured_image: resolveImageUrl(client, data.featured_image) } : null;
}

export const articleQueryOptions = (type: ContentType, slug: string) =>
  queryOptions({
    queryKey: contentKeys.article(type, slug),
    queryFn: (context) => fetchArticle(type, slug, context.signal),
    staleTime: freshUntilLive,
  });

export function useArticle(type: ContentType, slug: string) {
  return useQuery(articleQueryOptions(type, slug));
}
