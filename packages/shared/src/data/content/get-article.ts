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

/**
 * A draft or scheduled article at its future address, for staff: no status filter, so row level
 * security alone decides (an admin reads every row; anyone else gets nothing, as for a missing
 * article). Never seeded into a page, never kept once left.
 */
export async function fetchArticlePreview(
  type: ContentType,
  slug: string,
  signal?: AbortSignal,
): Promise<ContentItem | null> {
  const client = await getSupabase();
  let query = client.from('content_management').select('*').eq('type', type).eq('slug', slug);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data ? { ...data, featured_image: resolveImageUrl(client, data.featured_image) } : null;
}

export const articlePreviewQueryOptions = (type: ContentType, slug: string) =>
  queryOptions({
    queryKey: contentKeys.preview(type, slug),
    queryFn: (context) => fetchArticlePreview(type, slug, context.signal),
    staleTime: 0,
    gcTime: 0,
  });

export const articleQueryOptions = (type: ContentType, slug: string) =>
  queryOptions({
    queryKey: contentKeys.article(type, slug),
    queryFn: (context) => fetchArticle(type, slug, context.signal),
    staleTime: freshUntilLive,
  });

/** The article of a page; with `preview`, the staff-only preview of a draft or scheduled one. */
export function useArticle(type: ContentType, slug: string, { preview = false } = {}) {
  // One hook call whichever it is (the two keys differ in type, not in shape).
  const options = (
    preview ? articlePreviewQueryOptions(type, slug) : articleQueryOptions(type, slug)
  ) as ReturnType<typeof articleQueryOptions>;
  return useQuery(options);
}
