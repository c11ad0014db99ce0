import {
  ISLAND_ATTRIBUTE,
  ISLAND_INTENDED_ATTRIBUTE,
  ISLAND_ON_INTENT,
  ISLAND_WHEN_ATTRIBUTE,
} from '@school/platform/early-events';
import { isRemoteModuleId } from '../lib/remote-modules';
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
 * The header needs nothing from here: the page's first inline scripts answer it.
 */
function start() {
  followNotices(document);
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const id = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!isRemoteModuleId(id)) {
      console.error(`An island names no module of the runtime map: ${id}`);
      continue;
    }
    if (element.getAttribute(ISLAND_WHEN_ATTRIBUTE) === ISLAND_ON_INTENT) {
      whenIntended(element, () => {
        void import('./hydrate').then(({ hydrateIsland }) => hydrateIsland(element, id));
      });
    } else {
      whenNear(element, () => {
        void import('./mount').then(({ mountIsland }) => mountIsland(element, id));
      });
    }
  }
}

/** The first signs that a visitor is about to use a part: a finger or button down, focus, a key. */
const INTENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `then` once, at the first intent inside the element, or at once when the address has a
 * query or a fragment (the server drew the page without them, and the island shows what they ask
 * for, `?level=primary`, `/inscription#primaire`, as soon as it can) or when that intent came before this script ran (the
 * page's loader started it for that, and marked the island).
 */
function whenIntended(element: Element, then: () => void) {
  const { search, hash } = window.location;
  if (search !== '' || hash !== '' || element.hasAttribute(ISLAND_INTENDED_ATTRIBUTE)) {
    then();
    return;
  }
  const controller = new AbortController();
  const once = () => {
    controller.abort();
    then();
  };
  for (const type of INTENTS) {
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
