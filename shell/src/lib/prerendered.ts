import type { DehydratedState } from '@tanstack/react-query';

/** The `<script type="application/json">` holding a prerendered page's query cache. */
export const PRERENDERED_STATE_ID = 'school-query-state';

/** What a prerendered page carries besides its markup. */
export interface PrerenderedState {
  /** The runtime remote map the server drew the page with. */
  remotes: Record<string, string>;
  /** TanStack Query's dehydrated cache. */
  cache: DehydratedState;
}

/**
 * Whether the page was drawn with the remotes the browser is about to load. After the map points
 * a remote elsewhere (a new deployment), the HTML is from the old build until it is rendered
 * again, and hydrating it with other code would keep the old markup: draw the page afresh.
 */
export function drawnWithSameRemotes(
  state: PrerenderedState,
  remotes: Record<string, string>,
): boolean {
  const key = (map: Record<string, string>) => JSON.stringify(Object.entries(map).sort());
  return key(state.remotes) === key(remotes);
}
