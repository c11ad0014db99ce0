import type { PageData } from '@school/shared';
import { lazy, Suspense } from 'react';
import { activePreview } from '../lib/preview-state';
import { Providers } from './providers';
import { ShellRouter } from './shell-router';

// A chunk of its own: only an admin's preview shows it.
const PreviewBanner = lazy(async () => ({
  default: (await import('../features/preview/preview-banner')).PreviewBanner,
}));

export function App({ pageData }: { pageData: PageData }) {
  return (
    <Providers pageData={pageData}>
      {/* Nothing unless an admin previews a version (never on a page being hydrated). */}
      {activePreview() ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
      <ShellRouter />
    </Providers>
  );
}
