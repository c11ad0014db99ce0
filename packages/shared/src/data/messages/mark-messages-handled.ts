import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { invalidateMessages } from '../admin-keys';
import { refreshingFirst, type MutationHookOptions } from '../options';

/** Marks contact messages handled (or back to new with `handled: false`), one request for all. */
export async function markMessagesHandled({
  ids,
  handled,
}: {
  ids: readonly string[];
  handled: boolean;
}): Promise<number> {
  if (ids.length === 0) return 0;
  const client = await getSupabase();
  const { data, error } = await client
    .from('contact_messages')
    .update({ handled_at: handled ? new Date().toISOString() : null })
    .in('id', ids)
    .select('id');
  if (error) throw error;
  // Row level security filters silently: no row changed means the caller may not change them.
  if (!data || data.length === 0) throw new Error('Messages not updated');
  return data.length;
}

export function useMarkMessagesHandled(
  options: MutationHookOptions<number, { ids: readonly string[]; handled: boolean }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Pages, filters and the unread badge all change.
    ...refreshingFirst(options, () => invalidateMessages(queryClient)),
    mutationFn: markMessagesHandled,
  });
}
