import {
  freshUntilLive,
  getSupabase,
  noticeKeys,
  usePageQuery,
  type PageQueryOptions,
} from '@school/shared';
import type { QueryHookOptions } from '../options';
import type { Notice } from './notice';

/**
 * The notices running now, as a visitor reads them: the database shows a visitor only those
 * (row-level security), and the filters say the same for staff browsing the site signed in, who
 * may read every notice.
 */
export async function fetchRunningNotices(signal?: AbortSignal): Promise<Notice[]> {
  const client = await getSupabase();
  const now = new Date().toISOString();
  let query = client
    .from('notices')
    .select('id, text_fr, text_ar, text_en, level, starts_at, ends_at')
    .lte('starts_at', now)
    .gt('ends_at', now)
    .order('starts_at')
    .order('id');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data as Notice[];
}

type RunningKey = ReturnType<typeof noticeKeys.running>;

export const runningNoticesQueryOptions = (): PageQueryOptions<Notice[], RunningKey> => ({
  queryKey: noticeKeys.running(),
  queryFn: (context) => fetchRunningNotices(context.signal),
  staleTime: freshUntilLive,
});

/** The running notices, above the header of every public page (the shell's layout). */
export function useRunningNotices(options: QueryHookOptions<Notice[], RunningKey> = {}) {
  return usePageQuery<Notice[], RunningKey>({ ...runningNoticesQueryOptions(), ...options });
}
