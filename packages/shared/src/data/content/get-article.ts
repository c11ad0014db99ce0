import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { contentKeys } from '../keys';
import { resolveImageUrl } from './image-url';
import type { ContentItem } from './types';

/** One article page by its slug; null when it does not exist or is not public. */
export async function fetchArticle(
  slug: string,
  signal?: AbortSignal,
): Promise<ContentItem | null> {
  const client = await getSupabase();
  let query = client
    .from('content_management')
    .select('*')
    .eq('slug', slug)
    .eq('status', 'published');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data ? { ...data, featured_image: resolveImageUrl(client, data.featured_image) } : null;
}

export const articleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.article(slug),
    queryFn: ({ signal }) => fetchArticle(slug, signal),
  });

export function useArticle(slug: string) {
  return useQuery(articleQueryOptions(slug));
}
