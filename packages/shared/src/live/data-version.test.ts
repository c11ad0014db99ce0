import { DATA_VERSION_PATH, dataVersionDocument } from '@school/platform/data-version';
import { resetIdleForTests } from '../runtime/when-idle';
import { DATA_VERSION_CHECK_MS, fetchDataVersion, watchDataVersion } from './data-version';
import { controlVisibility, setVisibility } from '../testing/doubles';

const v1 = '1111111111111111aaaaaaaaaaaaaaaa';
const v2 = '2222222222222222bbbbbbbbbbbbbbbb';

describe('fetchDataVersion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the document through the HTTP cache, revalidated (a 304 while it is unchanged)', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(dataVersionDocument(v1))));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchDataVersion()).toBe(v1);
    expect(fetchMock).toHaveBeenCalledWith(DATA_VERSION_PATH, {
      cache: 'no-cache',
      credentials: 'same-origin',
    });
  });

  it.each([
    [
      'no document (pages not prerendered)',
      () => Promise.resolve(new Response('Not found', { status: 404 })),
    ],
    ['an unreadable answer', () => Promise.resolve(new Response('<!doctype html>'))],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('tells nothing from %s', async (_what, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await fetchDataVersion()).toBeNull();
  });
});

describe('watchDataVersion', () => {
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    resetIdleForTests();
    controlVisibility((get) =>
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(get),
    );
  });

  afterEach(() => {
    stop();
    resetIdleForTests();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A document that names `current.version` (null: none). */
  function documentServer(version: string | null) {
    const current = { version };
    const fetchVersion = vi.fn(() => Promise.resolve(current.version));
    return { current, fetchVersion };
  }

  /** Runs the timers up to `ms` and lets the checks they started finish. */
  async function wait(ms: number) {
    await vi.advanceTimersByTimeAsync(ms);
  }

  it('asks once the page is idle; the same version changes nothing', async () => {
    const server = documentServer(v1);
    const onChange = vi.fn();
    stop = watchDataVersion({ version: v1, onChange, fetchVersion: server.fetchVersion });
    expect(server.fetchVersion).not.toHaveBeenCalled();
    await wait(10);
    expect(server.fetchVersion).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('another version: the page reads its data again, once per new version', async () => {
    const server = documentServer(v2);
    const onChange = vi.fn();
    stop = watchDataVersion({ version: v1, onChange, fetchVersion: server.fetchVersion });
    await wait(10);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(v2);
    await wait(DATA_VERSION_CHECK_MS);
    expect(server.fetchVersion).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('asks again every interval while the page is in sight, and sees a change made meanwhile', async () => {
    const server = documentServer(v1);
    const onChange = vi.fn();
    stop = watchDataVersion({ version: v1, onChange, fetchVersion: server.fetchVersion });
    await wait(10);
    await wait(DATA_VERSION_CHECK_MS);
    expect(server.fetchVersion).toHaveBeenCalledTimes(2);
    server.current.version = v2;
    await wait(DATA_VERSION_CHECK_MS);
    expect(server.fetchVersion).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(v2);
  });

  it('a hidden tab does not ask; coming back to it asks at once', async () => {
    const server = documentServer(v1);
    const onChange = vi.fn();
    stop = watchDataVersion({ version: v1, onChange, fetchVersion: server.fetchVersion });
    await wait(10);
    setVisibility('hidden');
    await wait(10 * DATA_VERSION_CHECK_MS);
    expect(server.fetchVersion).toHaveBeenCalledTimes(1);
    server.current.version = v2;
    setVisibility('visible');
    await wait(0);
    expect(server.fetchVersion).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(v2);
  });

  it('no answer (no document, offline) is not a change', async () => {
    const server = documentServer(null);
    const onChange = vi.fn();
    stop = watchDataVersion({ version: v1, onChange, fetchVersion: server.fetchVersion });
    await wait(10 + 3 * DATA_VERSION_CHECK_MS);
    expect(server.fetchVersion).toHaveBeenCalledTimes(4);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a page drawn without a version counts its data as changed at the first answer', async () => {
    const server = documentServer(v1);
    const onChange = vi.fn();
    stop = watchDataVersion({ version: null, onChange, fetchVersion: server.fetchVersion });
    await wait(10);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(v1);
  });

  it('stops asking when stopped', async () => {
    const server = documentServer(v1);
    stop = watchDataVersion({ version: v1, onChange: vi.fn(), fetchVersion: server.fetchVersion });
    stop();
    await wait(10 + 3 * DATA_VERSION_CHECK_MS);
    setVisibility('hidden');
    setVisibility('visible');
    await wait(0);
    expect(server.fetchVersion).not.toHaveBeenCalled();
  });
});
