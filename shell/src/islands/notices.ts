import { ISLAND_LIVE_ATTRIBUTE, NOTICE_ATTRIBUTE } from '@school/platform/early-events';
import {
  NOTICE_DISMISSED_ATTRIBUTE,
  readDismissedNotices,
  rememberDismissedNotice,
} from '@school/shared/data/notices';

/** The longest a timer holds (24.8 days): a later time is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The notices banner of a page that runs no app (a page of islands): what its React component
 * does once hydrated, on the server's HTML. A visitor's dismissal is remembered per notice and
 * text (the same list and `<html>` attribute the app and the first inline script use, which CSS
 * reads to hide it), the notice leaves the page and the focus moves to the next notice's button
 * or to the page's content;
 * each notice is hidden from its end (and until its start) by the visitor's clock. Another
 * tab's dismissal hides it here too.
 * @returns a function that stops following them (tests)
 */
export function followNotices(doc: Document, now: () => number = Date.now): () => void {
  const bands = () => [...doc.querySelectorAll<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`)];
  const shown = (band: HTMLElement) =>
    !band.hidden &&
    !(doc.documentElement.getAttribute(NOTICE_DISMISSED_ATTRIBUTE) ?? '')
      .split(' ')
      .includes(band.getAttribute(NOTICE_ATTRIBUTE) ?? '');
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(`[${NOTICE_ATTRIBUTE}] button`);
    const band = button?.closest<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`);
    const key = band?.getAttribute(NOTICE_ATTRIBUTE);
    if (!band || !key) return;
    rememberDismissedNotice(key);
    const next = bands().find((other) => other !== band && shown(other));
    // Gone, as the app's banner drops it (CSS already hides it by the list on <html>).
    band.remove();
    (next?.querySelector('button') ?? doc.getElementById('main'))?.focus();
  };
  const onStorage = () => {
    const keys = readDismissedNotices();
    if (keys.length) doc.documentElement.setAttribute(NOTICE_DISMISSED_ATTRIBUTE, keys.join(' '));
    else doc.documentElement.removeAttribute(NOTICE_DISMISSED_ATTRIBUTE);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    const at = now();
    let next = Infinity;
    for (const band of bands()) {
      const starts = Date.parse(band.dataset.starts ?? '');
      const ends = Date.parse(band.dataset.ends ?? '');
      band.hidden = (!Number.isNaN(starts) && at < starts) || (!Number.isNaN(ends) && at >= ends);
      for (const time of [starts, ends]) if (time > at && time < next) next = time;
    }
    if (next !== Infinity) timer = setTimeout(update, Math.min(next - at, MAX_TIMER_MS));
  };
  doc.addEventListener('click', onClick);
  doc.defaultView?.addEventListener('storage', onStorage);
  update();
  // Answered from now on: a tap the early-event contract held meanwhile is replayed to onClick.
  for (const band of bands()) band.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('click', onClick);
    doc.defaultView?.removeEventListener('storage', onStorage);
  };
}
