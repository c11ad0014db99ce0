import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { messageKeys } from '../keys';

/** Marks a contact message handled (or back to unhandled with `handled: false`). */
export async function markMessageHandled({
  id,
  handled,
}: {
  id: string;
  handled: boolean;
}): Promise<void> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('contact_messages')
    .update({ handled_at: handled ? new Date().toISOString() : null })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('Message not updated');
}

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
