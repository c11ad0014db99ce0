import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
// The back office's keys, from its entry's own copy of keys.ts (see get-auth-settings.ts).
import { admissionKeys } from '../admin-keys';
import type { QueryHookOptions } from '../options';

/** How many pre-registrations nobody has taken up yet (status new: the sidebar's badge). */
export async function fetchNewAdmissionsCount(signal?: AbortSignal): Promise<number> {
  const client = await getSupabase();
  let query = client
    .from('admission_requests')
    .select('*', { count: 'exact', head: true })
    .eq('status', 'new');
  if (signal) query = query.abortSignal(signal);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

export const newAdmissionsCountQueryOptions = () =>
  queryOptions({
    queryKey: admissionKeys.newCount(),
    queryFn: ({ signal }) => fetchNewAdmissionsCount(signal),
    // Families write at any time: look again now and then while the back office is open.
    refetchInterval: 60_000,
  });

export function useNewAdmissionsCount(
  options: QueryHookOptions<number, ReturnType<typeof admissionKeys.newCount>> = {},
) {
  return useQuery({ ...newAdmissionsCountQueryOptions(), ...options });
}
