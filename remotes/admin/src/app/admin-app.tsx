import { RemoteIntlProvider } from '@school/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { AdminLayout } from '../features/dashboard/components/admin-layout';
import { SectionPage } from '../features/dashboard/components/section-page';
import { loadCatalog } from '../i18n/catalogs';

/** The whole /admin/* subtree, mounted by the shell's router. */
export default function AdminApp() {
  return (
    <RemoteIntlProvider loadCatalog={loadCatalog}>
      <div data-remote="admin">
        <Routes>
          <Route path="login" element={<LoginPage />} />
          <Route
            element={
              <RequireAdmin>
                <AdminLayout />
              </RequireAdmin>
            }
          >
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<SectionPage section="dashboard" />} />
            <Route path="content" element={<SectionPage section="content" />} />
            <Route path="users" element={<SectionPage section="users" />} />
            <Route path="settings" element={<SectionPage section="settings" />} />
            <Route path="*" element={<Navigate to="dashboard" replace />} />
          </Route>
        </Routes>
      </div>
    </RemoteIntlProvider>
  );
}
