// The live layer of a page: supabase-js, the realtime socket and the periodic re-reads of public
// lists. A prerendered page carries its data (the query cache seeded from the HTML), so it needs
// none of this to be read; the layer starts only when the visitor needs it (see
// live-triggers.ts and follow-seeded-data.ts): a live list they scroll to, a page open for a
// while, a page that was not prerendered, a browser someone is signed in on, the back office.
// Until then the page's public reads count as fresh, and the data version document
// (data-version.ts) is what tells it, for a few bytes, that they no longer are.
// One switch per page, in @school/shared so that the shell (which starts it) and every remote
// (whose lists follow it) share it.

/** Why the page went live: the trigger that needed it first. */
export type LiveReason =
  'live-list' | 'visible-a-while' | 'not-prerendered' | 'signed-in' | 'back-office' | 'test';

let reason: LiveReason | null = null;
let resolveLive: (reason: LiveReason) => void = () => {};
let live = new Promise<LiveReason>((resolve) => (resolveLive = resolve));

/** Whether the live layer has started on this page. */
export function isLive(): boolean {
  return reason !== null;
}

/** Why it started, or null while it has not. */
export function liveReason(): LiveReason | null {
  return reason;
}

/** Resolves once the live layer has started (at once if it has). */
export function whenLive(): Promise<LiveReason> {
  return live;
}

/** Starts the live layer; the first call's reason is kept, later calls do nothing. */
export function startLive(why: LiveReason): void {
  if (reason !== null) return;
  reason = why;
  // Said on the page (`<html data-live="live-list">`): what started it, for whoever debugs a
  // page's network, and for the end-to-end suites to wait on.
  if (typeof document !== 'undefined') document.documentElement.dataset.live = why;
  resolveLive(why);
}

/**
 * `staleTime` of the public reads a prerendered page is seeded with: fresh until the page goes
 * live (then TanStack's usual 0: a list mounted again reads again), so hydrating, a remount or
 * the network coming back never loads the client for data the HTML already brought. A read
 * the version check finds stale is invalidated, which refetches whatever the staleTime.
 */
export function freshUntilLive(): number {
  return reason === null ? Number.POSITIVE_INFINITY : 0;
}

/** `refetchInterval` of a public list: `ms` once the page is live, none before. */
export function everyWhileLive(ms: number): () => number | false {
  return () => (reason === null ? false : ms);
}

/** For tests: back to a page that has not gone live. */
export function resetLiveForTests(): void {
  reason = null;
  if (typeof document !== 'undefined') delete document.documentElement.dataset.live;
  live = new Promise<LiveReason>((resolve) => (resolveLive = resolve));
}
