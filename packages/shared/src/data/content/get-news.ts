import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentKeys } from '../keys';
import { waitIfRefresh } from '../refresh';
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
    queryFn: async (context) => {
      await waitIfRefresh(context);
      return fetchNews(context.pageParam, context.signal);
    },
    initialPageParam: 0,
    getNextPageParam: (last: ContentPage) => last.nextOffset,
    refetchInterval: PUBLIC_LIST_REFRESH_MS,
  });

export function useNews() {
  return useInfiniteQuery(newsQueryOptions());
}
