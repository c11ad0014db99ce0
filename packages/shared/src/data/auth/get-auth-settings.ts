import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabaseConnection } from '@school/shared';
// The back office's keys, from its entry's own copy of keys.ts: the main entry, on every public
// page, has no use for them.
import { authKeys } from '../admin-keys';
import type { QueryHookOptions } from '../options';

export interface AuthSettings {
  /** Visitors may make their own account (the project's `enable_signup`). */
  signupEnabled: boolean;
}

/**
 * The auth service's public settings (`/auth/v1/settings`, the same on a hosted project): the
 * login page shows its sign-up tab only when sign-up is on, so nobody is offered a form the
 * service would refuse.
 */
export async function fetchAuthSettings(signal?: AbortSignal): Promise<AuthSettings> {
  const { url, anonKey } = supabaseConnection();
  const response = await fetch(`${url}/auth/v1/settings`, { headers: { apikey: anonKey }, signal });
  if (!response.ok) throw new Error(`auth settings answered ${response.status}`);
  const body = (await response.json()) as { disable_signup?: unknown };
  return { signupEnabled: body.disable_signup === false };
}

export const authSettingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.settings(),
    queryFn: ({ signal }) => fetchAuthSettings(signal),
    staleTime: 5 * 60_000,
  });

export function useAuthSettings(
  options: QueryHookOptions<AuthSettings, ReturnType<typeof authKeys.settings>> = {},
) {
  return useQuery({ ...authSettingsQueryOptions(), ...options });
}
