import {
  locales,
  localizedPath,
  paths,
  useOpenHeldPartsOnChange,
  type Locale,
} from '@school/shared';
import { createContext, use, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RemoteArea } from '../components/remote-area';
import type { RemoteModuleId } from '../lib/remote-modules';
import { RouteErrorBoundary } from '../features/errors/route-error';
import { PublicLayout } from '../features/layout/public-layout';
import { NotFoundPage } from '../features/not-found/lazy-not-found-page';
import { LocaleScope } from './locale-scope';
import { fullScreenAreas, moduleIdOf, publicAreaFor } from './route-table';

export { isFullScreenPath } from './route-table';

type AreaComponent = ComponentType<{ id: RemoteModuleId }>;

export interface RouteOptions {
  /** Draws a route's remote; tests replace it to render without a network. */
  Area?: AreaComponent;
  /**
   * What a full-screen area (the back office) renders under the declarative router of the public
   * pages, which cannot run it (its `useBlocker` needs a data router): the shell's router then
   * switches to the data router (app/shell-router.tsx). Under the data router: the area itself.
   */
  FullScreen?: ComponentType;
}

/** The route error screen in place of whatever failed below it; a new address clears it. */
function ErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}

/**
 * A new address opens the parts of the page still held as server HTML (HydrateOnDemand): React
 * would otherwise hold the navigation back until each of them hydrates, which a part hydrated
 * only on demand may never do (a link that changed the address but not the page).
 */
function Navigation() {
  const { pathname, search, hash } = useLocation();
  useOpenHeldPartsOnChange(`${pathname}${search}${hash}`);
  return <Outlet />;
}

/**
 * Picks the remote from the address, by the route table (the first segment after the language).
 * The remote's own `<Routes>` match the rest relative to the language root, so `/ar/news/x`
 * reaches blog-news as `news/x`.
 */
function PublicArea({ Area }: { Area: AreaComponent }) {
  const entry = publicAreaFor(useLocation().pathname);
  if (!entry) return <NotFoundPage />;
  // Keyed by remote: moving between two remotes mounts the new one fresh.
  return <Area key={entry.remote} id={moduleIdOf(entry)} />;
}

/** The router's pattern of an address and everything under it: '/*', '/ar/*', '/en/admin/*'. */
function routePattern(address: string): string {
  return `${address === '/' ? '' : address}/*`;
}

function languageBranch(locale: Locale, Area: AreaComponent): RouteObject {
  return {
    element: (
      <LocaleScope>
        <PublicLayout />
      </LocaleScope>
    ),
    // A pathless layout around one splat route, which matches the language root itself too
    // ('/', '/ar': an empty rest). No index route: a remote's own <Routes> must sit under a path
    // ending in '*', or React Router cuts them off from deeper addresses (and warns).
    children: [
      {
        path: routePattern(paths.home(locale)),
        element: (
          <ErrorBoundary>
            <PublicArea Area={Area} />
          </ErrorBoundary>
        ),
      },
    ],
  };
}

export function createRoutes({ Area = RemoteArea, FullScreen }: RouteOptions = {}): RouteObject[] {
  return [
    {
      element: (
        <ErrorBoundary>
          <Navigation />
        </ErrorBoundary>
      ),
      children: [
        // French at the root, Arabic and English under /ar and /en (static segments outrank '*').
        ...locales.map((locale) => languageBranch(locale, Area)),
        // Full-screen areas (the back office) take the language from the address too:
        // /admin/… is French, /ar/admin/… Arabic, /en/admin/… English.
        ...fullScreenAreas.flatMap((entry) =>
          locales.flatMap((locale) =>
            entry.prefixes.map((prefix) => ({
              path: routePattern(localizedPath(prefix, locale)),
              element: (
                <LocaleScope>
                  {FullScreen ? <FullScreen /> : <Area id={moduleIdOf(entry)} />}
                </LocaleScope>
              ),
            })),
          ),
        ),
      ],
    },
  ];
}

/** What a full-screen area calls under the declarative router: hand the page to the data router. */
const FullScreenSwitch = createContext<() => void>(() => undefined);

function SwitchToDataRouter() {
  const switchToDataRouter = use(FullScreenSwitch);
  useEffect(() => switchToDataRouter(), [switchToDataRouter]);
  return null;
}

/**
 * The shell's routes under the declarative router (`<BrowserRouter>` in the browser,
 * `<StaticRouter>` when prerendering, `<MemoryRouter>` in tests): every public page. Reaching a
 * full-screen area calls `onFullScreen`, which hands the page to the data router.
 */
export function PublicRoutes({
  Area,
  onFullScreen,
}: {
  Area?: AreaComponent;
  onFullScreen: () => void;
}) {
  const routes = useMemo(() => createRoutes({ Area, FullScreen: SwitchToDataRouter }), [Area]);
  const element = useRoutes(routes);
  return <FullScreenSwitch value={onFullScreen}>{element}</FullScreenSwitch>;
}
