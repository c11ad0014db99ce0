import {
  eventKeys,
  freshUntilLive,
  getSupabase,
  usePageQuery,
  type PageQueryOptions,
} from '@school/shared';
import type { QueryHookOptions } from '../options';
import { EVENT_COLUMNS, type SchoolEvent } from './event';

/** How many coming events the calendar lists (a school year holds far fewer). */
export const COMING_EVENTS_LIMIT = 200;
/** How many the home page shows. */
export const NEXT_EVENTS_LIMIT = 3;

/**
 * The published events not yet over, soonest first, as a visitor reads them: the database shows
 * a visitor only published ones, and the filter says the same for staff browsing signed in.
 */
export async function fetchComingEvents(
  signal?: AbortSignal,
  limit = COMING_EVENTS_LIMIT,
): Promise<SchoolEvent[]> {
  const client = await getSupabase();
  let query = client
    .from('events')
    .select(EVENT_COLUMNS)
    .eq('published', true)
    .gt('ends_at', new Date().toISOString())
    .order('starts_at')
    .order('id')
    .limit(limit);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

type ComingKey = ReturnType<typeof eventKeys.coming>;
type NextKey = ReturnType<typeof eventKeys.next>;

export const comingEventsQueryOptions = (): PageQueryOptions<SchoolEvent[], ComingKey> => ({
  queryKey: eventKeys.coming(),
  queryFn: (context) => fetchComingEvents(context.signal),
  staleTime: freshUntilLive,
});

/** The calendar page's events. */
export function useComingEvents(options: QueryHookOptions<SchoolEvent[], ComingKey> = {}) {
  return usePageQuery<SchoolEvent[], ComingKey>({ ...comingEventsQueryOptions(), ...options });
}

export const nextEventsQueryOptions = (
  limit = NEXT_EVENTS_LIMIT,
): PageQueryOptions<SchoolEvent[], NextKey> => ({
  queryKey: eventKeys.next(limit),
  queryFn: (context) => fetchComingEvents(context.signal, limit),
  staleTime: freshUntilLive,
});

/** The home page's next events. */
export function useNextEvents(limit = NEXT_EVENTS_LIMIT) {
  return usePageQuery<SchoolEvent[], NextKey>(nextEventsQueryOptions(limit));
}
