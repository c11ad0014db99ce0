import commonPasswords from './common-passwords.json';

/**
 * The password rules of every account (the local auth service applies the same ones; a hosted
 * project sets `minimum_password_length = 10` and leaked-password protection). Checked in the
 * form before anything is sent, so the person is told which rule failed, in their language.
 */
export const MIN_PASSWORD_LENGTH = 10;
/** bcrypt reads 72 bytes; the auth service refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

const common = new Set<string>(commonPasswords);

export type PasswordProblem = 'required' | 'short' | 'long' | 'common' | 'email';

/** The first rule the password breaks, or null. */
export function passwordProblem(password: string, email?: string | null): PasswordProblem | null {
  if (password === '') return 'required';
  // Spaces at either end are not counted: ten spaces are no password (the service agrees).
  if ([...password.trim()].length < MIN_PASSWORD_LENGTH) return 'short';
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) return 'long';
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'common';
  const local = email?.split('@')[0]?.toLowerCase();
  if (email && (lower === email.toLowerCase() || (local && local.length >= 4 && lower === local))) {
    return 'email';
  }
  return null;
}
