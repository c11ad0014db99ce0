import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { invalidateContent } from '../keys';

export async function deleteContent(id: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('content_management').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () => invalidateContent(queryClient),
  });
}
