// The public pages' read hooks: TanStack Query's results, without TanStack on the first load.
// Until the page's query layer is loaded (page-data.tsx), a read answers from the data the page
// came with, as a successful result; a read the page did not come with answers "pending" and
// asks for the layer. Once the layer is there, every read is TanStack's own observer on the
// page's client, used as useQuery/useInfiniteQuery use it (an optimistic result in render, the
// options set after render, a subscription for changes), so refetching, intervals,
// invalidation and error toasts behave as with TanStack's hooks.
import type {
  FetchNextPageOptions,
  FetchPreviousPageOptions,
  InfiniteData,
  InfiniteQueryObserverOptions,
  InfiniteQueryObserverResult,
  QueryKey,
  QueryObserverOptions,
  QueryObserverResult,
  RefetchOptions,
} from '@tanstack/react-query';
import { use, useEffect, useState, useSyncExternalStore } from 'react';
import {
  hashPageKey,
  usePageData,
  type PageData,
  type QueryLayer,
  type SeededQuery,
} from './page-data';

/** A public read's options: TanStack's, with the key the page's seed is looked up by. */
export type PageQueryOptions<TData, TKey extends QueryKey = QueryKey> = QueryObserverOptions<
  TData,
  Error,
  TData,
  TData,
  TKey
> & { queryKey: TKey };

/** A public list's options, page by page. */
export type PageInfiniteQueryOptions<
  TPage,
  TKey extends QueryKey = QueryKey,
  TParam = unknown,
> = InfiniteQueryObserverOptions<TPage, Error, InfiniteData<TPage, TParam>, TKey, TParam> & {
  queryKey: TKey;
};

export type PageInfiniteQueryResult<TPage, TParam = unknown> = InfiniteQueryObserverResult<
  InfiniteData<TPage, TParam>,
  Error
>;

/**
 * What a read needs of TanStack's observers. The options they take are the client's defaulted
 * ones (`defaultQueryOptions`), which only the observer's own type spells out: `never` here, and
 * PageRead is the one place that passes them.
 */
interface Observer<TResult> {
  getOptimisticResult(options: never): TResult;
  /** Fetches the read's query (once, whoever else asks): what the prerenderer waits for. */
  fetchOptimistic(options: never): Promise<unknown>;
  setOptions(options: never): void;
  subscribe(listener: () => void): () => void;
  updateResult(): void;
  /** TanStack's: a paged read's refetch answers with the plain result type. */
  refetch(options?: RefetchOptions): Promise<QueryObserverResult<unknown, Error>>;
}

interface PagedObserver<TResult> extends Observer<TResult> {
  fetchNextPage(options?: FetchNextPageOptions): Promise<TResult>;
  fetchPreviousPage(options?: FetchPreviousPageOptions): Promise<TResult>;
}

/** The flags every result before the layer shares: nothing fetched by this page, no error. */
const settled = {
  error: null,
  errorUpdatedAt: 0,
  failureCount: 0,
  failureReason: null,
  errorUpdateCount: 0,
  isError: false,
  isFetchedAfterMount: false,
  isLoadingError: false,
  isPaused: false,
  isPlaceholderData: false,
  isRefetchError: false,
  isRefetching: false,
  isEnabled: true,
} as const;

/** A read the page came with: fresh until the data version check or the live layer says not. */
function seededFlags(seed: SeededQuery) {
  return {
    ...settled,
    dataUpdatedAt: seed.dataUpdatedAt,
    status: 'success',
    fetchStatus: 'idle',
    isFetched: true,
    isFetching: false,
    isLoading: false,
    isPending: false,
    isInitialLoading: false,
    isStale: false,
    isSuccess: true,
  } as const;
}

/** A read the page did not come with: it waits for the layer, then fetches. */
const pendingFlags = {
  ...settled,
  data: undefined,
  dataUpdatedAt: 0,
  status: 'pending',
  fetchStatus: 'fetching',
  isFetched: false,
  isFetching: true,
  isLoading: true,
  isPending: true,
  isInitialLoading: true,
  isStale: true,
  isSuccess: false,
} as const;

/** What a read tells about itself, whatever its kind. */
interface ReadState {
  isPending: boolean;
  isEnabled: boolean;
}

/** How one kind of read (single, paged) observes, and answers before the layer loads. */
interface ReadKind<TOptions, TResult extends ReadState, TObserver extends Observer<TResult>> {
  observe(layer: QueryLayer, options: TOptions): TObserver;
  before(seed: SeededQuery | undefined, options: TOptions, read: () => Promise<TObserver>): TResult;
}

/** The snapshot React hydrates a read with (and the server draws it with): see PageRead.drawn. */
const AS_DRAWN = -1;

