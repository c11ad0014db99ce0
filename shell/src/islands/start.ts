import { ISLAND_ATTRIBUTE } from '@school/platform/early-events';
import { isRemoteModuleId } from '../lib/remote-modules';
import { followNotices } from './notices';

/**
 * A page of islands (the route table's `islands: true`): its prerendered HTML is final and is
 * never hydrated; the app, its router and the page's remote never load. What runs at load is this
 * module alone, a few hundred bytes beside the federation runtime:
 * - the notices banner's dismissal and end, on the server's HTML (./notices.ts);
 * - a watch on each island (an element marked ISLAND_ATTRIBUTE with a remote module's id: the
 *   footer's newsletter box). When one comes within 400 px of the viewport, ./mount.tsx loads
 *   (React, the design system, the language's catalog, the runtime map) and draws it in a React
 *   root of its own, through the federation runtime as the app loads a remote area.
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
    whenNear(element, () => {
      void import('./mount').then(({ mountIsland }) => mountIsland(element, id));
    });
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
