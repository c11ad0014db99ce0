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
 * TanStack Query's provider, for the parts of a page that write through it (useMutation) or use
 * its hooks directly: the back office and the forms. The page's providers have none, so that a
 * public page's first load carries no TanStack (live/page-data.tsx). The page's query layer loads
 * when such a part is first drawn; until then the part waits (a prerendered one keeps its HTML).
 * Exported from the entries those parts import (data/admin, data/contact, data/newsletter),
 * never from the main one.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Scope>{children}</Scope>
    </Suspense>
  );
}
