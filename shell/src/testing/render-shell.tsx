import { setupUser } from '@school/design-system/testing';
import { loadCatalogOnce, locales, noticeKeys, settingsKeys, type Tables } from '@school/shared';
import type { Notice } from '@school/shared/data/notices';
import { pageDataFor, setting } from '@school/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense } from 'react';
import { Providers } from '../app/providers';
import { isFullScreenPath, type RouteOptions } from '../app/routes';
import { ShellRouter } from '../app/shell-router';
import { loadCatalog } from '../i18n/catalogs';

// The shell's tests render the shell itself: its own providers (theme, catalogs, labels, page
// data, toasts) and its own router, which `render()` from @school/shared/testing stands in for
// when a remote's screen is tested. A component alone renders through renderUi, the core both
// share (@school/design-system/testing).

export type SettingRow = Pick<Tables<'site_settings'>, 'key' | 'value'>;

/**
 * The whole shell at an address, with its real providers. `settings` seeds the site settings
 * query (rows from the `setting` factory); without them the read fails, as with no backend, and
 * the header and footer fall back. `notices` seeds the running notices (none: the read fails and
 * no banner shows). Returns RTL's result with `user` (userEvent) and the client.
 */
export async function renderShell(
  path: string,
  { Area, settings, notices }: RouteOptions & { settings?: SettingRow[]; notices?: Notice[] } = {},
) {
  // Every catalog ready first, as start-up does for the first one: a language switch then
  // renders at once instead of suspending outside React's test scope.
  await Promise.all(locales.map((locale) => loadCatalogOnce(loadCatalog, locale)));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  if (settings) {
    queryClient.setQueryData(
      settingsKeys.list(),
      settings.map((row) => setting(row.key, row.value)),
    );
  }
  if (notices) queryClient.setQueryData(noticeKeys.running(), notices);
  // The shell's own router at that address (jsdom's history): the declarative router for public
  // pages, the data router for the back office, as in the browser.
  // From the origin: a path such as '///evil.example' would otherwise read as another host.
  window.history.replaceState(null, '', `${window.location.origin}${path}`);
  // The back office's router is a chunk of its own: fetched (transformed, in tests) before the
  // render, whose lazy component then resolves at once.
  if (isFullScreenPath(path)) await import('../app/data-router');
  const user = setupUser();
  // In an awaited act: the back office's router is a lazy component, whose first render suspends
  // and resumes only inside an act that is awaited.
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <Suspense fallback={null}>
        <Providers pageData={pageDataFor(queryClient)}>
          <ShellRouter Area={Area} />
        </Providers>
      </Suspense>,
    );
    await Promise.resolve();
  });
  if (!result) throw new Error('render did not run');
  return { queryClient, user, ...result };
}
