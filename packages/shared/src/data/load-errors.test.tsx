import { QueryCache, QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import {
  reportLoadError,
  subscribeLoadErrors,
  useLoadErrorToasts,
  type LoadError,
} from './load-errors';

const offline = { message: 'offline', code: 'PGRST000' };

describe('reportLoadError', () => {
  it('passes on the failures whose meta holds a toast title, with the service’s message', () => {
    const seen: LoadError[] = [];
    const stop = subscribeLoadErrors((failure) => seen.push(failure));
    reportLoadError(offline, { queryKey: ['profiles', 'list'], meta: { errorToast: 'Échec' } });
    reportLoadError(offline, { queryKey: ['site-settings', 'list'], meta: undefined });
    reportLoadError(offline, { queryKey: ['site-settings', 'list'], meta: { errorToast: '' } });
    stop();
    reportLoadError(offline, { queryKey: ['profiles', 'list'], meta: { errorToast: 'Échec' } });
    expect(seen).toEqual([
      {
        title: 'Échec',
        description: 'offline',
        error: offline,
        queryKey: ['profiles', 'list'],
      },
    ]);
  });

  it('hears of a failure once, after the retries, as the query cache’s onError', async () => {
    const seen: LoadError[] = [];
    const stop = subscribeLoadErrors((failure) => seen.push(failure));
    const client = new QueryClient({ queryCache: new QueryCache({ onError: reportLoadError }) });
    const queryFn = vi.fn(() => Promise.reject(new Error('boom')));
    await expect(
      client.fetchQuery({
        queryKey: ['content', 'admin'],
        queryFn,
        meta: { errorToast: 'Échec du chargement des contenus' },
        retry: 2,
        retryDelay: 0,
      }),
    ).rejects.toThrow('boom');
    stop();
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(seen.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: 'Échec du chargement des contenus', description: 'boom' },
    ]);
  });
});

describe('useLoadErrorToasts', () => {
  it('toasts each reported failure (destructive) and logs it while mounted', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const toast = vi.fn();
    const { unmount } = renderHook(() => useLoadErrorToasts(toast));
    reportLoadError(offline, { queryKey: ['profiles', 'list'], meta: { errorToast: 'Échec' } });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: 'Échec',
      description: 'offline',
      variant: 'destructive',
    });
    expect(error).toHaveBeenCalledWith('Load failed', ['profiles', 'list'], offline);
    unmount();
    reportLoadError(offline, { queryKey: ['profiles', 'list'], meta: { errorToast: 'Échec' } });
    expect(toast).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
