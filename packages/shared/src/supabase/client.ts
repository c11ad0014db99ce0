import type { SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../runtime/runtime-config';

let clientPromise: Promise<SupabaseClient> | null = null;

/**
 * The one Supabase client of the page, created on first use from the runtime configuration.
 * The library is loaded on demand so pages that never talk to the backend do not download it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = getRuntimeConfig().supabase;
    return createClient(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  });
  return clientPromise;
}
