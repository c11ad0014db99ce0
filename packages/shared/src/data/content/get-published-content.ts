import {
  everyWhileLive,
  freshUntilLive,
  getSupabase,
  type PageInfiniteQueryOptions,
} from '@school/shared';
import type { QueryKey } from '@tanstack/react-query';
// Through the entry's name: data/public's copy (this module is data/articles').
import { PUBLIC_LIST_REFRESH_MS, withResolvedImages } from '@school/shared/data/public';
import type { BlogCategory, ContentItem, ContentType } from './types';

/** Items per page of the news and blog lists: a phone screenful or two, one request each. */
export const CONTENT_PAGE_SIZE = 9;

export interface ContentPage {
  items: ContentItem[];
  /** The offset of the next page, or null after the last one. */
  nextOffset: number | null;
}

/** One page of published items of one type, last published first: the lists' fetcher. */
export async function fetchPublishedContent(
  type: ContentType,
  options: {
    offset?: number;
    limit?: number;
    category?: BlogCategory | null;
    signal?: AbortSignal;
  } = {},
): Promise<ContentPage> {
  const { offset = 0, limit = CONTENT_PAGE_SIZE, category = null, signal } = options;
  const client = await getSupabase();
  let query = client
    .from('content_management')
    .select('*')
    .eq('type', type)
    .eq('status', 'published')
    // What a visitor sees, whoever asks: row-level security lets staff read scheduled items,
    // which are not out yet.
    .lte('published_at', new Date().toISOString())
    // Publication order: a scheduled item takes its place when it goes out.
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    // One row more than a page tells whether another page exists, without a count query.
    .range(offset, offset + limit);
  if (category) query = query.eq('category', category);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const rows = withResolvedImages(client, data);
  return {
    items: rows.slice(0, limit),
    nextOffset: rows.length > limit ? offset + limit : null,
  };
}

/**
 * A public list's query, page by page: fresh until the page goes live, then asked again on
 * `PUBLIC_LIST_REFRESH_MS` for scheduled items that came out.
 */
export function publishedListOptions<Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (offset: number, signal: AbortSignal) => Promise<ContentPage>,
): PageInfiniteQueryOptions<ContentPage, Key, number> {
  return {
    queryKey,
    queryFn: (context) => fetchPage(context.pageParam, context.signal),
    staleTime: freshUntilLive,
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
    refetchInterval: everyWhileLive(PUBLIC_LIST_REFRESH_MS),
  };
}
