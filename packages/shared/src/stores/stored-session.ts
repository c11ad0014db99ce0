// What a public page may know of a session without the auth store (./auth, the back office's) or
// supabase-js: whether this browser holds one.

/** supabase-js keeps its session under `sb-<project>-auth-token` in localStorage. */
export function isAuthStorageKey(key: string | null): boolean {
  return key !== null && key.startsWith('sb-') && key.endsWith('-auth-token');
}

/**
 * Whether this browser holds a session supabase-js could restore, read from its storage key
 * without loading the library: a public page asks before anything that needs the session (the
 * preview's admin check), so a visitor who never signed in never downloads the client for it.
 */
export function hasStoredSession(
  storage: Pick<Storage, 'length' | 'key'> | null = typeof localStorage === 'undefined'
    ? null
    : localStorage,
): boolean {
  try {
    for (let index = 0; index < (storage?.length ?? 0); index += 1) {
      if (isAuthStorageKey(storage?.key(index) ?? null)) return true;
    }
  } catch {
    // Storage the page may not read (blocked by the browser): supabase-js cannot read it either.
  }
  return false;
}
