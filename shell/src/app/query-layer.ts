// TanStack Query, as the page loads it when a read or a write first needs it (see
// @school/shared's live/page-data.tsx): never with the first load of a prerendered page.
import { reportLoadError, type QueryLayer } from '@school/shared';
import {
  hydrate,
  InfiniteQueryObserver,
  notifyManager,
  QueryCache,
  QueryClient,
  QueryObserver,
  type DehydratedState,
} from '@tanstack/react-query';

/**
 * The seed's data cache defaults: 3 retries, back-off doubling up to 30 s, 5 minutes of cache.
 * A read that still fails and carries `meta.errorToast` is reported once to the toast region
 * (<LoadErrorToasts />), however many components show it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportLoadError }),
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** A client and the observers the page's read hooks use with it. */
export function queryLayerOf(client: QueryClient): QueryLayer {
  return { client, QueryObserver, InfiniteQueryObserver, notifyManager };
}

/** The browser's layer: a client holding what the page came with (the same data objects). */
export function loadQueryLayer(seed: DehydratedState | null): QueryLayer {
  const client = createQueryClient();
  if (seed) hydrate(client, seed);
  return queryLayerOf(client);
}
