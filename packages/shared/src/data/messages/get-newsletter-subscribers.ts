import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { messageKeys } from '../admin-keys';
import type { Tables } from '../../supabase/database.types';
import type { QueryHookOptions } from '../options';

// The columns staff may read: the link token is its owner's alone (no grant on it).
const COLUMNS = 'id, email, locale, confirmed_at, created_at';
export type NewsletterSubscriber = Pick<
  Tables<'newsletter_subscribers'>,
  'id' | 'email' | 'locale' | 'confirmed_at' | 'created_at'
>;

export async function fetchSubscribers(signal?: AbortSignal): Promise<NewsletterSubscriber[]> {
  const client = await getSupabase();
  let query = client
    .from('newsletter_subscribers')
    .select(COLUMNS)
    .order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const subscribersQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.subscribers(),
    queryFn: ({ signal }) => fetchSubscribers(signal),
  });

export function useSubscribers(
  options: QueryHookOptions<
    NewsletterSubscriber[],
    ReturnType<typeof messageKeys.subscribers>
  > = {},
) {
  return useQuery({ ...subscribersQueryOptions(), ...options });
}
