import { PageHero } from '@school/design-system';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../use-auth';

export function LoginPage() {
  const { status, isAdmin } = useAuth();
  if (status === 'signed-in' && isAdmin) return <Navigate to="/admin/dashboard" replace />;
  return (
    <main data-page="admin-login">
      <PageHero
        title={<FormattedMessage id="admin.login.title" />}
        subtitle={<FormattedMessage id="admin.login.subtitle" />}
      />
    </main>
  );
}
