/**
 * The about-direction remote's pages: the one module the shell mounts (exposed as './App'), for
 * every address under the prefixes the route table (packages/platform/route-table.mjs) gives it:
 * '/about' and '/direction'. The routes are relative to the language root, so one route serves
 * '/…', '/ar/…' and '/en/…'; a page added under those prefixes ships by rebuilding this remote
 * alone (CONTRIBUTING.md, "Where a new thing goes").
 */
import { NotFound, RemoteIntlProvider } from '@school/shared';
import { useRoutes } from 'react-router-dom';
import { loadCatalog } from '../i18n/catalogs';
import AboutPage from '../features/about/components/about-page';
import DirectionPage from '../features/direction/components/direction-page';

function Pages() {
  // Route objects (useRoutes): the shared router keeps no `<Routes>` (routerExports).
  return useRoutes([
    { path: 'about', element: <AboutPage /> },
    { path: 'direction', element: <DirectionPage /> },
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
