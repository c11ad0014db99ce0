import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import { messageKeys } from '../admin-keys';
import type { QueryHookOptions } from '../options';

/** The subscribers list's counts: deleted addresses are counted, not kept. */
export interface NewsletterSummary {
  confirmed: number;
  pending: number;
  /** Addresses deleted by their owner's unsubscribe. */
  unsubscribed: number;
  /** Addresses forgotten after a week unconfirmed. */
  expired: number;
}

/** One newsletter sending (a news item sent to the subscribers) and how far it went. */
export interface NewsletterSending {
  issue_id: number;
  content_id: string;
  title: string;
  created_at: string;
  sent: number;
  /** Still to send, including mails tried again after a failure. */
  pending: number;
  /** Given up: the mail server refused the address, or eight attempts failed. */
  failed: number;
}

export interface NewsletterOverview {
  summary: NewsletterSummary;
  sendings: NewsletterSending[];
}

export async function fetchNewsletterOverview(): Promise<NewsletterOverview> {
  const client = await getSupabase();
  const [summary, sendings] = await Promise.all([
    client.rpc('newsletter_summary'),
    client.rpc('newsletter_sendings'),
  ]);
  if (summary.error) throw summary.error;
  if (sendings.error) throw sendings.error;
  const counts = summary.data[0];
  return {
    // bigint counts arrive as numbers (PostgREST's JSON) and are read as such.
    summary: {
      confirmed: Number(counts?.confirmed ?? 0),
      pending: Number(counts?.pending ?? 0),
      unsubscribed: Number(counts?.unsubscribed ?? 0),
      expired: Number(counts?.expired ?? 0),
    },
    sendings: sendings.data.map((s) => ({
      issue_id: Number(s.issue_id),
      content_id: s.content_id,
      title: s.title,
      created_at: s.created_at,
      sent: Number(s.sent),
      pending: Number(s.pending),
      failed: Number(s.failed),
    })),
  };
}

export const newsletterOverviewQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.newsletter(),
    queryFn: () => fetchNewsletterOverview(),
  });

/**
 * The counts and the sendings' progress. While a sending has mails pending it is read again
 * every 5 s, so the screen shows it going out (the sender takes at most 60 a minute).
 */
export function useNewsletterOverview(
  options: QueryHookOptions<NewsletterOverview, ReturnType<typeof messageKeys.newsletter>> = {},
) {
  return useQuery({
    ...newsletterOverviewQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.sendings.some((s) => s.pending > 0) ? 5000 : false,
    ...options,
  });
}
