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
import type { BlogCategory } from './types';

export function fetchBlogPosts(
  category: BlogCategory | null,
  offset = 0,
  signal?: AbortSignal,
): Promise<ContentPage> {
  return fetchPublishedContent('blog', { category, offset, signal });
}

/** The blog list of one category (or all), page by page (newest first). */
export const blogPostsQueryOptions = (
  category: BlogCategory | null = null,
): PageInfiniteQueryOptions<ContentPage, ReturnType<typeof contentKeys.blogList>, number> => ({
  queryKey: contentKeys.blogList(category),
  queryFn: (context) => fetchBlogPosts(category, context.pageParam, context.signal),
  staleTime: freshUntilLive,
  initialPageParam: 0,
  getNextPageParam: (last) => last.nextOffset,
  refetchInterval: everyWhileLive(PUBLIC_LIST_REFRESH_MS),
});

export function useBlogPosts(category: BlogCategory | null = null) {
  return usePageInfiniteQuery(blogPostsQueryOptions(category));
}
