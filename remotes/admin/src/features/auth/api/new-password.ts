import { passwordProblem, type PasswordProblem } from '@school/shared/data/admin';
import { z } from '../../../lib/zod';

const problemIds: Record<PasswordProblem, string> = {
  required: 'validation.password.required',
  short: 'validation.password.short',
  long: 'validation.password.long',
  common: 'validation.password.common',
  email: 'validation.password.email',
};

/**
 * A new password and its confirmation, under the site's password rules (the auth service
 * applies the same ones): the form names the broken rule before anything is sent.
 */
export function newPasswordShape(email: () => string | null) {
  return {
    password: z.string().superRefine((value, context) => {
      const problem = passwordProblem(value, email());
      if (problem) context.addIssue({ code: 'custom', message: problemIds[problem] });
    }),
    confirm: z.string().min(1, 'validation.confirm.required'),
  };
}

/** The confirmation must repeat the password (reported on the confirmation field). */
export function confirmMatches(
  values: { password: string; confirm: string },
  context: z.RefinementCtx,
) {
  if (values.confirm !== '' && values.confirm !== values.password) {
    context.addIssue({ code: 'custom', path: ['confirm'], message: 'validation.confirm.mismatch' });
  }
}

export const resetPasswordSchema = (email: () => string | null) =>
  z.object(newPasswordShape(email)).superRefine(confirmMatches);
export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;

export const acceptInvitationSchema = (email: () => string | null) =>
  z
    .object({
      firstName: z.string().trim().min(1, 'validation.firstName.required').max(100),
      lastName: z.string().trim().min(1, 'validation.lastName.required').max(100),
      ...newPasswordShape(email),
    })
    .superRefine(confirmMatches);
export type AcceptInvitationValues = z.infer<ReturnType<typeof acceptInvitationSchema>>;
