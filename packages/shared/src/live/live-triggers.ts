import {
  ISLAND_INTENDED_ATTRIBUTE,
  ISLAND_INTENTS,
  ISLANDS_ATTRIBUTE,
} from '@school/platform/early-events';
import { startLive } from './live';
import { afterVisibleTime } from './visible-time';

// What starts the live layer (live.ts) on a prerendered page, besides a page that was not
// prerendered (the shell starts it at once there) and the back office (it needs the client
// anyway):
// - the visitor scrolls to a live list: they have scrolled, tapped, clicked or pressed a key,
//   and a list that follows changes (`observeLiveList`) is in the viewport. A list in view at
//   load does not count by itself: reading the page is not yet using the list;
// - the page has been in sight for a while (LIVE_AFTER_VISIBLE_MS): whoever keeps a page open
//   that long gets its updates as they happen.
// A form does not start it: focusing one only loads the client it sends with (preloadSupabase).
// On a page of islands (whose `#root` is marked ISLANDS_ATTRIBUTE) none of these run: a live list
// there runs only in its island, hydrated at the visitor's first intent inside it or when the
// page's data version check found its data changed (then it reads that data again, and that
// check alone keeps it current, for a few bytes). The page goes live at the visitor's intent
// inside the list: the one that hydrated it (its box marked ISLAND_INTENDED_ATTRIBUTE by
// shell/src/islands/start.ts) or a later one.

/** How long a page must have been in sight before it goes live by itself. */
export const LIVE_AFTER_VISIBLE_MS = 60_000;

/** What a visitor does with a page (a scroll by the wheel, touch, keys or the scrollbar). */
const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Live lists on the page, and whether each is in the viewport. */
const lists = new Map<Element, boolean>();
let observer: IntersectionObserver | null = null;
let watching = false;
let engaged = false;

function evaluate(): void {
  if (watching && engaged && [...lists.values()].some(Boolean)) startLive('live-list');
}

function listObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver === 'undefined') return observer;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (lists.has(entry.target)) lists.set(entry.target, entry.isIntersecting);
    }
    evaluate();
  });
  return observer;
}

/**
 * Marks an element as a list that follows changes: the page goes live when the visitor scrolls
 * it into view (see above). Returns the function that forgets it (a React ref's cleanup).
 */
export function observeLiveList(element: Element): () => void {
  if (element.closest(`[${ISLANDS_ATTRIBUTE}]`)) return liveAtIntent(element);
  lists.set(element, false);
  listObserver()?.observe(element);
  return () => {
    lists.delete(element);
    observer?.unobserve(element);
  };
}

/** A list on a page of islands: live once the visitor has used it. Returns the stop function. */
function liveAtIntent(element: Element): () => void {
  if (element.closest(`[${ISLAND_INTENDED_ATTRIBUTE}]`)) {
    startLive('live-list');
    return () => {};
  }
  const controller = new AbortController();
  const live = () => {
    controller.abort();
    startLive('live-list');
  };
  for (const type of ISLAND_INTENTS) {
    element.addEventListener(type, live, { capture: true, signal: controller.signal });
  }
  return () => controller.abort();
}

/**
 * Starts watching for the triggers above (once per page; the shell calls it on a prerendered
 * page). Returns the stop function.
 */
export function watchLiveTriggers({
  afterVisibleMs = LIVE_AFTER_VISIBLE_MS,
}: { afterVisibleMs?: number } = {}): () => void {
  if (typeof window === 'undefined') return () => {};
  watching = true;
  const onEngage = () => {
    engaged = true;
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngage, true);
    evaluate();
  };
  // Capture, passive: seen first, never delaying a scroll; `scroll` does not bubble to window
  // from inner scrollers, capture catches those too.
  for (const type of ENGAGEMENT_EVENTS) {
    window.addEventListener(type, onEngage, { capture: true, passive: true });
  }
  const stopTimer = afterVisibleTime(afterVisibleMs, () => startLive('visible-a-while'));
  return () => {
    watching = false;
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngage, true);
    stopTimer();
  };
}

/** For tests: no list, no observer, nothing seen. */
export function resetLiveTriggersForTests(): void {
  observer?.disconnect();
  observer = null;
  lists.clear();
  watching = false;
  engaged = false;
}
