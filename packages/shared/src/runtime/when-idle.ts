/**
 * Resolves once the page has loaded and the browser has a moment with nothing to do: when
 * background work (a refetch of data the page already shows, a realtime subscription, the
 * Supabase library they need) may start without competing with the first paint and hydration.
 * One promise per page; afterwards it is already resolved, so later callers do not wait.
 * Without a browser (server rendering, tests without a window) there is nothing to wait for.
 */
let idle: Promise<void> | null = null;

/** The longest the browser may keep us waiting for an idle moment after the load event. */
export const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined' || typeof document === 'undefined') {
      resolve();
      return;
    }
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        setTimeout(resolve, 1);
      }
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

/** For tests: forget the page's idle moment. */
export function resetIdleForTests(): void {
  idle = null;
}
