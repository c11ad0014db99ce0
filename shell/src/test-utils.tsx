import { themes } from '@school/design-system';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { fr } from './i18n/fr';

export function withShellProviders(children: ReactNode) {
  return (
    <ThemeProvider theme={themes.light}>
      <IntlProvider locale="fr" messages={fr}>
        {children}
      </IntlProvider>
    </ThemeProvider>
  );
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(withShellProviders(<RouterProvider router={router} />)) };
}
