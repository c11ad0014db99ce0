// Where a page's reads come from. A prerendered page carries its data (TanStack Query's
// dehydrated cache, in the HTML); its first load needs neither supabase-js nor TanStack Query to
// show it, so both stay out of the first load (TanStack Query alone is 11 KB gzip of every public
// page; docs/prerendering.md, "Hydration"). The public read hooks (page-query.ts) answer from that seed until the query layer is
// loaded, then from TanStack's observers on a client hydrated with the same seed: one cache,
// one set of keys, the same data objects, nothing drawn twice.
// The layer loads when a read needs it: data the page did not come with (a page reached by a
// link), a refetch or a next page, an invalidation (the data version says the data changed, a
// realtime change, the page going live), or a part of the page that writes (the back office,
// the forms' sending, see QueryScope).
import type {
  DehydratedState,
  InfiniteQueryObserver,
  notifyManager,
  QueryClient,
  QueryKey,
  QueryObserver,
} from '@tanstack/react-query';
import { createContext, use } from 'react';

/** TanStack Query, loaded: the page's client and the classes the read hooks observe it with. */
export interface QueryLayer {
  client: QueryClient;
  QueryObserver: typeof QueryObserver;
  InfiniteQueryObserver: typeof InfiniteQueryObserver;
  notifyManager: typeof notifyManager;
}

/** What a page came with for one query: its data and when it was read. */
export interface SeededQuery {
  data: unknown;
  dataUpdatedAt: number;
}

export interface PageData {
  /** The query layer once loaded (at once where it is given: the server, tests). */
  current(): QueryLayer | null;
  /** Loads the query layer, once; every call gets the same promise. */
  load(): Promise<QueryLayer>;
  /** Calls `listener` when the layer has loaded (never if it already had). */
  onLoad(listener: (layer: QueryLayer) => void): () => void;
  /** The page's seeded data for a query hash, while the layer is not loaded. */
  seeded(queryHash: string): SeededQuery | undefined;
  /**
   * The data the page's HTML was drawn with for a query hash, loaded layer or not: what a part of
   * the page hydrates with, even when newer data has arrived since (page-query.ts).
   */
  drawnWith(queryHash: string): SeededQuery | undefined;
  /**
   * The prerenderer's: a read without data suspends until it is fetched (React's prerender
   * waits for it), so that a page is drawn once, with its data, instead of drawn, fetched and
   * drawn again. Never in the browser, where a read answers "pending" and the page shows its
   * loading state.
   */
  readonly suspends?: boolean;
}

/**
 * A query key's hash, as TanStack computes it by default (page-data.test.ts compares the two):
 * JSON with the keys of plain objects sorted, so `{a, b}` and `{b, a}` are one key.
 */
export function hashPageKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The successful reads of a dehydrated cache, by hash. */
function seedsOf(state: DehydratedState | null): Map<string, SeededQuery> {
  const seeds = new Map<string, SeededQuery>();
  for (const query of state?.queries ?? []) {
    if (query.state.status !== 'success') continue;
    seeds.set(query.queryHash, {
      data: query.state.data,
      dataUpdatedAt: query.state.dataUpdatedAt,
    });
  }
  return seeds;
}

/**
 * The browser's page data: the seed of a prerendered page (or none), and how to load the layer
 * (the shell's lazily loaded query-layer module, which hydrates the client with the same seed).
 */
export function createPageData(
  seed: DehydratedState | null,
  loadLayer: (seed: DehydratedState | null) => Promise<QueryLayer>,
): PageData {
  const seeds = seedsOf(seed);
  const listeners = new Set<(layer: QueryLayer) => void>();
  let layer: QueryLayer | null = null;
  let loading: Promise<QueryLayer> | null = null;
  return {
    current: () => layer,
    load() {
      loading ??= loadLayer(seed).then((loaded) => {
        layer = loaded;
        for (const listener of [...listeners]) listener(loaded);
        listeners.clear();
        return loaded;
      });
      return loading;
    },
    onLoad(listener) {
      if (layer) return () => {};
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    seeded: (queryHash) => (layer ? undefined : seeds.get(queryHash)),
    drawnWith: (queryHash) => seeds.get(queryHash),
  };
}

/**
 * Page data over a layer that is already there: the prerenderer's (`suspends`), and unit tests'.
 */
export function pageDataOf(layer: QueryLayer, { suspends = false } = {}): PageData {
  const loaded = Promise.resolve(layer);
  return {
    current: () => layer,
    load: () => loaded,
    onLoad: () => () => {},
    seeded: () => undefined,
    drawnWith: () => undefined,
    suspends,
  };
}

export const PageDataContext = createContext<PageData | null>(null);

/** The page's data source (the shell's Providers give it; test renders give their own). */
export function usePageData(): PageData {
  const pageData = use(PageDataContext);
  if (!pageData) throw new Error('usePageData: no PageDataContext above this component');
  return pageData;
}

/**
 * What the page has for a query, without asking for it: the seed, else the loaded client's
 * cache (the page's head reads the settings the header and footer already asked for).
 */
export function peekPageData<T>(pageData: PageData, queryKey: QueryKey): T | undefined {
  const layer = pageData.current();
  if (layer) return layer.client.getQueryData<T>(queryKey);
  return pageData.seeded(hashPageKey(queryKey))?.data as T | undefined;
}
