import { withCatalog } from '@school/shared';
import { ContactForm } from '../features/contact/components/contact-form';
import { loadCatalog } from '../i18n/catalogs';

/** The contact form as an island: what `<Island module="contact/islands/contact-form">` wraps. */
export default withCatalog(loadCatalog, ContactForm);
