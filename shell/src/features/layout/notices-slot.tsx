import { useRunningNotices } from '@school/shared/data/public';
import { lazy, Suspense } from 'react';

// The banner's code (its styles, clock, dismissals and texts) is a chunk of its own, loaded only
// when a notice runs: most days none does, and every page's first load then carries only this.
const NoticeBanner = lazy(async () => ({
  default: (await import('./notice-banner')).NoticeBanner,
}));

/**
 * Where the running notices go, above the header. A prerendered page came with its notices and
 * the banner drawn: while the banner's chunk loads, React keeps the server's HTML in place (a
 * Suspense boundary still to hydrate), so nothing moves.
 */
export function NoticesSlot() {
  const { data } = useRunningNotices();
  if (!data || data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBanner notices={data} />
    </Suspense>
  );
}
