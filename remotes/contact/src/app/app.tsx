/**
 * The contact remote's pages: the one module the shell mounts (exposed as './App'), for every
 * address under the prefixes the route table (packages/platform/route-table.mjs) gives it:
 * '/contact' and '/inscription' (admissions). The routes are relative to the language root, so
 * one route serves '/…', '/ar/…' and '/en/…'; a page added under those prefixes ships by
 * rebuilding this remote alone (CONTRIBUTING.md, "Where a new thing goes").
 */
import { NotFound, RemoteIntlProvider } from '@school/shared';
import { lazy } from 'react';
import { useRoutes } from 'react-router-dom';
import { loadCatalog } from '../i18n/catalogs';
import ContactPage from '../features/contact/components/contact-page';

// /inscription in a chunk of its own: the contact page does not download the admissions form.
const AdmissionsPage = lazy(() => import('../features/admissions/components/admissions-page'));

function Pages() {
  // Route objects (useRoutes): the shared router keeps no `<Routes>` (routerExports).
  return useRoutes([
    { path: 'contact', element: <ContactPage /> },
    { path: 'inscription', element: <AdmissionsPage /> },
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
