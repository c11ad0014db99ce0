import { hasUnsafeUrlCharacters } from '@school/platform/safe-path';
import { isEmailAddress } from '../data/newsletter/email-address';

// Settings and visitors' messages are text typed by people; these turn such text into a link
// only when the link can do nothing but what it says. Every `href` the site builds from stored
// data goes through one of them.

/**
 * A web address (`https:` or `http:` only, with a host and no user name or password) as the
 * string to put in `href`, or null: `javascript:`, `data:`, `//evil.example`, `https:evil`…
 */
export function safeWebUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || hasUnsafeUrlCharacters(text) || !/^https?:\/\/[^/]/i.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // `https://school.example@evil.example` shows one host and opens another.
    if (!url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The `tel:` link of a number written for people ('+223 20 22 45 67' -> 'tel:+22320224567'):
 * built from its digits (and a leading +) only, or null when it holds too few or too many
 * digits to be a phone number (E.164: at most 15).
 */
export function telHref(phone: string | null | undefined): string | null {
  const text = phone?.trim() ?? '';
  const digits = text.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return null;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The `mailto:` link of an address that passes the site's e-mail rule, or null. The address is
 * percent-encoded (keeping `@`) so that nothing in it can start the link's own fields, and the
 * only field added is the subject asked for.
 */
export function mailtoHref(
  address: string | null | undefined,
  { subject }: { subject?: string } = {},
): string | null {
  const text = address?.trim() ?? '';
  if (!isEmailAddress(text)) return null;
  const href = `mailto:${encodeURIComponent(text).replace(/%40/g, '@')}`;
  return subject ? `${href}?subject=${encodeURIComponent(subject)}` : href;
}
