import { DesignSystemLabelsProvider, themes, ToastProvider, useToast } from '@school/design-system';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { reportLoadError, useLoadErrorToasts } from '../data/load-errors';
import { PageDataContext } from '../live/page-data';
import { pageDataFor } from './page-data';
import { localizedPath } from '@school/platform/paths';
import { useAuthStore, type AuthState, type Role } from '../stores/auth-store';
import { DEFAULT_LOCALE, useLocaleStore, type Locale } from '../stores/locale-store';

// Test runners share the machine's two cores: a slow render gets time, not a failure.
configure({ asyncUtilTimeout: 5000 });

export type TestAuth = 'signed-out' | 'loading' | Role | Partial<AuthState>;

export interface RenderRemoteOptions {
  /** The language of the address and of the shell's store (default French). */
  locale?: Locale;
  /** The address without its language, as the route table knows it: '/news/la-rentree'. */
  path?: string;
  /** 'signed-out' (default), 'loading', a role ('admin', 'teacher'…) or an explicit state. */
  auth?: TestAuth;
  /**
   * Give one to seed or inspect the cache (`setQueryData`); a fresh one without retries
   * otherwise, whose cache reports failed reads to the toast region as the shell's does.
   */
  queryClient?: QueryClient;
}

export interface RenderRemoteResult extends RenderResult {
  queryClient: QueryClient;
}

/**
 * The shell's one listener for failed reads that ask for a toast (its LoadErrorToasts), for test
 * renders that stand in for the shell: inside their ToastProvider, with a query cache whose
 * `onError` is `reportLoadError`.
 */
export function LoadErrorToasts() {
  useLoadErrorToasts(useToast().toast);
  return null;
}

function authState(auth: TestAuth): AuthState {
  const signedOut: AuthState = {
    status: 'signed-out',
    session: null,
    user: null,
    role: null,
    isAdmin: false,
  };
  if (auth === 'signed-out') return signedOut;
  if (auth === 'loading') return { ...signedOut, status: 'loading' };
  if (typeof auth === 'string') {
    return {
      ...signedOut,
      status: 'signed-in',
      role: auth,
      isAdmin: auth === 'admin' || auth === 'super_admin',
    };
  }
  return { ...signedOut, ...auth };
}

/**
 * Renders a remote's component as the shell mounts it: under the language root of `path`
 * (so `<App />`'s relative routes match as on the site), with the shell's stores set (language,
 * session), a query client, the theme and the design system's labels. The component brings its
 * own RemoteIntlProvider, as in production. Await it: it renders inside an awaited `act`, so the
 * first catalog read (a suspension) has settled when it returns; query data with `findBy…`.
 */
export async function renderRemote(
  ui: ReactElement,
  options: RenderRemoteOptions = {},
): Promise<RenderRemoteResult> {
  const { locale = DEFAULT_LOCALE, path = '/', auth = 'signed-out' } = options;
  const queryClient =
    options.queryClient ??
    new QueryClient({
      queryCache: new QueryCache({ onError: reportLoadError }),
      defaultOptions: { queries: { retry: false, gcTime: Infinity } },
    });
  useLocaleStore.setState({ locale });
  useAuthStore.setState(authState(auth));
  const root = locale === DEFAULT_LOCALE ? '/*' : `/${locale}/*`;
  let result: RenderResult | undefined;
  // An awaited act: React retries what suspended on a catalog before this returns (a plain
  // render would leave that retry queued outside any act scope).
  await act(async () => {
    result = render(
      <PageDataContext value={pageDataFor(queryClient)}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={themes.light}>
            <IntlProvider locale={DEFAULT_LOCALE} messages={{}} onError={() => undefined}>
              <DesignSystemLabelsProvider>
                {/* The shell's toast region, which every remote it mounts can use. */}
                <ToastProvider>
                  <LoadErrorToasts />
                  <MemoryRouter initialEntries={[localizedPath(path, locale)]}>
                    <Suspense fallback={<p role="status">loading</p>}>
                      <Routes>
                        <Route path={root} element={ui} />
                      </Routes>
                    </Suspense>
                  </MemoryRouter>
                </ToastProvider>
              </DesignSystemLabelsProvider>
            </IntlProvider>
          </ThemeProvider>
        </QueryClientProvider>
      </PageDataContext>,
    );
    await Promise.resolve();
  });
  if (!result) throw new Error('render did not run');
  return { ...result, queryClient };
}

export { pageDataFor, queryLayerFor } from './page-data';
