import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../use-auth';
import { adminMessages } from '../../../i18n/admin-messages';

/** A convenience for the interface: the database's row level security is the real guard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useAuth();
  if (status === 'loading') {
    return (
      <p role="status" aria-live="polite">
        <FormattedMessage {...adminMessages['admin.loading']} />
      </p>
    );
  }
  if (!isAdmin) return <Navigate to="/admin/login" replace />;
  return children;
}
