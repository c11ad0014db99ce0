import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { invalidateContent } from '../keys';
import type { MutationHookOptions } from '../options';

export async function deleteContent(id: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('content_management').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteContent({
  onSuccess,
  ...options
}: MutationHookOptions<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteContent,
    onSuccess: async (...args) => {
      await invalidateContent(queryClient);
      await onSuccess?.(...args);
    },
  });
}
