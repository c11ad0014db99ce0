import { useMutation } from '@tanstack/react-query';
import { z } from '../zod';
import { getSupabase } from '@school/shared';

/** The contact form's rules and messages (the database checks the same minimums). */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, 'Le nom doit contenir au moins 2 caractères'),
  email: z.string().trim().email('Adresse email invalide'),
  phone: z.string().trim().min(8, 'Numéro de téléphone invalide'),
  subject: z.string().trim().min(5, 'Le sujet doit contenir au moins 5 caractères'),
  message: z.string().trim().min(20, 'Le message doit contenir au moins 20 caractères'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export async function createContactMessage(input: ContactMessageInput): Promise<void> {
  const values = contactMessageSchema.parse(input);
  const client = await getSupabase();
  // No read-back: visitors may send a message but never read one.
  const { error } = await client.from('contact_messages').insert(values);
  if (error) throw error;
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
