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

export async function signIn(values: SignInValues): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.auth.signInWithPassword(values);
  if (error) throw error;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
