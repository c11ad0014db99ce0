import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { whenLive } from '../live/live';
import { useLocaleStore } from '../stores/locale-store';

/**
 * When a prerendered part of a page becomes interactive:
 * - `visible`: when its box comes into the viewport (links that should navigate in the page,
 *   anything a visitor may use once it is in front of them);
 * - `live`: a live list (useContentChanges): when in view, or as soon as the page goes live
 *   (live/live.ts), since only a hydrated list reads again and follows the changes;
 * - `never`: text and pictures with nothing to do (the server's HTML is what they look like).
 *   Such a part is hydrated only when the language changes (see below); coming back to the page
 *   from another one draws it afresh, which needs no hydration.
 *
 * A held part also opens as soon as anything above it changes in a transition or a deferred
 * render: React cannot apply such an update below a part that still holds server HTML, not even
 * a context change the part never reads (it cannot see the part's readers, so it has to hydrate
 * it first), and a part whose gate stays shut holds the whole update back for good. Seen as a
 * language switch that never happened (`/en` kept `<html lang="fr">`) and a link that changed
 * the address but not the page. So every held part opens on a new address (the shell calls
 * `useOpenHeldPartsOnChange` with it), on a new language (the words arrive through a deferred
 * context) and when its own parent draws it again; it then hydrates in place (its code loads if
 * it has not) and takes the update like the rest of the page.
 */
export type HydrateWhen = 'visible' | 'live' | 'never';

interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

/** A promise React's `use` reads as already settled (its `status`), without suspending. */
const settled = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

function createGate(): Gate {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    open: false,
    promise,
    release: () => {
      if (gate.open) return;
      gate.open = true;
      // Settled for `use` at once, as `settled` is (React reads the status it finds).
      void Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

/** The gates of the parts on the page that still hold their server HTML. */
const held = new Set<Gate>();

/** Opens every part still held (see above): each hydrates in place. */
export function openHeldParts(): void {
  for (const gate of held) gate.release();
  held.clear();
}

/**
 * Opens every held part once `value` differs from what it was at the first render: the shell
 * passes the address, so a navigation (a transition) is never held back by a part of the page.
 * Opening is idempotent and done while rendering, before React reaches the held parts.
 */
export function useOpenHeldPartsOnChange(value: string): void {
  const [first] = useState(value);
  if (value !== first) openHeldParts();
}

const subscribeToNothing = () => () => undefined;
/**
 * True while React renders on the server or hydrates its HTML (it then reads the server
 * snapshot), false when the browser draws afresh.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  // Only while hydrating in a browser: the server renders everything, and a part drawn afresh
  // (no server HTML to keep) renders at once. `use` suspends this boundary, and React keeps the
  // server's HTML in place, untouched and readable, until the gate opens.
  // `use` on every render (React requires it once a render has suspended on it): a settled
  // promise when there is nothing to wait for.
  use(hydrating && typeof document !== 'undefined' && !gate.open ? gate.promise : settled);
  return children;
}

/**
 * Hydrates a prerendered part of a page late, or never: React 19 leaves the server's HTML of a
 * Suspense boundary in place until the boundary can render, so what is inside waits for the
 * gate, costs nothing while the page starts (no long task on a slow phone) and, when its
 * components come from `lazy()`, downloads nothing either. A part that React has to draw before
 * the gate opens (an update reaches it: another language, a navigation) is drawn as in any
 * client render; React then drops the server's HTML of that part and reports no error.
 *
 * The wrapper `<div>` is what the browser observes (the held part has no element React knows).
 */
export function HydrateOnDemand({
  when,
  children,
  style,
}: {
  when: HydrateWhen;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const [gate] = useState(createGate);
  // Drawn again by its parent (new children, in a transition or not): open before React reaches
  // the held part, so it hydrates and then updates instead of holding the update back.
  const [firstChildren] = useState(children);
  if (children !== firstChildren) gate.release();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (gate.open) return;
    held.add(gate);
    const stopListening = useLocaleStore.subscribe((state, previous) => {
      if (state.locale !== previous.locale) gate.release();
    });
    return () => {
      held.delete(gate);
      stopListening();
    };
  }, [gate]);
  useEffect(() => {
    const element = box.current;
    if (gate.open || !element || when === 'never') return;
    if (when === 'live') void whenLive().then(gate.release);
    if (typeof IntersectionObserver === 'undefined') {
      gate.release();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      gate.release();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, when]);
  return (
    <div ref={box} style={style} data-hydrate={when}>
      <Suspense fallback={null}>
        <Held gate={gate}>{children}</Held>
      </Suspense>
    </div>
  );
}
