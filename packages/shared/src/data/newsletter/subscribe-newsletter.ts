import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@school/shared';

export const newsletterSchema = z.object({
  email: z.string().trim().email('Adresse email invalide'),
});

export type NewsletterResult = 'subscribed' | 'already-subscribed';

export async function subscribeNewsletter(
  input: z.input<typeof newsletterSchema>,
): Promise<NewsletterResult> {
  const { email } = newsletterSchema.parse(input);
  const client = await getSupabase();
  const { error } = await client.from('newsletter_subscribers').insert({ email });
  // One subscription per address (case-insensitive): a second one is not an error for the visitor.
  if (error?.code === '23505') return 'already-subscribed';
  if (error) throw error;
  return 'subscribed';
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
