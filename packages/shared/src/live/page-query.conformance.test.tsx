// page-query.ts answers like TanStack Query's own hooks, and leans on three observer methods that
// are not in TanStack's documented API (getOptimisticResult, fetchOptimistic, updateResult) and on
// the `_optimisticResults` option. These tests run the installed TanStack Query beside it: an
// upgrade that renames those methods, changes what they answer, or adds a flag to the result
// fails here, not silently on the site.
import {
  dehydrate,
  hydrate,
  InfiniteQueryObserver,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  useInfiniteQuery,
  useQuery,
  type QueryKey,
} from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { queryLayerFor } from '../testing/page-data';
import { resetLiveForTests } from './live';
import { createPageData, PageDataContext } from './page-data';
import { usePageInfiniteQuery, usePageQuery } from './page-query';

afterEach(() => resetLiveForTests());

/** A prerendered page's cache: what the server read for these keys. */
function seeded(entries: [QueryKey, unknown][]) {
  const server = new QueryClient();
  for (const [key, data] of entries) server.setQueryData(key, data, { updatedAt: 1_000 });
  return dehydrate(server);
}

/** A client as the page's query layer makes it, from the same seed. */
function clientFrom(state: ReturnType<typeof seeded>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  hydrate(client, state);
  return client;
}

/** The page's reads over `state`, the layer loading only when asked (as on the site). */
function pageWrapper(state: ReturnType<typeof seeded>) {
  const pageData = createPageData(state, () => Promise.resolve(queryLayerFor(clientFrom(state))));
  return ({ children }: { children: ReactNode }) => (
    <PageDataContext value={pageData}>{children}</PageDataContext>
  );
}

/** TanStack's own hooks over a client made from the same seed. */
function tanstackWrapper(state: ReturnType<typeof seeded>) {
  const client = clientFrom(state);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** A result's values, functions and the `promise` (made per result) left out. */
function values(result: object) {
  return Object.fromEntries(
    Object.entries(result).filter(
      ([key, value]) => typeof value !== 'function' && key !== 'promise',
    ),
  );
}

const never = () => new Promise<never>(() => {});

describe("TanStack Query's observer methods page-query.ts calls", () => {
  it('exist on both observers', () => {
    for (const Observer of [QueryObserver, InfiniteQueryObserver]) {
      for (const method of ['getOptimisticResult', 'fetchOptimistic', 'updateResult']) {
        expect(typeof (Observer.prototype as unknown as Record<string, unknown>)[method]).toBe(
          'function',
        );
      }
    }
  });

  it("`_optimisticResults: 'optimistic'` makes a read that will fetch say so before it does", () => {
    const client = new QueryClient();
    const options = client.defaultQueryOptions({ queryKey: ['x'], queryFn: never });
    const observer = new QueryObserver(client, options);
    const result = observer.getOptimisticResult({
      ...options,
      _optimisticResults: 'optimistic',
    } as never);
    expect(result.fetchStatus).toBe('fetching');
    expect(result.isLoading).toBe(true);
  });

  it('fetchOptimistic fetches the query once, whoever else asks, and resolves with it', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve(7));
    const options = client.defaultQueryOptions({ queryKey: ['y'], queryFn });
    const observer = new QueryObserver(client, options);
    const [a, b] = await Promise.all([
      observer.fetchOptimistic(options),
      observer.fetchOptimistic(options),
    ]);
    expect(a.data).toBe(7);
    expect(b.data).toBe(7);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('before the layer loads, a read answers what useQuery would', () => {
  it('a seeded read: the same fields and values as useQuery over the hydrated seed', () => {
    const state = seeded([[['news'], [{ id: 'a' }]]]);
    const options = { queryKey: ['news'], queryFn: never, staleTime: Number.POSITIVE_INFINITY };
    const ours = renderHook(() => usePageQuery(options), { wrapper: pageWrapper(state) });
    const theirs = renderHook(() => useQuery(options), { wrapper: tanstackWrapper(state) });
    expect(Object.keys(ours.result.current).sort()).toEqual(
      Object.keys(theirs.result.current).sort(),
    );
    expect(values(ours.result.current)).toEqual(values(theirs.result.current));
  });

  it('a read the page did not come with: the same fields and values as useQuery fetching', () => {
    const state = seeded([]);
    const options = { queryKey: ['settings'], queryFn: never };
    const ours = renderHook(() => usePageQuery(options), { wrapper: pageWrapper(state) });
    const theirs = renderHook(() => useQuery(options), { wrapper: tanstackWrapper(state) });
    expect(Object.keys(ours.result.current).sort()).toEqual(
      Object.keys(theirs.result.current).sort(),
    );
    expect(values(ours.result.current)).toEqual(values(theirs.result.current));
    // Before the layer it asked for arrives: what follows is the other tests'.
    ours.unmount();
  });

  it('a seeded list: the same fields and values as useInfiniteQuery', () => {
    const pages = { pages: [{ items: ['a'], next: 2 }], pageParams: [1] };
    const state = seeded([[['list'], pages]]);
    const options = {
      queryKey: ['list'],
      queryFn: never,
      initialPageParam: 1,
      getNextPageParam: (last: { next: number | null }) => last.next,
      staleTime: Number.POSITIVE_INFINITY,
    };
    const ours = renderHook(() => usePageInfiniteQuery(options), { wrapper: pageWrapper(state) });
    const theirs = renderHook(() => useInfiniteQuery(options), {
      wrapper: tanstackWrapper(state),
    });
    expect(Object.keys(ours.result.current).sort()).toEqual(
      Object.keys(theirs.result.current).sort(),
    );
    expect(values(ours.result.current)).toEqual(values(theirs.result.current));
  });
});

describe('once the layer is there, a read answers what useQuery answers', () => {
  it('fetching, then its data, then its error after a refetch', async () => {
    const state = seeded([]);
    let answer: () => Promise<number> = () => Promise.resolve(3);
    const options = { queryKey: ['n'], queryFn: () => answer() };
    const ours = renderHook(() => usePageQuery(options), { wrapper: pageWrapper(state) });
    const theirs = renderHook(() => useQuery(options), { wrapper: tanstackWrapper(state) });
    await waitFor(() => expect(ours.result.current.data).toBe(3));
    await waitFor(() => expect(theirs.result.current.data).toBe(3));
    const timeless = (result: object) => ({ ...values(result), dataUpdatedAt: 0 });
    expect(timeless(ours.result.current)).toEqual(timeless(theirs.result.current));

    answer = () => Promise.reject(new Error('down'));
    await ours.result.current.refetch();
    await theirs.result.current.refetch();
    await waitFor(() => expect(ours.result.current.isError).toBe(true));
    await waitFor(() => expect(theirs.result.current.isError).toBe(true));
    const settledValues = (result: object) => ({
      ...values(result),
      dataUpdatedAt: 0,
      errorUpdatedAt: 0,
    });
    expect(settledValues(ours.result.current)).toEqual(settledValues(theirs.result.current));
  });
});
