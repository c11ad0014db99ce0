import { freshUntilLive, getSupabase, usePageQuery, type PageQueryOptions } from '@school/shared';
import type { Tables } from '../../supabase/database.types';
import { settingsKeys } from '../keys';
import type { QueryHookOptions } from '../options';

export type SiteSetting = Tables<'site_settings'>;

export async function fetchSettings(signal?: AbortSignal): Promise<SiteSetting[]> {
  const client = await getSupabase();
  let query = client.from('site_settings').select('*').order('key');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

type SettingsKey = ReturnType<typeof settingsKeys.list>;

export const settingsQueryOptions = (): PageQueryOptions<SiteSetting[], SettingsKey> => ({
  queryKey: settingsKeys.list(),
  queryFn: (context) => fetchSettings(context.signal),
  staleTime: freshUntilLive,
});

/** The settings, on every page (header, footer) and in the back office's settings screen. */
export function useSettings(options: QueryHookOptions<SiteSetting[], SettingsKey> = {}) {
  return usePageQuery<SiteSetting[], SettingsKey>({ ...settingsQueryOptions(), ...options });
}

/**
 * The input type of a text setting, from its key (the spec's rule for the settings screen); the
 * back office picks the editor from the setting's kind and uses this for its text boxes.
 */
export function settingInputType(key: string): 'email' | 'tel' | 'url' | 'textarea' | 'text' {
  // The admissions texts are lists, one item a line.
  if (key === 'site_description' || key === 'address' || key.startsWith('admissions_'))
    return 'textarea';
  if (key.includes('email')) return 'email';
  if (key.includes('phone')) return 'tel';
  if (key.includes('url')) return 'url';
  return 'text';
}
