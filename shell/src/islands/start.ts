import {
  ISLAND_ADDRESS_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_FOLLOWS_ATTRIBUTE,
  ISLAND_FOLLOWS_DATA,
  ISLAND_INTENDED_ATTRIBUTE,
  ISLAND_INTENTS,
  ISLAND_ON_INTENT,
  ISLAND_READS_NO_ADDRESS,
  ISLAND_WHEN_ATTRIBUTE,
} from '@school/platform/early-events';
import { PAGE_STATE_ID, stateVersion } from '@school/platform/data-version';
// Not `@school/shared`'s barrel (a shared singleton: importing it here would load the whole
// library at start); this plain module alone, bundled into this chunk.
import { watchDataVersion } from '@school/shared/live/data-version';
import { isRemoteModuleId, type RemoteModuleId } from '../lib/remote-modules';
import { followNotices } from './notices';

/**
 * A page of islands (the route table's `islands: true`): its prerendered HTML is final and is
 * never hydrated; the app, its router and the page's remote never load. What runs at load is this
 * module alone, a few hundred bytes beside the federation runtime:
 * - the notices banner's dismissal and end, on the server's HTML (./notices.ts);
 * - a watch on each island (an element marked ISLAND_ATTRIBUTE with a remote module's id):
 *   - one the server drew (ISLAND_WHEN_ATTRIBUTE `intent`: a list's level filter) is hydrated in
 *     place by ./hydrate.tsx at the first pointerdown, focus or key inside it, or at once when
 *     the address has a query (the server drew the page without it);
 *   - one the server left empty (the footer's newsletter box) is drawn by ./mount.tsx when it
 *     comes within 400 px of the viewport.
 *   Either loads React, the design system, the language's catalog and the runtime map once, and
 *   the island's code through the federation runtime as the app loads a remote area.
 * - the page's data version check, when it has islands that show its data
 *   (ISLAND_FOLLOWS_ATTRIBUTE: the calendar's and the documents' lists): the app's check
 *   (`watchDataVersion`, a fetch of a few bytes once idle, then every 30 s in sight and when the
 *   tab is shown again). When the data changed, those islands are hydrated (if not yet) and read
 *   their data again (./hydrate.tsx's `readPageDataAgain`): an open list shows the change in
 *   place. Until then, nothing but that fetch.
 * The header needs nothing from here: the page's first inline scripts answer it.
 */
function start() {
  followNotices(document);
  const following: Array<() => Promise<boolean>> = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const id = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!isRemoteModuleId(id)) {
      console.error(`An island names no module of the runtime map: ${id}`);
      continue;
    }
    if (element.getAttribute(ISLAND_WHEN_ATTRIBUTE) === ISLAND_ON_INTENT) {
      const hydrate = hydrateOnce(element, id);
      whenIntended(element, () => void hydrate());
      if (element.getAttribute(ISLAND_FOLLOWS_ATTRIBUTE) === ISLAND_FOLLOWS_DATA) {
        following.push(hydrate);
      }
    } else {
      whenNear(element, () => {
        void import('./mount').then(({ mountIsland }) => mountIsland(element, id));
      });
    }
  }
  followData(following);
}

/**
 * Hydrates an island the server drew, once whatever asks (the visitor's intent, a change of the
 * page's data): resolves true once React has hydrated it, false when its module could not load.
 */
function hydrateOnce(element: HTMLElement, id: RemoteModuleId): () => Promise<boolean> {
  let hydrated: Promise<boolean> | null = null;
  return () =>
    (hydrated ??= import('./hydrate').then(({ hydrateIsland }) => hydrateIsland(element, id)));
}

/**
 * Follows the page's data for its islands that show it: when the data version document names
 * another version than the one the page was drawn from, they are hydrated, then read again (a
 * read before they are React's would redraw what the server drew). A page drawn without a version
 * counts its data as changed at the first answer, as in the app.
 */
function followData(islands: ReadonlyArray<() => Promise<boolean>>) {
  if (islands.length === 0) return;
  watchDataVersion({
    // Read at the state's end: the whole state is parsed once, by the first island that needs it.
    version: stateVersion(document.getElementById(PAGE_STATE_ID)?.textContent ?? ''),
    onChange: () => {
      void (async () => {
        const hydrated = await Promise.all(islands.map((hydrate) => hydrate()));
        if (!hydrated.some(Boolean)) return;
        const { readPageDataAgain } = await import('./hydrate');
        await readPageDataAgain();
      })();
    },
  });
}

/**
 * Calls `then` once, at the first intent inside the element, or at once when the address has a
 * query or a fragment and the island reads them (the server drew the page without them, and the
 * island shows what they ask for, `?level=primary`, `/inscription#primaire`, as soon as it can;
 * not a share row, ISLAND_ADDRESS_ATTRIBUTE) or when that intent came before this script ran (the
 * page's loader started it for that, and marked the island).
 */
function whenIntended(element: Element, then: () => void) {
  const { search, hash } = window.location;
  const readsAddress = element.getAttribute(ISLAND_ADDRESS_ATTRIBUTE) !== ISLAND_READS_NO_ADDRESS;
  if (
    ((search !== '' || hash !== '') && readsAddress) ||
    element.hasAttribute(ISLAND_INTENDED_ATTRIBUTE)
  ) {
    then();
    return;
  }
  const controller = new AbortController();
  const once = () => {
    controller.abort();
    // Said on the box, as the loader does for an intent before this script: the visitor is
    // using this part (a live list then goes live: @school/shared's observeLiveList).
    element.setAttribute(ISLAND_INTENDED_ATTRIBUTE, '');
    then();
  };
  for (const type of ISLAND_INTENTS) {
    element.addEventListener(type, once, { capture: true, signal: controller.signal });
  }
}

/** Calls `then` once the element comes within 400 px of the viewport (as WhenVisible does). */
function whenNear(element: Element, then: () => void) {
  if (typeof IntersectionObserver === 'undefined') {
    setTimeout(then, 0);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: '400px' },
  );
  observer.observe(element);
}

start();
