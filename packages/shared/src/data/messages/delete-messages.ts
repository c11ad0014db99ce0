import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { invalidateMessages } from '../admin-keys';
import { refreshingFirst, type MutationHookOptions } from '../options';

/** Deletes contact messages (spam), one request for all; admins only, the database decides. */
export async function deleteMessages({ ids }: { ids: readonly string[] }): Promise<number> {
  if (ids.length === 0) return 0;
  const client = await getSupabase();
  const { data, error } = await client.from('contact_messages').delete().in('id', ids).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('Messages not deleted');
  return data.length;
}

export function useDeleteMessages(
  options: MutationHookOptions<number, { ids: readonly string[] }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateMessages(queryClient)),
    mutationFn: deleteMessages,
  });
}
