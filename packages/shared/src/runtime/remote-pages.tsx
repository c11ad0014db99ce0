import type { JSX, ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { CatalogLoader } from '../i18n/catalog';
import { withCatalog } from '../i18n/remote-intl';
import { NotFound } from './shell-slots';

/**
 * The module a remote exposes as './App', which the shell mounts for every address under the
 * prefixes the route table (packages/platform/route-table.mjs) gives that remote:
 * `export default remotePages(loadCatalog, [{ path: 'news', element: <NewsPage /> }, …])`.
 *
 * - The routes are route objects (the shared router keeps no `<Routes>`: routerExports), relative
 *   to the language root, so one route serves '/…', '/ar/…' and '/en/…'.
 * - Any other address under the remote's prefixes is the not-found page: the shell's, or the
 *   remote's own `notFound` (blog-news links back to its news).
 * - The pages render inside the remote's own catalogs (`withCatalog`).
 *
 * A page added here ships by rebuilding this remote alone (CONTRIBUTING.md, "Where a new thing
 * goes").
 */
export function remotePages(
  loadCatalog: CatalogLoader,
  routes: readonly RouteObject[],
  notFound: ReactNode = <NotFound />,
): (() => JSX.Element) & { displayName: string } {
  // The route objects are made once, not at every render.
  const all: RouteObject[] = [...routes, { path: '*', element: notFound }];
  function Pages() {
    return useRoutes(all);
  }
  return withCatalog(loadCatalog, Pages);
}
