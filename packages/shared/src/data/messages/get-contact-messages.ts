import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import type { Tables } from '../../supabase/database.types';
import { messageKeys } from '../keys';

export type ContactMessage = Tables<'contact_messages'>;

/** Messages sent from the contact page, newest first (admins only: RLS decides). */
export async function fetchContactMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  const client = await getSupabase();
  let query = client.from('contact_messages').select('*').order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const contactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.contact(),
    queryFn: ({ signal }) => fetchContactMessages(signal),
  });

export function useContactMessages() {
  return useQuery(contactMessagesQueryOptions());
}
