import { isLive, liveReason, resetLiveForTests } from './live';
import {
  LIVE_AFTER_VISIBLE_MS,
  observeLiveList,
  resetLiveTriggersForTests,
  watchLiveTriggers,
} from './live-triggers';
import { controlVisibility, FakeIntersectionObserver, setVisibility } from '../testing/doubles';

describe('what starts the live layer on a prerendered page', () => {
  let list: HTMLElement;
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    controlVisibility((get) =>
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(get),
    );
    list = document.createElement('ul');
    document.body.append(list);
  });

  afterEach(() => {
    stop();
    list.remove();
    resetLiveTriggersForTests();
    resetLiveForTests();
    FakeIntersectionObserver.all = [];
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a live list in view at load is not enough: reading the page is not using the list', () => {
    stop = watchLiveTriggers();
    observeLiveList(list);
    FakeIntersectionObserver.report(list, true);
    expect(isLive()).toBe(false);
  });

  it('scrolling with a live list in view starts it', () => {
    stop = watchLiveTriggers();
    observeLiveList(list);
    FakeIntersectionObserver.report(list, true);
    window.dispatchEvent(new Event('scroll'));
    expect(liveReason()).toBe('live-list');
  });

  it('scrolling, then the list coming into view, starts it', () => {
    stop = watchLiveTriggers();
    observeLiveList(list);
    window.dispatchEvent(new WheelEvent('wheel'));
    expect(isLive()).toBe(false);
    FakeIntersectionObserver.report(list, true);
    expect(liveReason()).toBe('live-list');
  });

  it.each(['pointerdown', 'keydown', 'touchstart'])(
    'a %s with the list in view counts as the visitor using the page',
    (type) => {
      stop = watchLiveTriggers();
      observeLiveList(list);
      FakeIntersectionObserver.report(list, true);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(liveReason()).toBe('live-list');
    },
  );

  it('scrolling past no live list (or one out of view) does not', () => {
    stop = watchLiveTriggers();
    window.dispatchEvent(new Event('scroll'));
    observeLiveList(list);
    FakeIntersectionObserver.report(list, false);
    window.dispatchEvent(new Event('scroll'));
    expect(isLive()).toBe(false);
  });

  it('a list gone from the page no longer counts', () => {
    stop = watchLiveTriggers();
    const forget = observeLiveList(list);
    FakeIntersectionObserver.report(list, true);
    forget();
    window.dispatchEvent(new Event('scroll'));
    expect(isLive()).toBe(false);
  });

  it('nothing starts it on a page whose triggers are not watched (not prerendered: the shell starts it itself)', () => {
    observeLiveList(list);
    FakeIntersectionObserver.report(list, true);
    window.dispatchEvent(new Event('scroll'));
    expect(isLive()).toBe(false);
  });

  it('a page in sight for a while starts it by itself', () => {
    stop = watchLiveTriggers();
    vi.advanceTimersByTime(LIVE_AFTER_VISIBLE_MS - 1);
    expect(isLive()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(liveReason()).toBe('visible-a-while');
  });

  it('time in a hidden tab does not count', () => {
    stop = watchLiveTriggers();
    vi.advanceTimersByTime(LIVE_AFTER_VISIBLE_MS / 2);
    setVisibility('hidden');
    vi.advanceTimersByTime(10 * LIVE_AFTER_VISIBLE_MS);
    expect(isLive()).toBe(false);
    setVisibility('visible');
    vi.advanceTimersByTime(LIVE_AFTER_VISIBLE_MS / 2 - 1);
    expect(isLive()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(liveReason()).toBe('visible-a-while');
  });

  it('a tab opened in the background waits until it is shown', () => {
    setVisibility('hidden');
    stop = watchLiveTriggers();
    vi.advanceTimersByTime(10 * LIVE_AFTER_VISIBLE_MS);
    expect(isLive()).toBe(false);
    setVisibility('visible');
    vi.advanceTimersByTime(LIVE_AFTER_VISIBLE_MS);
    expect(liveReason()).toBe('visible-a-while');
  });
});
