import { contentKeys, usePageInfiniteQuery } from '@school/shared';
import {
  fetchPublishedContent,
  publishedListOptions,
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
export const blogPostsQueryOptions = (category: BlogCategory | null = null) =>
  publishedListOptions(contentKeys.blogList(category), (offset, signal) =>
    fetchBlogPosts(category, offset, signal),
  );

export function useBlogPosts(category: BlogCategory | null = null) {
  return usePageInfiniteQuery(blogPostsQueryOptions(category));
}
