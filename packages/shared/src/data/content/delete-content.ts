import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { activityKeys, contentKeys, dashboardKeys } from '../keys';

export async function deleteContent(id: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('content_management').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
      ]),
  });
}
