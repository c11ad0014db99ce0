import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
// The back office's keys, from its entry's own copy of keys.ts (see get-auth-settings.ts).
import { invalidateAdmissions } from '../admin-keys';
import { refreshingFirst, type MutationHookOptions } from '../options';
import type { AdmissionRequest, AdmissionStatus } from './get-admission-requests';

export interface AdmissionUpdate {
  id: string;
  status?: AdmissionStatus;
  notes?: string;
}

/**
 * Moves a pre-registration along (status) or keeps the office's notes on it: the only columns
 * staff may change (the database's column privileges). A status change is logged by the database.
 */
export async function updateAdmissionRequest({
  id,
  ...change
}: AdmissionUpdate): Promise<AdmissionRequest> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('admission_requests')
    .update(change)
    .eq('id', id)
    .select('*');
  if (error) throw error;
  // Row-level security filters silently: no row back means the caller may not change it.
  const [row] = data;
  if (!row) throw new Error('Admission request not updated');
  return row;
}

export function useUpdateAdmissionRequest(
  options: MutationHookOptions<AdmissionRequest, AdmissionUpdate> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    // The list, its filters, the badge and the activity log all change.
    ...refreshingFirst(options, () => invalidateAdmissions(queryClient)),
    mutationFn: updateAdmissionRequest,
  });
}
