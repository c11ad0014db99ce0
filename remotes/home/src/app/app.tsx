/**
 * The home remote's pages: the one module the shell mounts (exposed as './App'), for every
 * address under the prefixes the route table (packages/platform/route-table.mjs) gives it: '/'
 * (the home page alone). The routes are relative to the language root, so one route serves '/…',
 * '/ar/…' and '/en/…'; a page added under those prefixes ships by rebuilding this remote alone
 * (CONTRIBUTING.md, "Where a new thing goes").
 */
import { NotFound, RemoteIntlProvider } from '@school/shared';
import { useRoutes } from 'react-router-dom';
import { loadCatalog } from '../i18n/catalogs';
import HomePage from '../features/home/components/home-page';

function Pages() {
  // Route objects (useRoutes): the shared router keeps no `<Routes>` (routerExports).
  return useRoutes([
    { index: true, element: <HomePage /> },
    { path: '*', element: <NotFound /> },
  ]);
}

export default function App() {
  return (
    <RemoteIntlProvider loadCatalog={loadCatalog}>
      <Pages />
    </RemoteIntlProvider>
  );
}
