/**
 * Whether a text (already trimmed) is an e-mail address worth storing and linking to: a local
 * part of dot-separated runs of letters, digits and `_ ' + -` (no leading, trailing or doubled
 * dot), and a domain of dotted labels ending in a letters-only top-level domain; 64 characters
 * at most before the `@`, 254 in all. Nothing a `mailto:` link or a mail header could read as
 * syntax gets through: no `? & % = # /`, spaces, double quotes, commas, angle brackets or
 * control characters (`victim@x.yz?cc=attacker@evil.example` is refused). The database applies
 * the same rule (`public.is_email_address`, migration 20251123000200_strict_email.sql) and
 * stays the guard. No zod here: the footer's newsletter box, on every page, checks with this.
 */
const emailPattern =
  /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && value.indexOf('@') <= 64 && emailPattern.test(value);
}
