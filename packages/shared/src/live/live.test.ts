import {
  everyWhileLive,
  freshUntilLive,
  isLive,
  liveReason,
  resetLiveForTests,
  startLive,
  whenLive,
} from './live';

describe('the live switch', () => {
  afterEach(() => resetLiveForTests());

  it('is off on a page that has not needed it: public reads stay fresh, lists do not poll', () => {
    expect(isLive()).toBe(false);
    expect(liveReason()).toBeNull();
    expect(freshUntilLive()).toBe(Number.POSITIVE_INFINITY);
    expect(everyWhileLive(60_000)()).toBe(false);
  });

  it('starts once, keeping the first reason; then reads go stale as usual and lists poll', async () => {
    let seen: string | null = null;
    void whenLive().then((why) => (seen = why));
    startLive('live-list');
    startLive('visible-a-while');
    expect(await whenLive()).toBe('live-list');
    expect(seen).toBe('live-list');
    expect(liveReason()).toBe('live-list');
    expect(freshUntilLive()).toBe(0);
    expect(everyWhileLive(60_000)()).toBe(60_000);
  });
});
