import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, type ReactNode } from 'react';
// Through the package's main entry (a singleton the shell provides): this module is bundled in
// the data entries, and a relative import would give them a page data context of their own.
import { usePageData } from '@school/shared';

function Scope({ children }: { children: ReactNode }) {
  const { client } = use(usePageData().load());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * TanStack Query's provider, for the parts of a page that use its hooks directly: the back
 * office. The page's providers have none, so that a public page's first load carries no TanStack
 * (live/page-data.tsx); the public forms send without it. The page's query layer loads when such
 * a part is first drawn, which waits for it. Exported from data/admin, never from the main entry.
 * Never around a prerendered form: held until the layer loads, its inputs would be hydrated
 * after the visitor started typing, and a form library may reset them then.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Scope>{children}</Scope>
    </Suspense>
  );
}
