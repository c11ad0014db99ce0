import type { SupabaseClient } from '@supabase/supabase-js';
import {
  getRuntimeConfig,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  RuntimeConfigError,
} from '../runtime/runtime-config';
import type { Database } from './database.types';

export type TypedSupabaseClient = SupabaseClient<Database>;

/** The client, with the backend it was made for. */
let current: { backend: string; client: Promise<TypedSupabaseClient> } | null = null;
let testClient: Promise<TypedSupabaseClient> | null = null;

/** The URL and key from the runtime configuration; the local stack when none was loaded. */
export function supabaseConnection(): { url: string; anonKey: string } {
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
  if (testClient) return testClient;
  const { url, anonKey } = supabaseConnection();
  // One client per backend, not per process: in the browser the runtime map never changes
  // under a page, but the prerenderer renders many pages in one Node process and the map it is
  // given may name another backend (a test's proxy, a moved project). A client kept from an
  // earlier map would read the old backend while the page claims the new one.
  const backend = `${url} ${anonKey}`;
  if (current?.backend !== backend) {
    const client = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient<Database>(url, anonKey, {
        // Never take a session from the address: with detection on, anyone could send a link
        // `/admin/login#access_token=…&refresh_token=…` holding their own tokens and sign the
        // visitor in as themselves (login CSRF). Mailed flows use PKCE: the recovery page
        // exchanges its code explicitly, on that page only, and only the browser that asked
        // holds the verifier, so a code in someone else's link is useless here.
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
          flowType: 'pkce',
        },
      }),
    );
    current = { backend, client };
    // A download that failed (a phone losing its signal) is tried again by the next caller,
    // instead of every later send failing with it until the page is reloaded.
    client.catch(() => {
      if (current?.client === client) current = null;
    });
  }
  return current.client;
}

/**
 * Starts loading the client without waiting for it. Forms call it as soon as the visitor
 * reaches for them (focus, a tap), so that sending is not slowed by the library's download; a
 * public page otherwise never loads it until it needs it (see live/live.ts).
 */
export function preloadSupabase(): void {
  getSupabase().catch((error: unknown) => console.warn('Supabase client not loaded yet', error));
}

/** For tests: use this client instead of creating one. */
export function setSupabaseForTests(client: TypedSupabaseClient | null): void {
  testClient = client ? Promise.resolve(client) : null;
  current = null;
}
