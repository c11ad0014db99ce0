import { setSupabaseForTests, type TypedSupabaseClient, contentKeys } from '@school/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { isLive, liveReason, resetLiveForTests, startLive } from '../../live/live';
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

  describe('on a page of islands (its list runs in an island)', () => {
    /** `#root[data-islands]` > the island's box > the list's element the ref is given. */
    function islandsPage({ intended }: { intended: boolean }) {
      const root = document.createElement('div');
      root.id = 'root';
      root.setAttribute('data-islands', '');
      const box = document.createElement('div');
      box.setAttribute('data-island', 'blog_news/islands/news');
      if (intended) box.setAttribute('data-island-intended', '');
      const list = document.createElement('section');
      const inside = document.createElement('h2');
      list.append(inside);
      box.append(list);
      root.append(box);
      document.body.append(root);
      return { root, list, inside };
    }
    afterEach(() => document.getElementById('root')?.remove());

    it('goes live at once when the visitor’s intent hydrated the island', () => {
      const { list } = islandsPage({ intended: true });
      const { result } = renderHook(() => useContentChanges('news'), {
        wrapper: wrapperFor(seeded()),
      });
      result.current(list);
      expect(liveReason()).toBe('live-list');
      expect(document.documentElement.dataset.live).toBe('live-list');
    });

    it('hydrated for a change of the data, waits for the visitor’s intent inside the list', () => {
      const { root, list, inside } = islandsPage({ intended: false });
      const { result } = renderHook(() => useContentChanges('news'), {
        wrapper: wrapperFor(seeded()),
      });
      result.current(list);
      expect(isLive()).toBe(false);
      // Outside the list: nothing.
      root.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(isLive()).toBe(false);
      inside.dispatchEvent(new Event('focusin', { bubbles: true }));
      expect(liveReason()).toBe('live-list');
    });

    it('stops listening when the list goes', () => {
      const { list, inside } = islandsPage({ intended: false });
      const { result } = renderHook(() => useContentChanges('news'), {
        wrapper: wrapperFor(seeded()),
      });
      const stop = result.current(list);
      if (typeof stop === 'function') stop();
      inside.dispatchEvent(new Event('keydown', { bubbles: true }));
      expect(isLive()).toBe(false);
    });
  });
});
