// The contact remote's pages, under the prefixes '/contact' and '/inscription' (admissions)
// (`remotePages`, @school/shared: the module the shell mounts).
import { remotePages } from '@school/shared';
import { lazy } from 'react';
import { loadCatalog } from '../i18n/catalogs';
import ContactPage from '../features/contact/components/contact-page';

// /inscription in a chunk of its own: the contact page does not download the admissions form.
const AdmissionsPage = lazy(() => import('../features/admissions/components/admissions-page'));

export default remotePages(loadCatalog, [
  { path: 'contact', element: <ContactPage /> },
  { path: 'inscription', element: <AdmissionsPage /> },
]);
