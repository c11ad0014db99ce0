import { ISLAND_LIVE_ATTRIBUTE } from '@school/platform/early-events';
import {
  NOTICE_DISMISSED_ATTRIBUTE,
  NOTICE_DISMISSED_STORAGE_KEY,
} from '@school/shared/data/notices';
import { followNotices } from './notices';

/** The banner as the server draws it: two notices, each with its time and its button. */
function serverBanner(times: { starts: string; ends: string }[]) {
  document.body.innerHTML = `<div data-notices="">${times
    .map(
      ({ starts, ends }, index) =>
        `<div data-notice="n${index}" data-starts="${starts}" data-ends="${ends}"><p>Avis ${index}</p><button type="button">Fermer</button></div>`,
    )
    .join('')}</div><main id="main" tabindex="-1"></main>`;
  const band = (index: number) => document.querySelector<HTMLElement>(`[data-notice="n${index}"]`)!;
  return { band, button: (index: number) => band(index).querySelector('button')! };
}

const day = 24 * 3600_000;
const at = Date.parse('2026-11-29T08:00:00Z');
const iso = (time: number) => new Date(time).toISOString();

describe('followNotices (a page of islands: the banner without the app)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.documentElement.removeAttribute(NOTICE_DISMISSED_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  it('remembers a dismissal, says it on <html> for CSS, and moves the focus to the next notice', () => {
    const { band, button } = serverBanner([
      { starts: iso(at - day), ends: iso(at + day) },
      { starts: iso(at - day), ends: iso(at + day) },
    ]);
    stop = followNotices(document, () => at);
    // Answered from now on: the early-event contract replays a tap it held on them.
    for (const index of [0, 1]) expect(band(index)).toHaveAttribute(ISLAND_LIVE_ATTRIBUTE);
    button(0).focus();
    button(0).click();
    expect(document.documentElement.getAttribute(NOTICE_DISMISSED_ATTRIBUTE)).toBe('n0');
    expect(JSON.parse(localStorage.getItem(NOTICE_DISMISSED_STORAGE_KEY) ?? '[]')).toEqual(['n0']);
    expect(band(0)).toBeNull();
    expect(button(1)).toHaveFocus();
    // The last one: the focus goes to the page's content, never back to the document.
    button(1).click();
    expect(document.documentElement.getAttribute(NOTICE_DISMISSED_ATTRIBUTE)).toBe('n0 n1');
    expect(band(1)).toBeNull();
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('hides a notice at its end and shows one from its start, by the visitor’s clock', () => {
    vi.useFakeTimers({ now: at });
    const { band } = serverBanner([
      { starts: iso(at - day), ends: iso(at + 60_000) },
      { starts: iso(at + 30_000), ends: iso(at + day) },
    ]);
    stop = followNotices(document);
    expect(band(0).hidden).toBe(false);
    expect(band(1).hidden).toBe(true);
    vi.advanceTimersByTime(29_999);
    expect(band(1).hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(band(1).hidden).toBe(false);
    vi.advanceTimersByTime(29_999);
    expect(band(0).hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(band(0).hidden).toBe(true);
    expect(band(1).hidden).toBe(false);
  });

  it('follows a dismissal made in another tab', () => {
    serverBanner([{ starts: iso(at - day), ends: iso(at + day) }]);
    stop = followNotices(document, () => at);
    localStorage.setItem(NOTICE_DISMISSED_STORAGE_KEY, JSON.stringify(['n0']));
    window.dispatchEvent(new StorageEvent('storage', { key: NOTICE_DISMISSED_STORAGE_KEY }));
    expect(document.documentElement.getAttribute(NOTICE_DISMISSED_ATTRIBUTE)).toBe('n0');
  });
});
