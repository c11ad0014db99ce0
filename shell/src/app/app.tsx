import type { PageData } from '@school/shared';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { activePreview, previewRefusal } from '../lib/preview-state';
import { Providers } from './providers';
import { ShellRouter } from './shell-router';

// A chunk of its own: only an admin's preview shows it.
const PreviewBanner = lazy(async () => ({
  default: (await import('../features/preview/preview-banner')).PreviewBanner,
}));
const PreviewRefused = lazy(async () => ({
  default: (await import('../features/preview/preview-banner')).PreviewRefused,
}));

const unchanging = () => () => {};

/**
 * A refused preview link leaves the page on the live map, so the page may be hydrated: the notice
 * is drawn after hydration (the server's snapshot is "none"), never in the server's place.
 */
function RefusedPreviewNotice() {
  const refusal = useSyncExternalStore(unchanging, previewRefusal, () => null);
  return refusal ? (
    <Suspense fallback={null}>
      <PreviewRefused refusal={refusal} />
    </Suspense>
  ) : null;
}

export function App({ pageData }: { pageData: PageData }) {
  return (
    <Providers pageData={pageData}>
      {/* Nothing unless an admin previews a version (never on a page being hydrated). */}
      {activePreview() ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
      <RefusedPreviewNotice />
      <ShellRouter />
    </Providers>
  );
}
