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

describe('a live list on a page of islands (it runs in an island)', () => {
  /** `#root[data-islands]` > the island's box > the list's element. */
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
  afterEach(() => {
    document.getElementById('root')?.remove();
    resetLiveForTests();
  });

  it('goes live at once when the visitor’s intent hydrated the island', () => {
    const { list } = islandsPage({ intended: true });
    observeLiveList(list);
    expect(liveReason()).toBe('live-list');
    expect(document.documentElement.dataset.live).toBe('live-list');
  });

  it('hydrated for a change of the data, waits for the visitor’s intent inside the list', () => {
    const { root, list, inside } = islandsPage({ intended: false });
    observeLiveList(list);
    expect(isLive()).toBe(false);
    // Outside the list: nothing.
    root.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(isLive()).toBe(false);
    inside.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(liveReason()).toBe('live-list');
  });

  it('stops listening when the list goes', () => {
    const { list, inside } = islandsPage({ intended: false });
    const stop = observeLiveList(list);
    stop();
    inside.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(isLive()).toBe(false);
  });
});
