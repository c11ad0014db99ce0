import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
// The back office's keys, from its entry's own copy of keys.ts (see get-auth-settings.ts).
import { admissionKeys } from '../admin-keys';
import type { Tables } from '../../supabase/database.types';
import type { QueryHookOptions } from '../options';

export type AdmissionRequest = Tables<'admission_requests'>;

/** A pre-registration's way through the office, in order. */
export const admissionStatuses = [
  'new',
  'contacted',
  'visit_planned',
  'enrolled',
  'declined',
] as const;
export type AdmissionStatus = (typeof admissionStatuses)[number];

/** The list's filters: a level and a school year, or every one ('all'). */
export interface AdmissionFilters {
  level: string;
  schoolYear: string;
}

/**
 * Pre-registrations, newest first, under the filters (admins only: row-level security decides).
 * A school gets hundreds a year, not thousands: the whole filtered list is read, which is also
 * what the CSV export writes.
 */
export async function fetchAdmissionRequests(
  { level, schoolYear }: AdmissionFilters,
  signal?: AbortSignal,
): Promise<AdmissionRequest[]> {
  const client = await getSupabase();
  let query = client
    .from('admission_requests')
    .select('*')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(2000);
  if (level !== 'all') query = query.eq('level', level);
  if (schoolYear !== 'all') query = query.eq('school_year', schoolYear);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const admissionRequestsQueryOptions = (filters: AdmissionFilters) =>
  queryOptions({
    queryKey: admissionKeys.list(filters.level, filters.schoolYear),
    queryFn: ({ signal }) => fetchAdmissionRequests(filters, signal),
  });

export function useAdmissionRequests(
  filters: AdmissionFilters,
  options: QueryHookOptions<AdmissionRequest[], ReturnType<typeof admissionKeys.list>> = {},
) {
  return useQuery({ ...admissionRequestsQueryOptions(filters), ...options });
}
