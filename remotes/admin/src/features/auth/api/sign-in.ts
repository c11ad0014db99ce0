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
    const { error: remembered } = await client.auth.updateUser({ data: { locale } });
    if (remembered) console.warn('The account’s language was not saved', remembered);
  }
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
