import { lazy, Suspense, useCallback, useState } from 'react';
import { BrowserRouter, RouterProvider } from 'react-router-dom';
import { createRoutes, isFullScreenPath, PublicRoutes, type RouteOptions } from './routes';

/** The back office's router, in a chunk of its own with the data router's engine (data-router.ts). */
const DataRouterApp = lazy(async () => {
  const { createBrowserRouter } = await import('./data-router');
  function DataRouterApp({ Area }: Pick<RouteOptions, 'Area'>) {
    const [router] = useState(() => createBrowserRouter(createRoutes({ Area })));
    return <RouterProvider router={router} />;
  }
  return { default: DataRouterApp };
});

/**
 * Public pages run under React Router's declarative router, which is what they use (links, routes,
 * the address): its code is half the size of the data router's, and they are most of the visits.
 * The back office asks before leaving a screen with unsaved changes (`useBlocker`), which only a
 * data router offers: an address of a full-screen area, at start or reached by a link, hands the
 * page to the data router for the rest of its life (it draws public pages as well).
 */
export function ShellRouter({ Area }: Pick<RouteOptions, 'Area'>) {
  const [dataRouter, setDataRouter] = useState(() => isFullScreenPath(window.location.pathname));
  const toDataRouter = useCallback(() => setDataRouter(true), []);
  if (dataRouter) {
    return (
      <Suspense fallback={null}>
        <DataRouterApp Area={Area} />
      </Suspense>
    );
  }
  return (
    <BrowserRouter>
      <PublicRoutes Area={Area} onFullScreen={toDataRouter} />
    </BrowserRouter>
  );
}
