import { contentKeys, usePageInfiniteQuery } from '@school/shared';
import {
  fetchPublishedContent,
  publishedListOptions,
  type ContentPage,
} from './get-published-content';

export function fetchNews(offset = 0, signal?: AbortSignal): Promise<ContentPage> {
  return fetchPublishedContent('news', { offset, signal });
}

/** The news list, page by page (newest first). */
export const newsQueryOptions = () => publishedListOptions(contentKeys.news(), fetchNews);

export function useNews() {
  return usePageInfiniteQuery(newsQueryOptions());
}
