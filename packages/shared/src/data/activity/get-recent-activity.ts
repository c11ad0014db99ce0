import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, activityKeys } from '@school/shared';
import type { QueryHookOptions } from '../options';

export type ActivityAction =
  | 'insert'
  | 'update'
  | 'delete'
  | 'publish'
  | 'unpublish'
  | 'invite'
  | 'join'
  | 'role_change'
  | 'deactivate'
  | 'reactivate'
  | 'status_change'
  /** A news item sent to the newsletter's subscribers (entity newsletter_issues). */
  | 'send';

/**
 * What the database recorded about the change (public.log_activity): the content's type, title
 * and status; a setting's key; an account's name, e-mail and roles; a pre-registration's
 * reference, child and statuses.
 */
export interface ActivityDetails {
  type?: string;
  title?: string;
  status?: string;
  key?: string;
  email?: string;
  name?: string | null;
  role?: string;
  old_role?: string;
  new_role?: string;
  /** A pre-registration's reference and statuses (the child's name is `name`). */
  reference?: string;
  old_status?: string;
  new_status?: string;
  /** A newsletter sending's number of mails queued (the item's title is `title`). */
  recipients?: number;
  /** A document's file version: its language (fr, ar, en) and number (1: the first upload). */
  language?: string;
  version?: number;
  file_name?: string;
}

export interface ActivityEntry {
  id: number;
  action: ActivityAction;
  entity: string;
  summary: string | null;
  details: ActivityDetails;
  createdAt: string;
  /** Who did it: full name, else e-mail; null when made outside the API (SQL, the seed). */
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
    action: row.action as ActivityAction,
    entity: row.entity,
    summary: row.summary,
    details:
      row.details && typeof row.details === 'object' && !Array.isArray(row.details)
        ? (row.details as ActivityDetails)
        : {},
    createdAt: row.created_at,
    // An actor whose profile is gone (a deleted account) still reads as someone.
    actorName: row.actor ? (names.get(row.actor) ?? row.actor.slice(0, 8)) : null,
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
