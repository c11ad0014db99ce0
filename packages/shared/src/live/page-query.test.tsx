import { dehydrate, hashKey, hydrate, QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { queryLayerFor } from '../testing/page-data';
import { resetLiveForTests, startLive } from './live';
import { createPageData, hashPageKey, PageDataContext, pageDataOf } from './page-data';
import { usePageInfiniteQuery, usePageQuery } from './page-query';

interface Page {
  items: string[];
  next: number | null;
}

/** A prerendered page's cache: what the server read for these keys. */
function seed(entries: [QueryKey, unknown][]) {
  const server = new QueryClient();
  for (const [key, data] of entries) server.setQueryData(key, data, { updatedAt: 1_000 });
  return dehydrate(server);
}

/** Page data over `state`, counting how often TanStack Query is loaded. */
function page(state: ReturnType<typeof seed> | null) {
  let loads = 0;
  let client: QueryClient | undefined;
  const pageData = createPageData(state, (seeded) => {
    loads += 1;
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    if (seeded) hydrate(client, seeded);
    return Promise.resolve(queryLayerFor(client));
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageDataContext value={pageData}>{children}</PageDataContext>
  );
  return { pageData, wrapper, loads: () => loads, client: () => client };
}

/** Every microtask the test's promises started has run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Fresh until the page goes live, as the public reads are (live.ts's freshUntilLive). */
const untilLive = () => Number.POSITIVE_INFINITY;

afterEach(() => resetLiveForTests());

describe('hashPageKey', () => {
  it("is TanStack's hash of the same key, object keys in any order", () => {
    const keys: QueryKey[] = [
      ['content', 'public', 'latest-news', 3],
      ['content', 'public', 'blog', null],
      ['content', 'public', 'article', 'news', 'la-rentrée', 'ar'],
      ['x', { b: 1, a: [2, { d: 3, c: 4 }] }],
    ];
    for (const key of keys) expect(hashPageKey(key)).toBe(hashKey(key));
    expect(hashPageKey(['x', { a: 1, b: 2 }])).toBe(hashPageKey(['x', { b: 2, a: 1 }]));
  });
});

describe('usePageQuery', () => {
  it('answers from the seed, as a success, without loading TanStack Query', async () => {
    const news = [{ id: 'a' }];
    const { wrapper, loads, pageData } = page(seed([[['news'], news]]));
    const queryFn = vi.fn(() => Promise.resolve([{ id: 'b' }]));
    const { result } = renderHook(
      () => usePageQuery({ queryKey: ['news'], queryFn, staleTime: untilLive }),
      { wrapper },
    );
    expect(result.current.status).toBe('success');
    expect(result.current.isFetching).toBe(false);
    expect(result.current.data).toEqual(news);
    expect(result.current.dataUpdatedAt).toBe(1_000);
    await settle();
    expect(loads()).toBe(0);
    expect(pageData.current()).toBeNull();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('loads TanStack Query for a read the page did not come with, and fetches it', async () => {
    const { wrapper, loads } = page(seed([]));
    const { result } = renderHook(
      () => usePageQuery({ queryKey: ['settings'], queryFn: () => Promise.resolve(['row']) }),
      { wrapper },
    );
    expect(result.current.status).toBe('pending');
    expect(result.current.isFetching).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['row']));
    expect(loads()).toBe(1);
  });

  it('hands a seeded read over to TanStack without reading it again, even once live', async () => {
    const news = [{ id: 'a' }];
    const { wrapper, client } = page(seed([[['news'], news]]));
    const seeded = vi.fn(() => Promise.resolve([{ id: 'new' }]));
    const { result } = renderHook(
      () => ({
        news: usePageQuery({
          queryKey: ['news'],
          queryFn: seeded,
          staleTime: () => (startedLive ? 0 : Number.POSITIVE_INFINITY),
        }),
        // A read the page did not come with: it loads the layer for the whole page.
        other: usePageQuery({ queryKey: ['other'], queryFn: () => Promise.resolve(1) }),
      }),
      { wrapper },
    );
    let startedLive = false;
    const before = result.current.news.data;
    startedLive = true;
    startLive('test');
    await waitFor(() => expect(result.current.other.data).toBe(1));
    await settle();
    // The same data object, now TanStack's, and no request for it.
    expect(client()?.getQueryData(['news'])).toBe(before);
    expect(result.current.news.data).toBe(before);
    expect(result.current.news.isFetching).toBe(false);
    expect(seeded).not.toHaveBeenCalled();
    // What makes it read again: an invalidation (the data version check, a realtime change).
    await act(() => client()?.invalidateQueries({ queryKey: ['news'] }));
    await waitFor(() => expect(result.current.news.data).toEqual([{ id: 'new' }]));
    expect(seeded).toHaveBeenCalledTimes(1);
  });

  it('refetches through the layer when asked before it loaded', async () => {
    const { wrapper, loads } = page(seed([[['news'], ['old']]]));
    const { result } = renderHook(
      () =>
        usePageQuery({
          queryKey: ['news'],
          queryFn: () => Promise.resolve(['fresh']),
          staleTime: untilLive,
        }),
      { wrapper },
    );
    await act(() => result.current.refetch());
    expect(loads()).toBe(1);
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
  });

  it('says a failed read failed, with its error', async () => {
    const { wrapper } = page(null);
    const { result } = renderHook(
      () =>
        usePageQuery({
          queryKey: ['broken'],
          queryFn: () => Promise.reject(new Error('hors service')),
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('hors service');
  });

  it('needs the page data of the shell (or of a test render)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderHook(() => usePageQuery({ queryKey: ['x'], queryFn: () => Promise.resolve(1) })),
    ).toThrow(/PageDataContext/);
    error.mockRestore();
  });
});

describe('hydrating a prerendered part', () => {
  it('draws it with the data the page was drawn with, even when newer data came first, then with the newer data', async () => {
    const key = ['content', 'public', 'settings'];
    const { pageData } = page(seed([[key, 'École du matin']]));
    function Name() {
      const { data } = usePageQuery({
        queryKey: key,
        queryFn: () => Promise.resolve('École du soir'),
        staleTime: untilLive,
      });
      return <h2>{String(data)}</h2>;
    }
    // The server's HTML, from the seed.
    const container = document.createElement('div');
    container.innerHTML = '<h2>École du matin</h2>';
    document.body.append(container);
    const drawn = container.firstElementChild;
    // The page read its data again (the data version changed) before this part hydrated.
    const layer = await pageData.load();
    layer.client.setQueryData(key, 'École du soir');
    const recovered: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(
        container,
        <PageDataContext value={pageData}>
          <Name />
        </PageDataContext>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    await settle();
    expect(recovered).toEqual([]);
    // The server's element, kept, now with the newer data.
    expect(container.firstElementChild).toBe(drawn);
    expect(container.textContent).toBe('École du soir');
    act(() => root?.unmount());
    container.remove();
  });
});

describe('usePageInfiniteQuery', () => {
  const options = (pages: Page[]) => ({
    queryKey: ['list'] as const,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      Promise.resolve(pages[pageParam] ?? { items: [], next: null }),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.next,
    staleTime: untilLive,
  });

  it('answers the seeded pages, knows whether there is a next one, and fetches it', async () => {
    const pages: Page[] = [
      { items: ['a'], next: 1 },
      { items: ['b'], next: null },
    ];
    const first = { pages: [pages[0]], pageParams: [0] };
    const { wrapper, loads } = page(seed([[['list'], first]]));
    const { result } = renderHook(() => usePageInfiniteQuery(options(pages)), {
      wrapper,
    });
    expect(result.current.data).toEqual(first);
    expect(result.current.hasNextPage).toBe(true);
    expect(result.current.isFetchingNextPage).toBe(false);
    await settle();
    expect(loads()).toBe(0);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toEqual(pages));
    expect(result.current.hasNextPage).toBe(false);
    expect(loads()).toBe(1);
  });

  it('has no next page when the last seeded one says so', () => {
    const { wrapper } = page(
      seed([[['list'], { pages: [{ items: ['a'], next: null }], pageParams: [0] }]]),
    );
    const { result } = renderHook(() => usePageInfiniteQuery(options([])), {
      wrapper,
    });
    expect(result.current.hasNextPage).toBe(false);
  });
});

describe('on the server (the prerenderer: page data that suspends)', () => {
  /** A page drawn as the prerenderer draws it: React waits for what it suspends on. */
  async function prerenderPage(client: QueryClient, children: ReactNode) {
    const pageData = pageDataOf(queryLayerFor(client), { suspends: true });
    const { prelude } = await prerender(
      <PageDataContext value={pageData}>
        <Suspense fallback={<p>chargement de la partie</p>}>{children}</Suspense>
      </PageDataContext>,
    );
    return new Response(prelude).text();
  }

  function Items({ queryFn }: { queryFn: () => Promise<string[]> }) {
    const { data, isPending, isError } = usePageQuery({ queryKey: ['items'], queryFn });
    if (isPending) return <p>chargement</p>;
    if (isError) return <p>indisponible</p>;
    return (
      <ul>
        {data.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }

  it('draws a read with its data in one render: the read waits for its fetch, made once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryFn = vi.fn(
      () => new Promise<string[]>((resolve) => setTimeout(() => resolve(['un', 'deux']), 5)),
    );
    const html = await prerenderPage(
      client,
      <>
        <Items queryFn={queryFn} />
        <Items queryFn={queryFn} />
      </>,
    );
    expect(html.match(/<li>un<\/li>/g)).toHaveLength(2);
    expect(html).not.toContain('chargement');
    expect(queryFn).toHaveBeenCalledTimes(1);
    // What the page's state carries to the browser.
    expect(client.getQueryData(['items'])).toEqual(['un', 'deux']);
  });

  it('draws a failed read as failed, without failing the page', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const html = await prerenderPage(
      client,
      <Items queryFn={() => Promise.reject(new Error('hors service'))} />,
    );
    expect(html).toContain('indisponible');
    expect(client.getQueryState(['items'])?.status).toBe('error');
  });

  it('leaves a disabled read alone', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve(['un']));
    function Disabled() {
      const { isPending } = usePageQuery({ queryKey: ['off'], queryFn, enabled: false });
      return <p>{isPending ? 'en attente' : 'lu'}</p>;
    }
    expect(await prerenderPage(client, <Disabled />)).toContain('en attente');
    expect(queryFn).not.toHaveBeenCalled();
  });
});
