import { themes, ToastProvider } from '@school/design-system';
import {
  PageDataContext,
  reportLoadError,
  useAuthStore,
  useLocaleStore,
  type Locale,
} from '@school/shared';
import { LoadErrorToasts, pageDataFor } from '@school/shared/testing';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';

const catalogs: Record<Locale, Record<string, string>> = { fr: {}, ar, en };

/** A user the store can hold: an admin unless told otherwise. */
export function signInAs(
  role: 'admin' | 'super_admin' | 'teacher' | 'student' | null,
  email = 'admin@ecole.example',
) {
  if (role === null) {
    useAuthStore.setState({
      status: 'signed-out',
      session: null,
      user: null,
      role: null,
      isAdmin: false,
    });
    return;
  }
  const user = {
    id: 'u1',
    email,
    user_metadata: { first_name: 'Awa' },
    app_metadata: {},
    aud: 'authenticated',
    created_at: '',
  };
  useAuthStore.setState({
    status: 'signed-in',
    session: {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 3600,
      token_type: 'bearer',
      user,
    },
    user,
    role,
    isAdmin: role === 'admin' || role === 'super_admin',
  });
}

/**
 * Renders admin screens as the shell would host them (theme, a query client whose cache reports
 * failed reads as the shell's does, one toast region, a data router so useBlocker works), in the
 * given language. The platform's renderRemote helper was not on this branch when these tests
 * were written.
 */
export interface RenderOptions {
  path?: string;
  route?: string;
  locale?: Locale;
  extraRoutes?: RouteObject[];
}

export async function renderAdmin(
  element: ReactNode,
  {
    path = '/admin/content',
    route = '/admin/*',
    locale = 'fr',
    extraRoutes = [],
  }: RenderOptions = {},
) {
  useLocaleStore.setState({ locale });
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: reportLoadError }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: route, element }, ...extraRoutes], {
    initialEntries: [path],
  });
  let result!: RenderResult;
  // Awaited inside act: the language provider suspends once, and its resolution must render.
  await act(() => {
    result = render(
      <PageDataContext value={pageDataFor(queryClient)}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={themes.light}>
          <IntlProvider locale={locale} defaultLocale="fr" messages={catalogs[locale]}>
            <ToastProvider>
              <LoadErrorToasts />
              <div dir={locale === 'ar' ? 'rtl' : 'ltr'}>
                <RouterProvider router={router} />
              </div>
            </ToastProvider>
          </IntlProvider>
        </ThemeProvider>
      </QueryClientProvider>
      </PageDataContext>,
    );
    return Promise.resolve();
  });
  return { ...result, router, queryClient };
}
