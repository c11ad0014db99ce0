import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, invalidateContent } from '@school/shared';
import { refreshingFirst, type MutationHookOptions } from '../options';

export async function deleteContent(id: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('content_management').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteContent(options: MutationHookOptions<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshingFirst(options, () => invalidateContent(queryClient)),
    mutationFn: deleteContent,
  });
}
