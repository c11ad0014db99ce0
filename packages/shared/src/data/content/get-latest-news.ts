import {
  everyWhileLive,
  freshUntilLive,
  getSupabase,
  usePageQuery,
  type PageQueryOptions,
  contentKeys,
} from '@school/shared';
import { withResolvedImages } from './image-url';
import type { TranslatableContent } from './localize';
import { LATEST_NEWS_LIMIT, PUBLIC_LIST_REFRESH_MS, type ContentItem } from './types';

export type LatestNewsItem = Pick<
  ContentItem,
  'id' | 'created_at' | 'published_at' | 'featured_image'
> &
  TranslatableContent;

/** What the home page's cards show, in every language (no bodies). */
// One literal: supabase-js types the rows from it.
const LATEST_NEWS_COLUMNS =
  'id, created_at, published_at, featured_image, slug, path_slug_ar, path_slug_en, title, title_ar, title_en, excerpt, excerpt_ar, excerpt_en, image_alt, image_alt_ar, image_alt_en';

/** The home page's newest published news items (the database hides drafts and scheduled ones). */
export async function fetchLatestNews(
  signal?: AbortSignal,
  limit = LATEST_NEWS_LIMIT,
): Promise<LatestNewsItem[]> {
  const client = await getSupabase();
  let query = client
    .from('content_management')
    .select(LATEST_NEWS_COLUMNS)
    .eq('type', 'news')
    .eq('status', 'published')
    // What a visitor sees, whoever asks: row-level security lets staff read scheduled items,
    // which are not out yet.
    .lte('published_at', new Date().toISOString())
    // Publication order, as the lists: a scheduled item is news when it goes out, not when its
    // draft was started.
    .order('published_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(limit);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return withResolvedImages(client, data);
}

export const latestNewsQueryOptions = (
  limit = LATEST_NEWS_LIMIT,
): PageQueryOptions<LatestNewsItem[], ReturnType<typeof contentKeys.latestNews>> => ({
  queryKey: contentKeys.latestNews(limit),
  queryFn: (context) => fetchLatestNews(context.signal, limit),
  staleTime: freshUntilLive,
  refetchInterval: everyWhileLive(PUBLIC_LIST_REFRESH_MS),
});

export function useLatestNews(limit = LATEST_NEWS_LIMIT) {
  return usePageQuery(latestNewsQueryOptions(limit));
}
