import { Button, Stack } from '@school/design-system';
import { Alert } from '@school/design-system/display';
import { useLinks, useLocale } from '@school/shared';
import { completeInvitation, verifyInvitation } from '@school/shared/data/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOutcomeToast } from '../../../lib/use-outcome-toast';
import { acceptInvitationSchema, type AcceptInvitationValues } from '../api/new-password';
import { useAuth } from '../hooks/use-auth';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';
import { BackToSignIn } from './auth-link';
import { NameFields, NewPasswordFields } from './auth-fields';

/**
 * Where an invitation mail's link lands (`?token_hash=…&type=invite`). Nothing is sent until
 * the person has typed their name and a password: then the token is verified (once), which
 * signs them in, and the password and names are saved. The role came with the invitation.
 */
export function AcceptInvitePage() {
  const intl = useIntl();
  const locale = useLocale();
  const links = useLinks();
  const navigate = useNavigate();
  const location = useLocation();
  const outcome = useOutcomeToast();
  useAuth();
  const params = new URLSearchParams(location.search);
  const tokenHash = params.get('type') === 'invite' ? params.get('token_hash') : null;
  // Verified once: a second try after a refused password must not spend the token again.
  const verified = useRef<{ userId: string; email: string } | null>(null);
  const accept = useMutation({
    mutationFn: async (values: AcceptInvitationValues) => {
      verified.current ??= await verifyInvitation(tokenHash ?? '');
      await completeInvitation({
        userId: verified.current.userId,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        locale,
      });
    },
  });
  const { control, handleSubmit } = useForm<AcceptInvitationValues>({
    // The address is known only once the token is verified; the service checks that rule.
    resolver: zodResolver(acceptInvitationSchema(() => null)),
    defaultValues: { firstName: '', lastName: '', password: '', confirm: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await accept.mutateAsync(values);
      outcome.succeeded(authMessages.accepted, authMessages.acceptedText);
      void navigate(links.admin('dashboard'), { replace: true });
    } catch (error) {
      // Everything typed stays in the form.
      outcome.failed(authMessages.acceptFailed, error);
    }
  });

  if (!tokenHash) {
    return (
      <AuthCard
        page="admin-accept-invite"
        title={intl.formatMessage(authMessages.invitationInvalidTitle)}
      >
        <Stack gap="md">
          <Alert tone="warning">{intl.formatMessage(authMessages.invitationInvalid)}</Alert>
          <BackToSignIn />
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      page="admin-accept-invite"
      title={intl.formatMessage(authMessages.acceptTitle)}
      intro={intl.formatMessage(authMessages.acceptIntro)}
    >
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage(authMessages.acceptTitle)}>
        <Stack gap="md">
          <NameFields control={control} />
          <NewPasswordFields control={control} />
          <Button
            type="submit"
            loading={accept.isPending}
            loadingLabel={intl.formatMessage(authMessages.accepting)}
          >
            {intl.formatMessage(authMessages.acceptSubmit)}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
