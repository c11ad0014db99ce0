import { getSupabase } from '@school/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';

/** Sign-in: e-mail and password required (message ids, translated by the form). */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.email.required')
    .pipe(z.email('validation.email.invalid')),
  password: z.string().min(1, 'validation.password.required'),
});
export type SignInValues = z.infer<typeof signInSchema>;

/**
 * The account write a sign-in may still be making (the language, below). supabase-js runs its
 * auth calls without a lock: a sign-out while it is in flight would be undone by its answer
 * (it saves the session again and says USER_UPDATED, and the back office is signed in again, as
 * an end-to-end run once saw after « Se déconnecter »). A sign-out waits for it.
 */
let accountWrite: Promise<unknown> = Promise.resolve();

/**
 * Signs in; the account then remembers the language its owner uses, so the mails the auth
 * service sends it later (a password reset) are in that language.
 */
export async function signIn({
  locale,
  ...values
}: SignInValues & { locale: string }): Promise<void> {
  const client = await getSupabase();
  const { data, error } = await client.auth.signInWithPassword(values);
  if (error) throw error;
  if (data.user?.user_metadata?.locale !== locale) {
    const write = client.auth.updateUser({ data: { locale } });
    accountWrite = write.catch(() => undefined);
    const { error: remembered } = await write;
    if (remembered) console.warn('The account’s language was not saved', remembered);
  }
}

/** Signs out, once the account write of the sign-in, if any, has answered. */
export async function signOut(): Promise<void> {
  await accountWrite;
  const client = await getSupabase();
  const { error } = await client.auth.signOut();
  if (error) throw error;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
