import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { everyWhileLive, freshUntilLive } from '@school/shared';
import { contentKeys } from '../keys';
import {
  fetchPublishedContent,
  PUBLIC_LIST_REFRESH_MS,
  type ContentPage,
} from './get-published-content';

export function fetchNews(offset = 0, signal?: AbortSignal): Promise<ContentPage> {
  return fetchPublishedContent('news', { offset, signal });
}

/** The news list, page by page (newest first). */
export const newsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: contentKeys.news(),
    queryFn: (context) => fetchNews(context.pageParam, context.signal),
    staleTime: freshUntilLive,
    initialPageParam: 0,
    getNextPageParam: (last: ContentPage) => last.nextOffset,
    refetchInterval: everyWhileLive(PUBLIC_LIST_REFRESH_MS),
  });

export function useNews() {
  return useInfiniteQuery(newsQueryOptions());
}
