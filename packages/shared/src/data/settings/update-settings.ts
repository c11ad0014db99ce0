import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { dashboardKeys, settingsKeys } from '../keys';

/** Saves settings one call per key, in sequence, as the settings screen does. */
export async function updateSettings(values: Record<string, string>): Promise<void> {
  const client = await getSupabase();
  for (const [key, value] of Object.entries(values)) {
    const { error } = await client
      .from('site_settings')
      .update({ value, updated_at: new Date().toISOString() })
      .eq('key', key);
    if (error) throw error;
  }
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
