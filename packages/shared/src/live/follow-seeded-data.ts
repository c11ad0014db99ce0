import { invalidatePublicData, noticeKeys, settingsKeys } from '../data/keys';
import { hasStoredSession } from '../stores/stored-session';
import { whenIdle } from '../runtime/when-idle';
import { watchDataVersion } from './data-version';
import { startLive, whenLive } from './live';
import type { PageData } from './page-data';
import { watchLiveTriggers } from './live-triggers';

/**
 * How a page keeps its public data current. The shell calls it once, right after hydrating or
 * rendering the first page.
 * - A prerendered page (`seeded`: its query cache came with the HTML, drawn from data version
 *   `version`) reads nothing at load: its reads stay fresh until the data version document says
 *   the data changed (then they are read again) or the live layer starts on a trigger
 *   (live-triggers.ts). Its first load fetches neither supabase-js nor a socket.
 * - A page drawn in the browser has just read its data through the client: the live layer
 *   starts once the page is idle, as it always did. So does a prerendered page on a browser
 *   with a session in storage (staff).
 * Once live, a prerendered page reads its data again once (the old background check, later).
 * Returns the stop function.
 */
export function followPublicData(
  pageData: PageData,
  page: { seeded: false } | { seeded: true; version: string | null },
): () => void {
  if (!page.seeded) {
    void whenIdle().then(() => startLive('not-prerendered'));
    return () => {};
  }
  let stopped = false;
  const stopTriggers = watchLiveTriggers();
  const stopVersion = watchDataVersion({
    version: page.version,
    onChange: () => void pageData.load().then(({ client }) => invalidatePublicData(client)),
  });
  // Someone signed in on this browser (staff, who expect their edits at once; the client and
  // the session are theirs anyway): live as soon as the page is idle.
  if (hasStoredSession()) void whenIdle().then(() => stopped || startLive('signed-in'));
  // Once live, the page's data is read from the database once, as a page drawn in the browser
  // reads it: the lists when their channel is joined (useContentChanges), the settings and the
  // running notices here (no channel follows them).
  void whenLive().then(async () => {
    if (stopped) return;
    const { client } = await pageData.load();
    if (stopped) return;
    await Promise.all([
      client.invalidateQueries({ queryKey: settingsKeys.all }),
      client.invalidateQueries({ queryKey: noticeKeys.running() }),
    ]);
  });
  return () => {
    stopped = true;
    stopTriggers();
    stopVersion();
  };
}
