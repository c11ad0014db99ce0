import { getSupabase } from '@school/shared';
import { withResolvedImages } from './image-url';
import type { ContentItem, ContentType } from './types';

/** Published items of one type, newest first: the news and blog pages' shared fetcher. */
export async function fetchPublishedContent(
  type: ContentType,
  signal?: AbortSignal,
): Promise<ContentItem[]> {
  const client = await getSupabase();
  let query = client
    .from('content_management')
    .select('*')
    .eq('type', type)
    .eq('status', 'published')
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return withResolvedImages(client, data);
}
