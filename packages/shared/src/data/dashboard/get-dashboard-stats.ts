import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, dashboardKeys } from '@school/shared';
import type { QueryHookOptions } from '../options';

export interface DashboardStats {
  totalContent: number;
  publishedContent: number;
  totalUsers: number;
  siteSettings: number;
}

export async function fetchDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  const client = await getSupabase();
  const count = async (promise: PromiseLike<{ count: number | null; error: unknown }>) => {
    const { count: value, error } = await promise;
    if (error) throw error as Error;
    return value ?? 0;
  };
  const head = { count: 'exact', head: true } as const;
  const withSignal = <T extends { abortSignal: (s: AbortSignal) => T }>(query: T) =>
    signal ? query.abortSignal(signal) : query;
  const [totalContent, publishedContent, totalUsers, siteSettings] = await Promise.all([
    count(withSignal(client.from('content_management').select('*', head))),
    count(
      withSignal(client.from('content_management').select('*', head).eq('status', 'published')),
    ),
    count(withSignal(client.from('profiles').select('*', head))),
    count(withSignal(client.from('site_settings').select('*', head))),
  ]);
  return { totalContent, publishedContent, totalUsers, siteSettings };
}

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: ({ signal }) => fetchDashboardStats(signal),
  });

export function useDashboardStats(
  options: QueryHookOptions<DashboardStats, ReturnType<typeof dashboardKeys.stats>> = {},
) {
  return useQuery({ ...dashboardStatsQueryOptions(), ...options });
}
