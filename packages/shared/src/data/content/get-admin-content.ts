import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, contentKeys } from '@school/shared';
import type { QueryHookOptions } from '../options';
import { withResolvedImages } from './image-url';
import type { ContentItem } from './types';

/** Every item (drafts and scheduled included, for admins: RLS decides), newest first. */
export async function fetchAdminContent(signal?: AbortSignal): Promise<ContentItem[]> {
  const client = await getSupabase();
  let query = client
    .from('content_management')
    .select('*')
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return withResolvedImages(client, data);
}

export const adminContentQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.admin(),
    queryFn: ({ signal }) => fetchAdminContent(signal),
  });

export function useAdminContent(
  options: QueryHookOptions<ContentItem[], ReturnType<typeof contentKeys.admin>> = {},
) {
  return useQuery({ ...adminContentQueryOptions(), ...options });
}
