import {
  DATA_VERSION_CHECK_MS,
  DATA_VERSION_PATH,
  readDataVersion,
} from '@school/platform/data-version';
import { whenIdle } from '../runtime/when-idle';
import { afterVisibleTime } from './visible-time';

// Whether a prerendered page's data is still current, for a few bytes: the prerenderer writes a
// data version document beside the pages (@school/platform/data-version) and the same
// version into each page's state. The page asks for the document with `cache: 'no-cache'`: the
// browser revalidates its copy with If-None-Match, and the server answers 304 with no body while
// nothing changed (about 200 bytes on the wire, no Supabase client, no database query). Only
// when the document names another version does the page read its data again, which is when
// supabase-js loads.

export { DATA_VERSION_CHECK_MS };

/**
 * The version the document names now, or null when it cannot be told (no document: the pages
 * are not prerendered; offline; an unreadable answer). Null never counts as a change.
 */
export async function fetchDataVersion(): Promise<string | null> {
  try {
    const response = await fetch(DATA_VERSION_PATH, {
      cache: 'no-cache',
      credentials: 'same-origin',
    });
    return response.ok ? readDataVersion(await response.text()) : null;
  } catch {
    return null;
  }
}

/**
 * Compares the page's data version with the document's: once the page is idle after loading,
 * every DATA_VERSION_CHECK_MS while it is in sight, and when the visitor comes back to the tab.
 * Each time the document names a version other than the last one seen, `onChange` runs (the
 * caller refetches). A page without a version (drawn before versions existed) counts its data as
 * changed at the first answer. Returns the stop function.
 */
export function watchDataVersion({
  version,
  onChange,
  intervalMs = DATA_VERSION_CHECK_MS,
  fetchVersion = fetchDataVersion,
}: {
  version: string | null;
  onChange: (version: string) => void;
  intervalMs?: number;
  fetchVersion?: () => Promise<string | null>;
}): () => void {
  if (typeof document === 'undefined') return () => {};
  let known = version;
  let stopped = false;
  let checking: Promise<void> | null = null;
  const check = () => {
    checking ??= (async () => {
      const latest = await fetchVersion();
      if (!stopped && latest !== null && latest !== known) {
        known = latest;
        onChange(latest);
      }
    })().finally(() => (checking = null));
    return checking;
  };
  void whenIdle().then(() => (stopped ? undefined : check()));
  const stopTimer = afterVisibleTime(intervalMs, () => void check(), { repeat: true });
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    stopTimer();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
