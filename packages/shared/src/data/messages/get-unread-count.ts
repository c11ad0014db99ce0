import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { messageKeys } from '../admin-keys';
import type { QueryHookOptions } from '../options';

/** How many contact messages nobody has handled yet (the sidebar's badge). */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const client = await getSupabase();
  let query = client
    .from('contact_messages')
    .select('*', { count: 'exact', head: true })
    .is('handled_at', null);
  if (signal) query = query.abortSignal(signal);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    // New messages arrive from visitors: look again now and then while the back office is open.
    refetchInterval: 60_000,
  });

export function useUnreadCount(
  options: QueryHookOptions<number, ReturnType<typeof messageKeys.unread>> = {},
) {
  return useQuery({ ...unreadCountQueryOptions(), ...options });
}
