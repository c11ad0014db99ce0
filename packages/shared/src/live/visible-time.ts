/**
 * Runs `callback` once the page has been in sight for `ms` in all (each further `ms` too, with
 * `repeat`). Time spent in a hidden tab does not count: a tab in the background never goes live
 * or polls by itself. Returns the stop function. Without a document (server rendering), never.
 */
export function afterVisibleTime(
  ms: number,
  callback: () => void,
  { repeat = false }: { repeat?: boolean } = {},
): () => void {
  if (typeof document === 'undefined') return () => {};
  let remaining = ms;
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = () => {
    since = Date.now();
    timer = setTimeout(() => {
      timer = undefined;
      callback();
      if (repeat && !stopped) {
        remaining = ms;
        run();
      } else stop();
    }, remaining);
  };
  const pause = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    remaining = Math.max(0, remaining - (Date.now() - since));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') {
      if (timer === undefined && !stopped) run();
    } else pause();
  };
  function stop() {
    stopped = true;
    pause();
    document.removeEventListener('visibilitychange', onVisibility);
  }

  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState === 'visible') run();
  return stop;
}
