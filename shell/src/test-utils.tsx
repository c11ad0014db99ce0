import { DesignSystemLabelsProvider, themes } from '@school/design-system';
import { loadCatalogOnce, locales, settingsKeys, type Tables } from '@school/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Providers } from './app/providers';
import { createRoutes, type RouteOptions } from './app/routes';
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
  const router = createMemoryRouter(createRoutes(Area ? { Area } : {}), { initialEntries: [path] });
  const result = render(
    <Suspense fallback={null}>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </Suspense>,
  );
  return { router, queryClient, ...result };
}
