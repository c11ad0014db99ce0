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
 * Every held part opens when the language changes. The new words reach it through a context in
 * a deferred render (RemoteIntlProvider), and React cannot apply a deferred update to a part
 * that still holds server HTML: it first hydrates the part, and a part whose gate stays shut
 * holds that render back for good (the page kept its old language: `<html lang="fr">` on
 * `/en`). Opened, the part hydrates in place (its code loads if it has not), then takes the new
 * language like the rest of the page.
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
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (gate.open) return;
    return useLocaleStore.subscribe((state, previous) => {
      if (state.locale !== previous.locale) gate.release();
    });
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
