import { withCatalog } from '@school/shared';
import { DocumentsListing } from '../features/documents/components/documents-page';
import { loadCatalog } from '../i18n/catalogs';

/** The documents' list as an island: what `<Island module="about_direction/islands/documents">` wraps. */
export default withCatalog(loadCatalog, DocumentsListing);
