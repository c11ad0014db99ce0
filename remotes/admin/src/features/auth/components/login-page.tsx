import { Tabs } from '@school/design-system/overlays';
import { safeInternalPath, useLinks } from '@school/shared';
import { useAuthSettings } from '@school/shared/data/admin';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingStatus } from '../../../components/loading-status';
import { useAuth } from '../hooks/use-auth';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';
import { NoAccess } from './no-access';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/**
 * Where to go after sign-in: the admin page first asked for, else the dashboard. The page asked
 * for goes through the guard of every internal link first, so whatever reaches the router state
 * can only lead to a back-office page of this site.
 */
export function returnPath(state: unknown, fallback: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  const path = safeInternalPath(from, '');
  return /^\/([a-z]{2}\/)?admin(\/|\?|$)/.test(path) && !path.includes('/admin/login')
    ? path
    : fallback;
}

export function LoginPage() {
  const intl = useIntl();
  const links = useLinks();
  const location = useLocation();
  const { status, isAdmin } = useAuth();
  // The sign-up tab only where the service accepts sign-ups (off by default: staff are
  // invited). Until the answer, and if it never comes, sign-in alone.
  const settings = useAuthSettings();
  if (status === 'loading') return <LoadingStatus />;
  if (status === 'signed-in' && isAdmin) {
    return <Navigate to={returnPath(location.state, links.admin('dashboard'))} replace />;
  }
  if (status === 'signed-in') return <NoAccess />;
  return (
    <AuthCard
      page="admin-login"
      title={intl.formatMessage(authMessages.title)}
      intro={intl.formatMessage(authMessages.subtitle)}
    >
      {settings.data?.signupEnabled ? (
        <Tabs
          label={intl.formatMessage(authMessages.tabs)}
          tabs={[
            {
              id: 'sign-in',
              label: intl.formatMessage(authMessages.signInTab),
              panel: <SignInForm />,
            },
            {
              id: 'sign-up',
              label: intl.formatMessage(authMessages.signUpTab),
              panel: <SignUpForm />,
            },
          ]}
        />
      ) : (
        <SignInForm />
      )}
    </AuthCard>
  );
}
