// The home remote's page, the prefix '/' alone (`remotePages`, @school/shared: the module the
// shell mounts).
import { remotePages } from '@school/shared';
import { loadCatalog } from '../i18n/catalogs';
import HomePage from '../features/home/components/home-page';

export default remotePages(loadCatalog, [{ index: true, element: <HomePage /> }]);
