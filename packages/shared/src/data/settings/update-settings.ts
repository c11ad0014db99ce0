import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { invalidateSettings } from '../admin-keys';
import type { Json } from '../../supabase/database.types';
import { refreshingFirst, type MutationHookOptions } from '../options';
import { isSettingProblem, type SettingProblem } from './setting-rules';

/**
 * The rule a refusal of the database names: its settings check answers 23514 with the problem's
 * code as the hint (migration 20251124002000_typed_settings.sql). Null for any other failure.
 */
export function settingProblemOf(cause: unknown): SettingProblem | null {
  if (!cause || typeof cause !== 'object') return null;
  const { code, hint } = cause as { code?: unknown; hint?: unknown };
  return code === '23514' && isSettingProblem(hint) ? hint : null;
}

/**
 * Some settings did not save: `failedKeys` says which, `savedKeys` which did, `problems` the rule
 * the database refused each one for (when it was a rule, not a network or permission failure).
 */
export class SettingsSaveError extends Error {
  readonly problems: Record<string, SettingProblem | null>;

  constructor(
    readonly failedKeys: string[],
    readonly savedKeys: string[],
    readonly causes: unknown[],
  ) {
    super(`Settings not saved: ${failedKeys.join(', ')}`);
    this.name = 'SettingsSaveError';
    this.problems = Object.fromEntries(
      failedKeys.map((key, index) => [key, settingProblemOf(causes[index])]),
    );
  }
}

/**
 * Saves settings one call per key, in sequence, as the settings screen does. A failure does not
 * stop the others: the caller learns exactly which ones did not save, and why.
 */
export async function updateSettings(values: Record<string, Json>): Promise<string[]> {
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
  options: MutationHookOptions<string[], Record<string, Json>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    // Refreshed after a partial failure too: what did save is shown as saved.
    ...refreshingFirst(options, () => invalidateSettings(queryClient), { afterError: true }),
    mutationFn: updateSettings,
  });
}
