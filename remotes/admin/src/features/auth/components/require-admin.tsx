import { useLinks } from '@school/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingStatus } from '../../../components/loading-status';
import { useAuth } from '../hooks/use-auth';
import { NoAccess } from './no-access';

/**
 * A convenience for the interface: the database's row level security is the real guard. A
 * visitor is sent to sign in and brought back to the page asked for.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useAuth();
  const links = useLinks();
  const location = useLocation();
  if (status === 'loading') return <LoadingStatus />;
  if (status === 'signed-out') {
    return (
      <Navigate
        to={links.admin('login')}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  if (!isAdmin) return <NoAccess />;
  return children;
}
