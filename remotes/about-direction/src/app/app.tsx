/**
 * The about-direction remote's pages: the one module the shell mounts (exposed as './App').
 *
 * How routing works here:
 * - The shell's route table (packages/platform/route-table.mjs) gives this remote the
 *   prefixes '/about' and '/direction'. The shell mounts <App /> for every address under them, in every language.
 * - The routes below are RELATIVE TO THE LANGUAGE ROOT ('/', '/ar', '/en'), so each one starts
 *   with its prefix: path: 'about', path: 'direction'. The same routes serve '/…', '/ar/…' and '/en/…'.
 * - To add a page, add a route to Pages below and rebuild this remote only: the shell, its navigation and
 *   its static server need no change as long as the page sits under one of the prefixes above.
 * - Build links with useLinks() from @school/shared: links.list('news') gives '/ar/news' in Arabic.
 * - <NotFound /> (from @school/shared) draws the shell's localized not-found page.
 * - RemoteIntlProvider gives the pages this remote's messages (src/i18n: French defaults in code,
 *   ar.json/en.json loaded on demand).
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
