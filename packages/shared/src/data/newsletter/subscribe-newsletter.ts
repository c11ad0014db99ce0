import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@school/shared';

export const newsletterSchema = z.object({
  email: z.string().trim().email('Adresse email invalide'),
});

// 'already-subscribed' is kept for callers written against the earlier API; the server no
// longer tells the two cases apart, so every accepted address reports 'subscribed'.
export type NewsletterResult = 'subscribed' | 'already-subscribed';

export async function subscribeNewsletter(
  input: z.input<typeof newsletterSchema>,
): Promise<NewsletterResult> {
  const { email } = newsletterSchema.parse(input);
  const client = await getSupabase();
  // A SECURITY DEFINER function that ignores a known address: the answer is the same for a new
  // and an existing subscriber, so nobody can learn who is on the list.
  const { error } = await client.rpc('subscribe_newsletter', { email });
  if (error) throw error;
  return 'subscribed';
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
