import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { activityKeys } from '@school/shared';
import { messageKeys } from '../admin-keys';
import { refreshingFirst, type MutationHookOptions } from '../options';

/**
 * Sends a published news item to the confirmed subscribers (admins; the database checks). Returns
 * the number of mails queued: 0 when the item was sent before (never twice).
 */
export async function sendNewsletter(contentId: string): Promise<number> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('send_newsletter', { content_id: contentId });
  if (error) throw error;
  return data;
}

export function useSendNewsletter(options: MutationHookOptions<number, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.newsletter() }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]).then(() => undefined),
    ),
    mutationFn: sendNewsletter,
  });
}
