import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { profileKeys } from '../admin-keys';
import type { Tables } from '../../supabase/database.types';
import type { QueryHookOptions } from '../options';

export type Profile = Tables<'profiles'>;

/** Every profile, newest first (admins; anyone else sees only their own: RLS decides). */
export async function fetchProfiles(signal?: AbortSignal): Promise<Profile[]> {
  const client = await getSupabase();
  let query = client.from('profiles').select('*').order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const profilesQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.list(), queryFn: ({ signal }) => fetchProfiles(signal) });

export function useProfiles(
  options: QueryHookOptions<Profile[], ReturnType<typeof profileKeys.list>> = {},
) {
  return useQuery({ ...profilesQueryOptions(), ...options });
}
