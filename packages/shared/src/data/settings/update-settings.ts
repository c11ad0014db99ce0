import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { invalidateSettings } from '../keys';
import { refreshingFirst, type MutationHookOptions } from '../options';

/** Some settings did not save: `failedKeys` says which, `savedKeys` which did. */
export class SettingsSaveError extends Error {
  constructor(
    readonly failedKeys: string[],
    readonly savedKeys: string[],
    readonly causes: unknown[],
  ) {
    super(`Settings not saved: ${failedKeys.join(', ')}`);
    this.name = 'SettingsSaveError';
  }
}

/**
 * Saves settings one call per key, in sequence, as the settings screen does. A failure does not
 * stop the others: the caller learns exactly which ones did not save.
 */
export async function updateSettings(values: Record<string, string>): Promise<string[]> {
  const client = await getSupabase();
  const saved: string[] = [];
  const failed: string[] = [];
  const causes: unknown[] = [];
  for (const [key, value] of Object.entries(values)) {
    const { data, error } = await client
      .from('site_settings')
      .update({ value, updated_at: new Date().toISOString() })
      .eq('key', key)
      .select('key');
    // No row back without an error means RLS filtered the update out: it did not save.
    if (error || !data || data.length === 0) {
      failed.push(key);
      causes.push(error ?? new Error(`No setting updated for ${key}`));
    } else {
      saved.push(key);
    }
  }
  if (failed.length > 0) throw new SettingsSaveError(failed, saved, causes);
  return saved;
}

export function useUpdateSettings(
  options: MutationHookOptions<string[], Record<string, string>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Refreshed after a partial failure too: what did save is shown as saved.
    ...refreshingFirst(options, () => invalidateSettings(queryClient), { afterError: true }),
    mutationFn: updateSettings,
  });
}
