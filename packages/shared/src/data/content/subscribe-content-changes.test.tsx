import { setSupabaseForTests, type TypedSupabaseClient, contentKeys } from '@school/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { resetLiveForTests, startLive } from '../../live/live';
import { useContentChanges } from './subscribe-content-changes';
import { PageDataContext } from '../../live/page-data';
import { pageDataFor } from '../../testing/page-data';

type Status = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

/** A client whose realtime channel the test drives: its join status and its changes. */
function realtimeClient() {
  const channel: { onChange?: () => void; onStatus?: (status: Status) => void } = {};
  const opened = vi.fn();
  const realtime = {
    on: (_event: string, _filter: unknown, callback: () => void) => {
      channel.onChange = callback;
      return realtime;
    },
    subscribe: (callback: (status: Status) => void) => {
      channel.onStatus = callback;
      return realtime;
    },
  };
  const client = {
    channel: () => {
      opened();
      return realtime;
    },
    removeChannel: () => Promise.resolve('ok'),
  };
  return { client: client as unknown as TypedSupabaseClient, channel, opened };
}

function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(contentKeys.news(), []);
  return client;
}

const stale = (client: QueryClient) =>
  client.getQueryState(contentKeys.news())?.isInvalidated ?? false;

function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PageDataContext value={pageDataFor(client)}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </PageDataContext>
    );
  };
}

describe('useContentChanges', () => {
  afterEach(() => {
    setSupabaseForTests(null);
    resetLiveForTests();
  });

  it('opens no channel until the page goes live', async () => {
    const fake = realtimeClient();
    setSupabaseForTests(fake.client);
    renderHook(() => useContentChanges('news'), { wrapper: wrapperFor(seeded()) });
    // One macrotask: a page already live would have opened it in the microtasks before.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.opened).not.toHaveBeenCalled();
    act(() => startLive('test'));
    await waitFor(() => expect(fake.opened).toHaveBeenCalledTimes(1));
  });

  it('reads the lists again once joined: a change made before the join is not lost', async () => {
    const fake = realtimeClient();
    setSupabaseForTests(fake.client);
    startLive('test');
    const client = seeded();
    renderHook(() => useContentChanges('news'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(fake.channel.onStatus).toBeDefined());
    expect(stale(client)).toBe(false);
    act(() => fake.channel.onStatus?.('SUBSCRIBED'));
    await waitFor(() => expect(stale(client)).toBe(true));
  });

  it('reads them once when realtime is out of reach, not at every retry', async () => {
    const fake = realtimeClient();
    setSupabaseForTests(fake.client);
    startLive('test');
    const client = seeded();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderHook(() => useContentChanges('news'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(fake.channel.onStatus).toBeDefined());
    act(() => fake.channel.onStatus?.('CHANNEL_ERROR'));
    // The refresh goes through the page's query layer (a promise, already there in this test).
    await waitFor(() => expect(invalidate).toHaveBeenCalled());
    const once = invalidate.mock.calls.length;
    act(() => fake.channel.onStatus?.('TIMED_OUT'));
    act(() => fake.channel.onStatus?.('CHANNEL_ERROR'));
    // One macrotask: a second refresh would have been asked for in the microtasks before.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(invalidate.mock.calls.length).toBe(once);
  });
});
