import { getSupabase } from '@school/shared';
import { isEmailAddress } from './email-address';

// 'already-subscribed' is kept for callers written against the earlier API; the server no
// longer tells the two cases apart, so every accepted address reports 'subscribed'.
export type NewsletterResult = 'subscribed' | 'already-subscribed';

/** An address the newsletter refuses before asking the server. */
export class InvalidEmailError extends Error {
  override name = 'InvalidEmailError';
}

export async function subscribeNewsletter(input: { email: string }): Promise<NewsletterResult> {
  const email = input.email.trim();
  if (!isEmailAddress(email)) throw new InvalidEmailError('Adresse email invalide');
  const client = await getSupabase();
  // A SECURITY DEFINER function that ignores a known address: the answer is the same for a new
  // and an existing subscriber, so nobody can learn who is on the list.
  const { error } = await client.rpc('subscribe_newsletter', { email });
  if (error) throw error;
  return 'subscribed';
}
