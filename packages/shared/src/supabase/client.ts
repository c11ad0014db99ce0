import type { SupabaseClient } from '@supabase/supabase-js';
import {
  getRuntimeConfig,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  RuntimeConfigError,
} from '../runtime/runtime-config';
import type { Database } from './database.types';

export type TypedSupabaseClient = SupabaseClient<Database>;

let clientPromise: Promise<TypedSupabaseClient> | null = null;

/** The URL and key from the runtime configuration; the local stack when none was loaded. */
function connection(): { url: string; anonKey: string } {
  try {
    return getRuntimeConfig().supabase;
  } catch (error) {
    if (!(error instanceof RuntimeConfigError)) throw error;
    return { url: LOCAL_SUPABASE_URL, anonKey: LOCAL_SUPABASE_ANON_KEY };
  }
}

/**
 * The one Supabase client of the page, created on first use from the runtime configuration.
 * The library is loaded on demand so pages that never talk to the backend do not download it.
 */
export function getSupabase(): Promise<TypedSupabaseClient> {
  clientPromise ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = connection();
    return createClient<Database>(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  });
  return clientPromise;
}

/** For tests: use this client instead of creating one. */
export function setSupabaseForTests(client: TypedSupabaseClient | null): void {
  clientPromise = client ? Promise.resolve(client) : null;
}
