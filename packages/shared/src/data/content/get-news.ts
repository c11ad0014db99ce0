import {
  everyWhileLive,
  freshUntilLive,
  usePageInfiniteQuery,
  type PageInfiniteQueryOptions,
} from '@school/shared';
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
export const newsQueryOptions = (): PageInfiniteQueryOptions<
  ContentPage,
  ReturnType<typeof contentKeys.news>,
  number
> => ({
  queryKey: contentKeys.news(),
  queryFn: (context) => fetchNews(context.pageParam, context.signal),
  staleTime: freshUntilLive,
  initialPageParam: 0,
  getNextPageParam: (last) => last.nextOffset,
  refetchInterval: everyWhileLive(PUBLIC_LIST_REFRESH_MS),
});

export function useNews() {
  return usePageInfiniteQuery(newsQueryOptions());
}
