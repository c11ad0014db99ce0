import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { messageKeys } from '../admin-keys';
import type { Tables } from '../../supabase/database.types';
import type { QueryHookOptions } from '../options';

export type ContactMessage = Tables<'contact_messages'>;

/** Which messages the inbox lists: not yet handled, handled, or every one. */
export type MessageFilter = 'new' | 'handled' | 'all';

export const MESSAGES_PAGE_SIZE = 25;

export interface ContactMessagesPage {
  rows: ContactMessage[];
  /** How many messages match the filter in all (for "page X of Y"). */
  total: number;
}

/**
 * One page of messages, newest first (admins only: RLS decides). Pages by offset with an exact
 * count, so every message is reachable however many arrive; the id breaks ties between
 * messages of the same instant, so no row is skipped or repeated between pages.
 * @param page 0-based
 */
export async function fetchContactMessages(
  { filter, page }: { filter: MessageFilter; page: number },
  signal?: AbortSignal,
): Promise<ContactMessagesPage> {
  const client = await getSupabase();
  const from = page * MESSAGES_PAGE_SIZE;
  let query = client
    .from('contact_messages')
    .select('*', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + MESSAGES_PAGE_SIZE - 1);
  if (filter === 'new') query = query.is('handled_at', null);
  if (filter === 'handled') query = query.not('handled_at', 'is', null);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count } = await query;
  // Past the end (the last page emptied by a bulk action): PostgREST answers 416. The page is
  // empty and the caller moves back to the new last page.
  if (error?.code === 'PGRST103') {
    return { rows: [], total: await countMessages(filter, signal) };
  }
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

async function countMessages(filter: MessageFilter, signal?: AbortSignal): Promise<number> {
  const client = await getSupabase();
  let query = client.from('contact_messages').select('*', { count: 'exact', head: true });
  if (filter === 'new') query = query.is('handled_at', null);
  if (filter === 'handled') query = query.not('handled_at', 'is', null);
  if (signal) query = query.abortSignal(signal);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

export const contactMessagesQueryOptions = (filter: MessageFilter, page: number) =>
  queryOptions({
    queryKey: messageKeys.contactPage(filter, page),
    queryFn: ({ signal }) => fetchContactMessages({ filter, page }, signal),
    // The previous page stays on screen while the next one loads: no flash, focus kept.
    placeholderData: keepPreviousData,
  });

export function useContactMessages(
  filter: MessageFilter,
  page: number,
  options: QueryHookOptions<ContactMessagesPage, ReturnType<typeof messageKeys.contactPage>> = {},
) {
  return useQuery({ ...contactMessagesQueryOptions(filter, page), ...options });
}

/** How many rows the export reads at a time (PostgREST's answers stay small). */
const EXPORT_PAGE_SIZE = 500;

/**
 * Every message the filter keeps, newest first, read page after page: what the inbox's CSV
 * export writes, whatever page the inbox shows.
 */
export async function fetchAllContactMessages(filter: MessageFilter): Promise<ContactMessage[]> {
  const client = await getSupabase();
  const all: ContactMessage[] = [];
  for (let from = 0; ; from += EXPORT_PAGE_SIZE) {
    let query = client
      .from('contact_messages')
      .select('*')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + EXPORT_PAGE_SIZE - 1);
    if (filter === 'new') query = query.is('handled_at', null);
    if (filter === 'handled') query = query.not('handled_at', 'is', null);
    const { data, error } = await query;
    if (error) throw error;
    all.push(...data);
    if (data.length < EXPORT_PAGE_SIZE) return all;
  }
}
