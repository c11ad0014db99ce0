// The about-direction remote's pages, under the prefixes '/about', '/direction', '/accessibility'
// and '/documents'
// (`remotePages`, @school/shared: the module the shell mounts).
import { remotePages } from '@school/shared';
import { loadCatalog } from '../i18n/catalogs';
import AboutPage from '../features/about/components/about-page';
import DirectionPage from '../features/direction/components/direction-page';
import { lazy } from 'react';

// The accessibility statement in a chunk of its own: /about and /direction do not download it.
const AccessibilityPage = lazy(
  () => import('../features/accessibility/components/accessibility-page'),
);

// The documents list in a chunk of its own too (it reads the data layer).
const DocumentsPage = lazy(() => import('../features/documents/components/documents-page'));

export default remotePages(loadCatalog, [
  { path: 'about', element: <AboutPage /> },
  { path: 'direction', element: <DirectionPage /> },
  { path: 'accessibility', element: <AccessibilityPage /> },
  { path: 'documents', element: <DocumentsPage /> },
]);
