import { useCallback, useEffect, type RefCallback } from 'react';
import { getSupabase, observeLiveList, usePageData, whenLive } from '@school/shared';
import { invalidateContent } from '../keys';
import type { ContentType } from './types';

/**
 * Follows changes of one content type; any change runs `onChange`. Returns the unsubscribe.
 * `onJoined` runs each time the channel is joined (and rejoined after a lost connection), or
 * once if it cannot be: a change made before that is never sent on the channel, so whoever
 * shows the data reads it again then.
 */
export async function subscribeContentChanges(
  type: ContentType,
  onChange: () => void,
  onJoined: () => void = () => {},
): Promise<() => void> {
  const client = await getSupabase();
  let failed = false;
  const channel = client
    .channel(`content-${type}-${Math.random().toString(36).slice(2)}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'content_management', filter: `type=eq.${type}` },
      () => onChange(),
    )
    .subscribe((status) => {
      // Compared as text: the enum's runtime value would bring supabase-js into this chunk.
      const state = String(status);
      if (state === 'SUBSCRIBED') onJoined();
      else if ((state === 'CHANNEL_ERROR' || state === 'TIMED_OUT') && !failed) {
        // Realtime is out of reach (it retries by itself): the data is read once anyway.
        failed = true;
        onJoined();
      }
    });
  return () => {
    void client.removeChannel(channel);
  };
}

/**
 * News and blog lists reload whenever the content table changes for their type. An edit seen
 * here refreshes the same reads as an edit made through the content mutations.
 * The subscription waits for the page's live layer (live/live.ts): a prerendered page opens no
 * socket and loads no client for it until the visitor needs them. Returns a ref for the list's
 * element: the page goes live when the visitor scrolls it into view (live/live-triggers.ts).
 * A component that does not attach it (an article) goes live with the page's other triggers.
 */
export function useContentChanges(type: ContentType): RefCallback<Element> {
  const pageData = usePageData();
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    // The query layer loads then, if nothing had needed it yet (live/page-data.tsx).
    const refresh = () => void pageData.load().then(({ client }) => invalidateContent(client));
    void whenLive()
      .then(() => (cancelled ? null : subscribeContentChanges(type, refresh, refresh)))
      .then((stop) => {
        if (!stop) return;
        if (cancelled) stop();
        else unsubscribe = stop;
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [type, pageData]);
  return useCallback(
    (element: Element | null) => (element ? observeLiveList(element) : undefined),
    [],
  );
}
