import { Button, ButtonLink, Stack } from '@school/design-system';
import { LogOutIcon } from '@school/design-system/icons';
import { useLinks } from '@school/shared';
import { useAuthStore } from '@school/shared/auth';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSignOut } from '../hooks/use-sign-out';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';

/** A signed-in account that is not staff: said plainly, with a way out. */
export function NoAccess() {
  const intl = useIntl();
  const links = useLinks();
  const email = useAuthStore((state) => state.user?.email ?? '');
  // An invited teacher has an account but no back office (yet): said as such.
  const teacher = useAuthStore((state) => state.role === 'teacher');
  const signOut = useSignOut();
  return (
    <AuthCard
      page="admin-no-access"
      title={intl.formatMessage(authMessages.noAccessTitle)}
      intro={intl.formatMessage(
        teacher ? authMessages.noAccessTeacher : authMessages.noAccessText,
        { email },
      )}
    >
      <Stack gap="sm">
        <Button onClick={() => signOut.mutate()} loading={signOut.isPending}>
          <LogOutIcon />
          {intl.formatMessage(authMessages.signOut)}
        </Button>
        <ButtonLink as={Link} to={links.home()} variant="ghost">
          {intl.formatMessage(authMessages.backToSite)}
        </ButtonLink>
      </Stack>
    </AuthCard>
  );
}
