import { PageHero } from '@school/design-system';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../use-auth';
import { adminMessages } from '../../../i18n/admin-messages';

export function LoginPage() {
  const { status, isAdmin } = useAuth();
  if (status === 'signed-in' && isAdmin) return <Navigate to="/admin/dashboard" replace />;
  return (
    <main data-page="admin-login">
      <PageHero
        title={<FormattedMessage {...adminMessages['admin.login.title']} />}
        subtitle={<FormattedMessage {...adminMessages['admin.login.subtitle']} />}
      />
    </main>
  );
}
