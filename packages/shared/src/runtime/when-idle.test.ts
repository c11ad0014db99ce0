import { resetIdleForTests, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    resetIdleForTests();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for an idle callback', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      callbacks.push(callback);
      return 1;
    });
    let done = false;
    void whenIdle().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(callbacks).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(callbacks).toHaveLength(1);
    await Promise.resolve();
    expect(done).toBe(false);

    callbacks[0]!();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('is one promise per page, already settled for later callers', async () => {
    const first = whenIdle();
    await first;
    expect(whenIdle()).toBe(first);
  });
});
