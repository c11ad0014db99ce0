import {
  setSupabaseForTests,
  type TypedSupabaseClient,
  activityKeys,
  contentKeys,
  dashboardKeys,
  invalidateContent,
  settingsKeys,
} from '@school/shared';
import { messageKeys, profileKeys } from '../admin-keys';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useCreateContent, type ContentFormInput } from './create-content';
import { useDeleteContent } from './delete-content';
import { resetLiveForTests, startLive } from '../../live/live';
import { useContentChanges } from './subscribe-content-changes';
import type { ContentItem } from './types';
import { useUpdateContent } from './update-content';
import { PageDataContext } from '../../live/page-data';
import { pageDataFor } from '../../testing/page-data';

const row = { id: 'c1', title: 'Rentrée', type: 'news' } as ContentItem;

/** Every content key, the dashboard and the activity log: what a content change makes stale. */
const contentChange: QueryKey[] = [
  contentKeys.latestNews(3),
  contentKeys.news(),
  contentKeys.blogList(null),
  contentKeys.article('news', 'rentree', 'fr'),
  contentKeys.admin(),
  dashboardKeys.stats(),
  activityKeys.recent(8),
];

/** Reads a content change must leave alone: settings, users and messages. */
const otherReads: QueryKey[] = [settingsKeys.list(), profileKeys.list(), messageKeys.unread()];

/** Every read the site makes, one of each kind, in a cache with nothing stale. */
function seededClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of [...contentChange, ...otherReads]) client.setQueryData(key, []);
  return client;
}

function invalidated(client: QueryClient): QueryKey[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

/** A client whose every table request answers `row`, and whose realtime channel is kept. */
function fakeClient() {
  const channel: { onChange?: () => void } = {};
  const builder: Record<string, unknown> = new Proxy(
    {},
    {
      get(_target, property: string) {
        if (property === 'then') {
          return (resolve: (value: unknown) => void) => resolve({ data: row, error: null });
        }
        return () => builder;
      },
    },
  );
  const realtime = {
    on: (_event: string, _filter: unknown, callback: () => void) => {
      channel.onChange = callback;
      return realtime;
    },
    subscribe: () => realtime,
  };
  const client = {
    from: () => builder,
    channel: () => realtime,
    removeChannel: () => Promise.resolve('ok'),
  };
  return { client: client as unknown as TypedSupabaseClient, channel };
}

function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PageDataContext value={pageDataFor(client)}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </PageDataContext>
    );
  };
}

const values: ContentFormInput = { title: 'Rentrée', content: 'Texte', scheduled_for: null };

describe('invalidateContent', () => {
  afterEach(() => {
    setSupabaseForTests(null);
    resetLiveForTests();
  });

  it('marks every content read, the dashboard and the activity log stale, nothing else', async () => {
    const client = seededClient();
    await invalidateContent(client);
    expect(invalidated(client)).toEqual(contentChange);
  });

  // Each write as a hook that hands back how to run it once.
  it.each<[string, () => () => Promise<unknown>]>([
    [
      'create',
      () => {
        const { mutateAsync } = useCreateContent();
        return () => mutateAsync(values);
      },
    ],
    [
      'update',
      () => {
        const { mutateAsync } = useUpdateContent();
        return () => mutateAsync({ id: 'c1', values });
      },
    ],
    [
      'delete',
      () => {
        const { mutateAsync } = useDeleteContent();
        return () => mutateAsync('c1');
      },
    ],
  ])('is what a %s invalidates', async (_name, useWrite) => {
    setSupabaseForTests(fakeClient().client);
    const client = seededClient();
    const { result } = renderHook(useWrite, { wrapper: wrapperFor(client) });
    await act(() => result.current());
    expect(invalidated(client)).toEqual(contentChange);
  });

  it('is what a live update invalidates', async () => {
    const fake = fakeClient();
    setSupabaseForTests(fake.client);
    // Live updates follow the page's live layer (live/live.ts).
    startLive('test');
    const client = seededClient();
    renderHook(() => useContentChanges('news'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(fake.channel.onChange).toBeDefined());
    act(() => fake.channel.onChange?.());
    await waitFor(() => expect(invalidated(client)).toEqual(contentChange));
  });

  it("runs the caller's onSuccess after the reads are marked stale, with the saved row", async () => {
    setSupabaseForTests(fakeClient().client);
    const client = seededClient();
    const seen: { data: ContentItem; stale: QueryKey[] }[] = [];
    const onSettled = vi.fn();
    const { result } = renderHook(
      () =>
        useCreateContent({
          onSuccess: (data) => void seen.push({ data, stale: invalidated(client) }),
          onSettled,
          meta: { from: 'test' },
        }),
      { wrapper: wrapperFor(client) },
    );
    await act(() => result.current.mutateAsync(values));
    expect(seen).toEqual([{ data: row, stale: contentChange }]);
    expect(onSettled).toHaveBeenCalledTimes(1);
    // The caller's other options reach TanStack unchanged.
    expect(client.getMutationCache().getAll()[0]?.options.meta).toEqual({ from: 'test' });
  });
});
