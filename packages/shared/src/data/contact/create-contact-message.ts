import { useMutation } from '@tanstack/react-query';
import { z } from '../zod';
import { getSupabase, isEmailAddress } from '@school/shared';
import type { MutationHookOptions } from '../options';

export { CONTACT_MAX_LENGTHS } from './limits';

/** The contact form's rules and messages (the database checks the same minimums). */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, 'Le nom doit contenir au moins 2 caractères'),
  // The database's own rule (public.is_email_address), stricter than zod's: an address is
  // later a mailto: link in the staff inbox.
  email: z.string().trim().refine(isEmailAddress, 'Adresse email invalide'),
  phone: z.string().trim().min(8, 'Numéro de téléphone invalide'),
  subject: z.string().trim().min(5, 'Le sujet doit contenir au moins 5 caractères'),
  message: z.string().trim().min(20, 'Le message doit contenir au moins 20 caractères'),
  // The honeypot: hidden from people, so only a robot fills it. Sent as is: the database drops
  // such a message (and a robot posting straight to the API the same way).
  website: z.string().optional(),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export async function createContactMessage(input: ContactMessageInput): Promise<void> {
  const values = contactMessageSchema.parse(input);
  const client = await getSupabase();
  // One row per call through a function that validates and throttles (no read-back: visitors
  // may send a message but never read one).
  const { error } = await client.rpc('send_contact_message', {
    name: values.name,
    email: values.email,
    phone: values.phone,
    subject: values.subject,
    message: values.message,
    website: values.website ?? '',
  });
  if (error) throw error;
}

export function useCreateContactMessage(
  options: MutationHookOptions<void, ContactMessageInput> = {},
) {
  return useMutation({ ...options, mutationFn: createContactMessage });
}
