import {
  setSupabaseForTests,
  activityKeys,
  contentKeys,
  dashboardKeys,
  settingsKeys,
} from '@school/shared';
import { fakeSupabase } from '../../testing/fake-supabase';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSettings } from './get-settings';
import { SettingsSaveError, useUpdateSettings } from './update-settings';
import { PageDataContext } from '../../live/page-data';
import { pageDataFor } from '../../testing/page-data';

/** Settings whose update answers a saved row, except for the keys in `refused`. */
function fakeClient(refused: string[] = []) {
  return fakeSupabase((call) => {
    // .update({ value }).eq('key', key)
    const key = call.calls.find(([method]) => method === 'eq')?.[1][1] as string;
    return refused.includes(key)
      ? { error: { message: 'permission denied' } }
      : { data: [{ key, value: 'x' }] };
  }).client;
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of [settingsKeys.list(), dashboardKeys.stats(), activityKeys.recent(8)]) {
    client.setQueryData(key, []);
  }
  client.setQueryData(contentKeys.admin(), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageDataContext value={pageDataFor(client)}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </PageDataContext>
  );
  const stale = (): QueryKey[] =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  return { client, wrapper, stale };
}

const settingsChange = [settingsKeys.list(), dashboardKeys.stats(), activityKeys.recent(8)];

describe('useUpdateSettings', () => {
  afterEach(() => setSupabaseForTests(null));

  it("runs the caller's onSuccess after the settings, dashboard and log are marked stale", async () => {
    setSupabaseForTests(fakeClient());
    const { wrapper, stale } = setup();
    const seen: { saved: string[]; stale: QueryKey[] }[] = [];
    const { result } = renderHook(
      () => useUpdateSettings({ onSuccess: (saved) => void seen.push({ saved, stale: stale() }) }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ site_name: 'École' }));
    expect(seen).toEqual([{ saved: ['site_name'], stale: settingsChange }]);
  });

  // What did save is shown as saved: the reads are refreshed before the caller hears of it.
  it("refreshes after a partial failure too, before the caller's onError", async () => {
    setSupabaseForTests(fakeClient(['address']));
    const { wrapper, stale } = setup();
    const seen: { error: Error; stale: QueryKey[] }[] = [];
    const { result } = renderHook(
      () => useUpdateSettings({ onError: (error) => void seen.push({ error, stale: stale() }) }),
      { wrapper },
    );
    await act(() =>
      expect(result.current.mutateAsync({ site_name: 'École', address: 'Bamako' })).rejects.toThrow(
        SettingsSaveError,
      ),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.stale).toEqual(settingsChange);
    expect(seen[0]?.error).toMatchObject({ failedKeys: ['address'], savedKeys: ['site_name'] });
  });
});

describe('useSettings', () => {
  it("passes the caller's options to the query, meta included", async () => {
    const { client, wrapper } = setup();
    const { result } = renderHook(
      () => useSettings({ meta: { errorToast: 'Échec du chargement des paramètres' } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(client.getQueryCache().find({ queryKey: settingsKeys.list() })?.meta).toEqual({
      errorToast: 'Échec du chargement des paramètres',
    });
  });
});
