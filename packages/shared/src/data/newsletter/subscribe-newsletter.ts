import { getSupabase, isEmailAddress } from '@school/shared';

// 'already-subscribed' is kept for callers written against the earlier API; the server no
// longer tells the two cases apart, so every accepted address reports 'subscribed'.
export type NewsletterResult = 'subscribed' | 'already-subscribed';

/** An address the newsletter refuses before asking the server. */
export class InvalidEmailError extends Error {
  override name = 'InvalidEmailError';
}

/** The languages the newsletter is written in. */
export type NewsletterLocale = 'fr' | 'ar' | 'en';

/**
 * Asks for a subscription in a language: the database mails a confirmation (double opt-in) to a
 * new or still unconfirmed address, nothing to a confirmed one, and answers the same either way.
 */
export async function subscribeNewsletter(input: {
  email: string;
  locale?: NewsletterLocale;
}): Promise<NewsletterResult> {
  const email = input.email.trim();
  const locale = input.locale ?? 'fr';
  if (!isEmailAddress(email)) throw new InvalidEmailError('Adresse email invalide');
  const client = await getSupabase();
  // A SECURITY DEFINER function that ignores a known address: the answer is the same for a new
  // and an existing subscriber, so nobody can learn who is on the list.
  const { error } = await client.rpc('subscribe_newsletter', { email, locale });
  if (error) throw error;
  return 'subscribed';
}
