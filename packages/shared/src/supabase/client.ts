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
      // Never take a session from the address: with detection on, anyone could send a link
      // `/admin/login#access_token=…&refresh_token=…` holding their own tokens and sign the
      // visitor in as themselves (login CSRF). The site has no OAuth or magic links; a future
      // password-recovery page exchanges its PKCE code explicitly, on that page only.
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
  });
  return clientPromise;
}

/** For tests: use this client instead of creating one. */
export function setSupabaseForTests(client: TypedSupabaseClient | null): void {
  clientPromise = client ? Promise.resolve(client) : null;
}
