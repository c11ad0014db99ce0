import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import type { MutationHookOptions } from '../options';

/**
 * Asks for a recovery mail. The link leads to `redirectTo` (the reset page, in the page's
 * language) with a PKCE code only this browser can use. The service answers the same whether
 * or not the address has an account.
 */
export async function requestPasswordReset({
  email,
  redirectTo,
}: {
  email: string;
  redirectTo: string;
}): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

export function useRequestPasswordReset(
  options: MutationHookOptions<void, { email: string; redirectTo: string }> = {},
) {
  return useMutation({ ...options, mutationFn: requestPasswordReset });
}
