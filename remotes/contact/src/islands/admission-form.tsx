import { withCatalog } from '@school/shared';
import { AdmissionsFormCard } from '../features/admissions/components/admissions-page';
import { loadCatalog } from '../i18n/catalogs';

/** The pre-registration card as an island: what `<Island module="contact/islands/admission-form">` wraps. */
export default withCatalog(loadCatalog, AdmissionsFormCard);