/** One component's read: the seed's answer until the layer loads, then TanStack's observer. */
class PageRead<
  TOptions extends { queryKey: QueryKey },
  TResult extends ReadState,
  TObserver extends Observer<TResult>,
> {
  private observer: TObserver | null = null;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  /** The answer before the layer, kept per key so that every render gets the same object. */
  private early: { hash: string; result: TResult; seeded: boolean } | null = null;
  /**
   * Whether this read answered from the page's seed before its observer existed. The observer
   * then takes over without reading again on mount: the data is the seed's, whose freshness the
   * data version check and the live layer's invalidations decide (live/follow-seeded-data.ts),
   * as for a read observed since hydration. A component mounted later reads as TanStack would.
   */
  private handover = false;

  constructor(
    private readonly pageData: PageData,
    private readonly kind: ReadKind<TOptions, TResult, TObserver>,
    private options: TOptions,
  ) {}

  /** During render: the result for these options. */
  read(options: TOptions): TResult {
    this.options = options;
    const layer = this.pageData.current();
    if (layer) return this.observe(layer).getOptimisticResult(this.defaulted(layer));
    const hash = hashPageKey(options.queryKey);
    if (this.early?.hash !== hash) {
      const seed = this.pageData.seeded(hash);
      this.early = { hash, result: this.kind.before(seed, options, this.loaded), seeded: !!seed };
    }
    return this.early.result;
  }

  /**
   * While React hydrates this component (the server's snapshot): the result the page's HTML was
   * drawn with. A part hydrated after newer data arrived (a held part opening, a boundary whose
   * code came late, once the data version check or the live layer has read again) would otherwise
   * draw other text than the server's, and React would throw that part's HTML away (a recoverable
   * error, #418). React then draws it again with the current result (getVersion differs).
   * Anything the page was not drawn with (the server itself) reads as usual.
   */
  drawn(options: TOptions): TResult {
    const layer = this.pageData.current();
    if (!layer) return this.read(options);
    const hash = hashPageKey(options.queryKey);
    const seed = this.pageData.drawnWith(hash);
    if (!seed) return this.read(options);
    this.options = options;
    if (this.early?.hash !== hash || !this.early.seeded) {
      // Answered from the seed: its observer takes over without reading again (see handover).
      this.early = { hash, result: this.kind.before(seed, options, this.loaded), seeded: true };
    }
    return this.early.result;
  }

  /**
   * On the server (`suspends`), for a result without data that will be fetched: what to wait for
   * before drawing the component again. It settles either way: a failed read draws as failed (and
   * the prerenderer keeps the page's previous version).
   */
  pendingFetch(result: TResult): Promise<void> | null {
    const layer = this.pageData.current();
    if (!this.pageData.suspends || !layer || !result.isPending || !result.isEnabled) return null;
    return this.observe(layer)
      .fetchOptimistic(this.defaulted(layer))
      .then(
        () => undefined,
        () => undefined,
      );
  }

  /**
   * After each render, as TanStack's hooks: the observer takes the latest options. Before the
   * layer, a read the page did not come with (as this render found) asks for it.
   */
  commit(): void {
    const layer = this.pageData.current();
    if (layer) this.observe(layer).setOptions(this.defaulted(layer));
    else if (!this.early?.seeded) void this.pageData.load();
  }

  /** For useSyncExternalStore: any change of the result bumps the version. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.listeners.add(onChange);
    let stopFollowing: (() => void) | null = null;
    let stopWaiting = () => {};
    const layer = this.pageData.current();
    if (layer) stopFollowing = this.follow(layer);
    else {
      stopWaiting = this.pageData.onLoad((loaded) => {
        stopFollowing = this.follow(loaded);
        this.bump();
      });
    }
    return () => {
      this.listeners.delete(onChange);
      stopWaiting();
      stopFollowing?.();
    };
  };

  readonly getVersion = (): number => this.version;

  /**
   * The server's snapshot, which React hydrates with: "as drawn" (no client version equals it, so
   * React draws the part again once hydrated) when the layer has loaded since the page was drawn
   * and may hold newer data; before that the seed is all there is, and nothing needs drawing again.
   */
  readonly getDrawnVersion = (): number =>
    this.pageData.current() && this.pageData.drawnWith(hashPageKey(this.options.queryKey))
      ? AS_DRAWN
      : this.version;

  /** The layer, then this read's observer: a refetch or a next page asked before the layer. */
  readonly loaded = async (): Promise<TObserver> => this.observe(await this.pageData.load());

  /** The observer, made once the layer is there (it builds the query in the client's cache). */
  private observe(layer: QueryLayer): TObserver {
    if (!this.observer) {
      this.handover = this.early?.seeded ?? false;
      this.observer = this.kind.observe(layer, this.defaulted(layer));
    }
    return this.observer;
  }

  private defaulted(layer: QueryLayer): never {
    // As useQuery: the result drawn in render already says "fetching" for a read that will.
    return {
      ...layer.client.defaultQueryOptions(this.options),
      ...(this.handover ? { refetchOnMount: false } : {}),
      // On the server, a read that failed is drawn as failed, not fetched again by the next
      // component that reads it (as TanStack's suspense reads do).
      ...(this.pageData.suspends ? { retryOnMount: false } : {}),
      _optimisticResults: 'optimistic',
    } as never;
  }

  private follow(layer: QueryLayer): () => void {
    const observer = this.observe(layer);
    const stop = observer.subscribe(layer.notifyManager.batchCalls(() => this.bump()));
    // A change between render and subscription is not lost.
    observer.updateResult();
    return stop;
  }

  private bump(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}

function usePageRead<
  TOptions extends { queryKey: QueryKey },
  TResult extends ReadState,
  TObserver extends Observer<TResult>,
>(kind: () => ReadKind<TOptions, TResult, TObserver>, options: TOptions): TResult {
  const pageData = usePageData();
  // The kind is made once per component, with the observer it will hold.
  const [read] = useState(() => new PageRead(pageData, kind(), options));
  const version = useSyncExternalStore(read.subscribe, read.getVersion, read.getDrawnVersion);
  useEffect(() => read.commit());
  const result = version === AS_DRAWN ? read.drawn(options) : read.read(options);
  const fetching = read.pendingFetch(result);
  if (fetching) use(fetching);
  return result;
}

/** useQuery for the public pages (see the top of this file). */
export function usePageQuery<TData, TKey extends QueryKey>(
  options: PageQueryOptions<TData, TKey>,
): QueryObserverResult<TData, Error> {
  return usePageRead(singleRead<TData, TKey>, options);
}

/** useInfiniteQuery for the public pages' lists. */
export function usePageInfiniteQuery<TPage, TKey extends QueryKey, TParam>(
  options: PageInfiniteQueryOptions<TPage, TKey, TParam>,
): PageInfiniteQueryResult<TPage, TParam> {
  return usePageRead(pagedRead<TPage, TKey, TParam>, options);
}

function singleRead<TData, TKey extends QueryKey>(): ReadKind<
  PageQueryOptions<TData, TKey>,
  QueryObserverResult<TData, Error>,
  Observer<QueryObserverResult<TData, Error>>
> {
  return {
    observe: (layer, options) => new layer.QueryObserver(layer.client, options),
    before(seed, _options, loaded) {
      const refetch = async (options?: RefetchOptions) =>
        (await loaded()).refetch(options) as Promise<QueryObserverResult<TData, Error>>;
      if (!seed) return { ...pendingFlags, refetch };
      return { ...seededFlags(seed), data: seed.data as TData, refetch };
    },
  };
}

function pagedRead<TPage, TKey extends QueryKey, TParam>(): ReadKind<
  PageInfiniteQueryOptions<TPage, TKey, TParam>,
  PageInfiniteQueryResult<TPage, TParam>,
  PagedObserver<PageInfiniteQueryResult<TPage, TParam>>
> {
  return {
    observe: (layer, options) => new layer.InfiniteQueryObserver(layer.client, options),
    before(seed, options, loaded) {
      const actions = {
        refetch: async (o?: RefetchOptions) =>
          (await loaded()).refetch(o) as Promise<
            QueryObserverResult<InfiniteData<TPage, TParam>, Error>
          >,
        fetchNextPage: async (o?: FetchNextPageOptions) => (await loaded()).fetchNextPage(o),
        fetchPreviousPage: async (o?: FetchPreviousPageOptions) =>
          (await loaded()).fetchPreviousPage(o),
      };
      const paging = {
        hasPreviousPage: false,
        isFetchNextPageError: false,
        isFetchingNextPage: false,
        isFetchPreviousPageError: false,
        isFetchingPreviousPage: false,
      } as const;
      if (!seed) return { ...pendingFlags, ...actions, ...paging, hasNextPage: false };
      const data = seed.data as InfiniteData<TPage, TParam>;
      const lastPage = data.pages.at(-1);
      const lastParam = data.pageParams.at(-1);
      const next =
        lastPage === undefined || lastParam === undefined
          ? undefined
          : options.getNextPageParam(lastPage, data.pages, lastParam, data.pageParams);
      return {
        ...seededFlags(seed),
        ...actions,
        ...paging,
        data,
        hasNextPage: next !== undefined && next !== null,
      };
    },
  };
}
