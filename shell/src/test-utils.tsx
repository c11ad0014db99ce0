import { DesignSystemLabelsProvider, themes } from '@school/design-system';
import { loadCatalogOnce, locales, settingsKeys, type Tables } from '@school/shared';
import { pageDataFor } from '@school/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { Providers } from './app/providers';
import { isFullScreenPath, type RouteOptions } from './app/routes';
import { ShellRouter } from './app/shell-router';
import { loadCatalog } from './i18n/catalogs';

/** French, from the messages' defaultMessage (no catalog to load): for components alone. */
export function withShellProviders(children: ReactNode) {
  return (
    <ThemeProvider theme={themes.light}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}} onError={() => undefined}>
        <DesignSystemLabelsProvider>{children}</DesignSystemLabelsProvider>
      </IntlProvider>
    </ThemeProvider>
  );
}

export type SettingRow = Pick<Tables<'site_settings'>, 'key' | 'value'>;

/**
 * The whole shell at an address, with its real providers (catalogs, labels, query client).
 * `settings` seeds the site settings query.
 */
export async function renderShell(
  path: string,
  { Area, settings }: RouteOptions & { settings?: SettingRow[] } = {},
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
      settings.map((row, index) => ({
        id: String(index),
        description: null,
        updated_at: '',
        kind: 'text',
        required: false,
        ...row,
      })),
    );
  }
  // Without `settings` the query fails (no backend in unit tests): header and footer fall back.
  // The shell's own router at that address (jsdom's history): the declarative router for public
  // pages, the data router for the back office, as in the browser.
  // From the origin: a path such as '///evil.example' would otherwise read as another host.
  window.history.replaceState(null, '', `${window.location.origin}${path}`);
  // The back office's router is a chunk of its own: fetched (transformed, in tests) before the
  // render, whose lazy component then resolves at once.
  if (isFullScreenPath(path)) await import('./app/data-router');
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
  return { queryClient, ...result };
}
