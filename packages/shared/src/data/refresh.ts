import { whenIdle } from '../runtime/when-idle';

/**
 * Before a public read: when the cache already holds the answer (seeded from the prerendered
 * HTML, or an earlier visit of the page), this request only refreshes what is on screen, so it
 * waits until the page is idle and the Supabase library never competes with the first paint or
 * hydration. A first read, with nothing to show yet, goes at once.
 */
export async function waitIfRefresh(context: {
  client: { getQueryData: (key: readonly unknown[]) => unknown };
  queryKey: readonly unknown[];
}): Promise<void> {
  if (context.client.getQueryData(context.queryKey) !== undefined) await whenIdle();
}
