/**
 * Whether a text (already trimmed) is an e-mail address worth storing: a local part of the usual
 * characters, no leading, trailing or doubled dot, and a domain of dotted labels ending in a
 * letters-only top-level domain. The newsletter box checks this without zod so that the footer,
 * shown on every page, does not download a schema library for one field; the database function
 * remains the guard.
 */
const emailPattern =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}
