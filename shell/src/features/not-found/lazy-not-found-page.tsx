import { lazy, Suspense } from 'react';

const Page = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));

/**
 * The not-found page, in a chunk of its own: a page that exists never loads it (0.6 KB gzip off
 * every first load). A prerendered 404 keeps its server HTML until the chunk has come, then
 * hydrates; a link to an unknown address shows nothing for that moment.
 */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
