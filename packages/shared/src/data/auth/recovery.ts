import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import type { MutationHookOptions } from '../options';

/**
 * What the address of the reset page carries: a PKCE code from a good link, or the error the
 * auth service put there (an expired or used link: query for PKCE, fragment otherwise).
 */
export function recoveryParams(
  search: string,
  hash: string,
): { code: string | null; error: string | null } {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const error =
    query.get('error_code') ??
    fragment.get('error_code') ??
    query.get('error') ??
    fragment.get('error');
  return { code: error ? null : query.get('code'), error };
}

/**
 * Exchanges the recovery link's code for a session (the browser that asked holds the verifier;
 * the code works once, within minutes of the request).
 */
export async function exchangeRecoveryCode(code: string): Promise<{ email: string }> {
  const client = await getSupabase();
  const { data, error } = await client.auth.exchangeCodeForSession(code);
  if (error) throw error;
  return { email: data.user?.email ?? '' };
}

/** The signed-in account's new password; the service ends its other sessions. */
export async function updatePassword(password: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

export function useUpdatePassword(options: MutationHookOptions<void, string> = {}) {
  return useMutation({ ...options, mutationFn: updatePassword });
}

/**
 * The first step of accepting an invitation: the mailed token, verified only once the person
 * has chosen a password (a mail scanner following the link cannot use it up). Signs in.
 */
export async function verifyInvitation(
  tokenHash: string,
): Promise<{ userId: string; email: string }> {
  const client = await getSupabase();
  const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
  if (error) throw error;
  return { userId: data.user?.id ?? '', email: data.user?.email ?? '' };
}

/**
 * The second step: the password, the names and the language of the signed-in invitee. The role
 * was given by the database when the invitation was sent.
 */
export async function completeInvitation({
  userId,
  password,
  firstName,
  lastName,
  locale,
}: {
  userId: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: string;
}): Promise<void> {
  const client = await getSupabase();
  const updated = await client.auth.updateUser({
    password,
    data: { first_name: firstName, last_name: lastName, locale },
  });
  if (updated.error) throw updated.error;
  const named = await client
    .from('profiles')
    .update({ first_name: firstName, last_name: lastName })
    .eq('id', userId);
  if (named.error) throw named.error;
}
