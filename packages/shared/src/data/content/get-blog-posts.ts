import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '../keys';
import { fetchPublishedContent } from './get-published-content';
import type { ContentItem } from './types';

export function fetchBlogPosts(signal?: AbortSignal): Promise<ContentItem[]> {
  return fetchPublishedContent('blog', signal);
}

export const blogPostsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.blog(), queryFn: ({ signal }) => fetchBlogPosts(signal) });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
