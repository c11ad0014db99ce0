import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { activityKeys } from '../keys';
import type { QueryHookOptions } from '../options';

export interface ActivityEntry {
  id: number;
  action: 'insert' | 'update' | 'delete';
  entity: string;
  summary: string | null;
  createdAt: string;
  /** Who did it: full name, else e-mail; null for the system (seed, migrations). */
  actorName: string | null;
}

/**
 * The latest entries of the activity log with the name of whoever made each change. The log
 * points at auth users, so the names come from a second read of their profiles.
 */
export async function fetchRecentActivity(
  limit: number,
  signal?: AbortSignal,
): Promise<ActivityEntry[]> {
  const client = await getSupabase();
  let query = client
    .from('activity_log')
    .select('*')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const actorIds = [
    ...new Set(data.map((row) => row.actor).filter((id): id is string => Boolean(id))),
  ];
  const names = new Map<string, string>();
  if (actorIds.length > 0) {
    let profiles = client
      .from('profiles')
      .select('id, email, first_name, last_name')
      .in('id', actorIds);
    if (signal) profiles = profiles.abortSignal(signal);
    const { data: people, error: peopleError } = await profiles;
    // Names are a nicety: the log is still shown without them.
    if (peopleError) console.error('Activity authors unavailable', peopleError);
    for (const person of people ?? []) {
      const full = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
      names.set(person.id, full || person.email || person.id);
    }
  }
  return data.map((row) => ({
    id: row.id,
    action: row.action as ActivityEntry['action'],
    entity: row.entity,
    summary: row.summary,
    createdAt: row.created_at,
    actorName: row.actor ? (names.get(row.actor) ?? null) : null,
  }));
}

export const recentActivityQueryOptions = (limit = 8) =>
  queryOptions({
    queryKey: activityKeys.recent(limit),
    queryFn: ({ signal }) => fetchRecentActivity(limit, signal),
  });

export function useRecentActivity(
  limit = 8,
  options: QueryHookOptions<ActivityEntry[], ReturnType<typeof activityKeys.recent>> = {},
) {
  return useQuery({ ...recentActivityQueryOptions(limit), ...options });
}
