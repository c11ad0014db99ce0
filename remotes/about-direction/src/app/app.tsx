// The about-direction remote's pages, under the prefixes '/about' and '/direction'
// (`remotePages`, @school/shared: the module the shell mounts).
import { remotePages } from '@school/shared';
import { loadCatalog } from '../i18n/catalogs';
import AboutPage from '../features/about/components/about-page';
import DirectionPage from '../features/direction/components/direction-page';

export default remotePages(loadCatalog, [
  { path: 'about', element: <AboutPage /> },
  { path: 'direction', element: <DirectionPage /> },
]);
