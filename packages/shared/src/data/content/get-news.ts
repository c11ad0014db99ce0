import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '../keys';
import { fetchPublishedContent } from './get-published-content';
import type { ContentItem } from './types';

export function fetchNews(signal?: AbortSignal): Promise<ContentItem[]> {
  return fetchPublishedContent('news', signal);
}

export const newsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.news(), queryFn: ({ signal }) => fetchNews(signal) });

export function useNews() {
  return useQuery(newsQueryOptions());
}
