import { RemoteIntlProvider } from '@school/shared';
import { QueryScope } from '@school/shared/data/admin';
import { lazy, Suspense } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import { AcceptInvitePage } from '../features/auth/components/accept-invite-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { loadCatalog } from '../i18n/catalogs';

// Each screen is its own chunk: signing in does not download the content editor.
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const ContentPage = lazy(() => import('../features/content/components/content-page'));
const UsersPage = lazy(() => import('../features/users/components/users-page'));
const SettingsPage = lazy(() => import('../features/settings/components/settings-page'));
const MessagesPage = lazy(() => import('../features/messages/components/messages-page'));
const AdmissionsPage = lazy(() => import('../features/admissions/components/admissions-page'));
const NoticesPage = lazy(() => import('../features/notices/components/notices-page'));
const EventsPage = lazy(() => import('../features/events/components/events-page'));
const DocumentsPage = lazy(() => import('../features/documents/components/documents-page'));

/** The screens, as route objects (useRoutes): the shared router keeps no `<Routes>`. */
function Screens() {
  return useRoutes([
    { path: 'login', element: <LoginPage /> },
    { path: 'forgot-password', element: <ForgotPasswordPage /> },
    { path: 'reset-password', element: <ResetPasswordPage /> },
    { path: 'accept-invite', element: <AcceptInvitePage /> },
    {
      element: (
        <RequireAdmin>
          <AdminLayout />
        </RequireAdmin>
      ),
      children: [
        { index: true, element: <Navigate to="dashboard" replace /> },
        { path: 'dashboard', element: <DashboardPage /> },
        { path: 'content', element: <ContentPage /> },
        { path: 'users', element: <UsersPage /> },
        { path: 'settings', element: <SettingsPage /> },
        { path: 'messages', element: <MessagesPage /> },
        { path: 'admissions', element: <AdmissionsPage /> },
        { path: 'notices', element: <NoticesPage /> },
        { path: 'events', element: <EventsPage /> },
        { path: 'documents', element: <DocumentsPage /> },
        { path: '*', element: <Navigate to="dashboard" replace /> },
      ],
    },
  ]);
}

/**
 * The whole /admin/* subtree, mounted by the shell's router. Routes are relative, so the same
 * tree serves /admin/…, /ar/admin/… and /en/admin/….
 */
export default function AdminApp() {
  return (
    // Nothing to say before the language's messages arrive (a few kilobytes).
    <Suspense fallback={null}>
      <RemoteIntlProvider loadCatalog={loadCatalog}>
        {/* The back office reads and writes through TanStack Query, loaded with it. */}
        <QueryScope>
          <div data-remote="admin">
            <Screens />
          </div>
        </QueryScope>
      </RemoteIntlProvider>
    </Suspense>
  );
}
