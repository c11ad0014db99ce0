import { getSupabase, isEmailAddress } from '@school/shared';
import { passwordProblem } from '@school/shared/data/admin';
import { useMutation } from '@tanstack/react-query';
import { z } from '../../../lib/zod';

/** Sign-up: first name, last name, e-mail and password required. */
export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, 'validation.firstName.required'),
  lastName: z.string().trim().min(1, 'validation.lastName.required'),
  email: z
    .string()
    .trim()
    .min(1, 'validation.email.required')
    // The site's one e-mail rule (the database's too), stricter than zod's.
    .pipe(z.string().refine(isEmailAddress, 'validation.email.invalid')),
  // The site's password rules (the auth service applies the same), said before the round trip.
  password: z.string().superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `validation.password.${problem}` });
  }),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

/** Creates the account with its names as metadata; the confirmation link returns to the login page. */
export async function signUp({ values, redirectTo }: { values: SignUpValues; redirectTo: string }) {
  const client = await getSupabase();
  const { data, error } = await client.auth.signUp({
    email: values.email,
    password: values.password,
    options: {
      data: { first_name: values.firstName, last_name: values.lastName },
      emailRedirectTo: redirectTo,
    },
  });
  if (error) throw error;
  return data;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
