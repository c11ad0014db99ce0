import { ISLAND_ATTRIBUTE } from '@school/platform/early-events';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { RemoteModuleId } from '../lib/remote-modules';

/**
 * Renders its children once the reserved box comes near the viewport. The first render is empty
 * on the server and in the browser alike, so a prerendered page hydrates without a mismatch.
 * `island`: the remote module the children show, named on the box, so that a page of islands
 * (which runs no app) draws it there in a root of its own (islands/start.ts).
 */
export function WhenVisible({
  children,
  minHeight,
  island,
}: {
  children: ReactNode;
  minHeight: string;
  island?: RemoteModuleId;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No way to know where the box is: show it right after the first paint.
      const timer = setTimeout(() => setVisible(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref} style={{ minHeight }} {...(island ? { [ISLAND_ATTRIBUTE]: island } : {})}>
      {visible ? children : null}
    </div>
  );
}
