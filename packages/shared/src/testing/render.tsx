import { ToastProvider, useToast } from '@school/design-system';
import { renderUi, type RenderUiOptions, type RenderUiResult } from '@school/design-system/testing';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { reportLoadError, useLoadErrorToasts } from '../data/load-errors';
import { PageDataContext } from '../live/page-data';
import { signedOut, useAuthStore, type AuthState, type Role } from '../stores/auth-store';
import { DEFAULT_LOCALE, isLocale, type Locale, followAddress } from '../stores/locale-store';
import { pageDataFor } from './page-data';

// Test runners share the machine's two cores: a slow render gets time, not a failure.
configure({ asyncUtilTimeout: 5000 });

export type Catalogs = Partial<Record<Locale, Record<string, string>>>;

export type TestAuth = 'signed-out' | 'loading' | Role | Partial<AuthState>;

export interface RenderOptions {
  /** The language of the page and of the shell's store (default French). */
  locale?: Locale;
  /**
   * The address, as typed in the address bar: '/ar/news/la-rentree' (default the package's
   * address, else the language root, in `locale`: '/admin/content', '/en/admin/content').
   */
  path?: string;
  /**
   * The route the ui is mounted at (default the package's route, else '/*', under the language
   * prefix `path` starts with: '/ar/*', '/en/admin/*').
   */
  route?: string;
  /** Other routes beside it (the page a link or a redirect leads to). */
  routes?: RouteObject[];
  /** Sets the session first: 'signed-out', 'loading', a role or a state. Left as is without. */
  auth?: TestAuth;
  /** Give one to seed or inspect the cache; a fresh one without retries otherwise. */
  queryClient?: QueryClient;
  /** The package's messages per language (default: its French defaultMessages). */
  catalogs?: Catalogs;
  /** userEvent options. */
  user?: RenderUiOptions['user'];
}

export interface RenderAppResult extends RenderUiResult {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}

export type RenderDefaults = Pick<RenderOptions, 'catalogs' | 'path' | 'route'>;

let packageDefaults: RenderDefaults = {};

/**
 * A package's defaults for every render, set once in its test setup: its catalogs, and the area
 * its screens live in, written without a language prefix (`path: '/admin/content'`,
 * `route: '/admin/*'`); render() adds the prefix of the language it renders in.
 */
export function setRenderDefaults(defaults: RenderDefaults) {
  packageDefaults = defaults;
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

/** The session state the store holds for `auth`: a role comes with a user and a session. */
export function authState(auth: TestAuth, email = 'admin@ecole.example'): AuthState {
  if (auth === 'signed-out') return { ...signedOut };
  if (auth === 'loading') return { ...signedOut, status: 'loading' };
  if (typeof auth !== 'string') return { ...signedOut, ...auth };
  const user = {
    id: 'u1',
    email,
    user_metadata: { first_name: 'Awa' },
    app_metadata: {},
    aud: 'authenticated',
    created_at: '',
  };
  return {
    status: 'signed-in',
    session: {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 3600,
      token_type: 'bearer',
      user,
    },
    user,
    role: auth,
    isAdmin: auth === 'admin' || auth === 'super_admin',
  };
}

/** Puts a session in the shell's store (a role, or null for signed out), as signing in does. */
export function signInAs(role: Role | null, email?: string) {
  useAuthStore.setState(authState(role ?? 'signed-out', email));
}

/** The start of a language's addresses: '' for French, '/ar', '/en'. */
function prefixFor(locale: Locale) {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language prefix an address starts with ('' when it has none). */
function prefixOf(path: string) {
  const first = path.split(/[/?#]/)[1] ?? '';
  return isLocale(first) ? prefixFor(first) : '';
}

/**
 * Renders a screen as the shell hosts it: the shell's stores set (language, and the session when
 * `auth` is given), a query client whose cache reports failed reads to the toast region as the
 * shell's does, the theme, the package's messages in `locale` with the text direction, and a
 * data router (so `useBlocker` works) at `path`. Returns RTL's result with `user`
 * (userEvent.setup()), the query client and the router. Await it: it renders inside an awaited
 * `act`, so a first suspension (a catalog read) has settled when it returns.
 */
export async function render(ui: ReactNode, options: RenderOptions = {}): Promise<RenderAppResult> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const catalogs = options.catalogs ?? packageDefaults.catalogs ?? {};
  const path = options.path ?? (`${prefixFor(locale)}${packageDefaults.path ?? ''}` || '/');
  const route = options.route ?? `${prefixOf(path)}${packageDefaults.route ?? '/*'}`;
  const queryClient =
    options.queryClient ??
    new QueryClient({
      queryCache: new QueryCache({ onError: reportLoadError }),
      defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
    });
  // The page's data over that client, its query layer already loaded (as on the server).
  const pageData = pageDataFor(queryClient);
  // The test's language, as an address gives it.
  followAddress(prefixFor(locale) || '/');
  if (options.auth) useAuthStore.setState(authState(options.auth));
  const router = createMemoryRouter(
    [
      { path: route, element: <Suspense fallback={null}>{ui}</Suspense> },
      ...(options.routes ?? []),
    ],
    { initialEntries: [path] },
  );
  function AppProviders({ children }: { children: ReactNode }) {
    return (
      <PageDataContext value={pageData}>
        <QueryClientProvider client={queryClient}>
          {/* The shell's toast region, which every remote it mounts can use. */}
          <ToastProvider>
            <LoadErrorToasts />
            {children}
          </ToastProvider>
        </QueryClientProvider>
      </PageDataContext>
    );
  }
  let result: RenderUiResult | undefined;
  // An awaited act: React retries what suspended on a catalog before this returns (a plain
  // render would leave that retry queued outside any act scope).
  await act(async () => {
    result = renderUi(<RouterProvider router={router} />, {
      locale,
      messages: catalogs[locale],
      wrapper: AppProviders,
      user: options.user,
    });
    await Promise.resolve();
  });
  if (!result) throw new Error('render did not run');
  return { ...result, queryClient, router };
}
