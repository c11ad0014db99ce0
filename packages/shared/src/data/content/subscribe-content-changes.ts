import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSupabase } from '@school/shared';
import { whenIdle } from '../../runtime/when-idle';
import { invalidateContent } from '../keys';
import type { ContentType } from './types';

/**
 * Follows changes of one content type; any change runs `onChange`. Returns the unsubscribe.
 * The realtime client is only opened when a page asks for live updates.
 */
export async function subscribeContentChanges(
  type: ContentType,
  onChange: () => void,
): Promise<() => void> {
  const client = await getSupabase();
  const channel = client
    .channel(`content-${type}-${Math.random().toString(36).slice(2)}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'content_management', filter: `type=eq.${type}` },
      () => onChange(),
    )
    .subscribe();
  return () => {
    void client.removeChannel(channel);
  };
}

/**
 * News and blog lists reload whenever the content table changes for their type. An edit seen
 * here refreshes the same reads as an edit made through the content mutations.
 */
export function useContentChanges(type: ContentType) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    // Live updates are background work: the socket (and the library) wait for the idle page.
    void whenIdle()
      .then(() =>
        cancelled ? null : subscribeContentChanges(type, () => void invalidateContent(queryClient)),
      )
      .then((stop) => {
        if (!stop) return;
        if (cancelled) stop();
        else unsubscribe = stop;
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [type, queryClient]);
}
