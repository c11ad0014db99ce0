import { Button, Stack } from '@school/design-system';
import { Alert } from '@school/design-system/display';
import { useLinks } from '@school/shared';
import { useAuthStore } from '@school/shared/auth';
import { exchangeRecoveryCode, recoveryParams, useUpdatePassword } from '@school/shared/data/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoadingStatus } from '../../../components/loading-status';
import { useErrorText } from '../../../lib/use-error-text';
import { useOutcomeToast } from '../../../lib/use-outcome-toast';
import { resetPasswordSchema, type ResetPasswordValues } from '../api/new-password';
import { useAuth } from '../hooks/use-auth';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';
import { AuthLink, BackToSignIn } from './auth-link';
import { NewPasswordFields } from './auth-fields';

type Step = { kind: 'checking' } | { kind: 'ready' } | { kind: 'invalid'; error: unknown };

/**
 * Where the recovery mail's link lands (`?code=` from the auth service). The code is exchanged
 * here and only here, once, by the browser that asked (PKCE), then taken out of the address;
 * the person chooses a new password, and their other sessions end.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const links = useLinks();
  const navigate = useNavigate();
  const location = useLocation();
  const outcome = useOutcomeToast();
  const errorText = useErrorText();
  const { status } = useAuth();
  const signedInEmail = useAuthStore((state) => state.user?.email ?? '');
  // The account the code opened, known as soon as the exchange answers.
  const [exchangedEmail, setExchangedEmail] = useState('');
  const email = exchangedEmail || signedInEmail;
  // What the link brought, read once: the address is cleaned after the exchange.
  const [link] = useState(() => recoveryParams(location.search, location.hash));
  const [exchange, setExchange] = useState<'pending' | 'done' | { error: unknown } | null>(
    link.code ? 'pending' : null,
  );
  const exchanged = useRef(false);
  const save = useUpdatePassword();
  const { control, handleSubmit } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema(() => email || null)),
    defaultValues: { password: '', confirm: '' },
  });

  useEffect(() => {
    // Once, even when React runs effects twice: a code works a single time.
    if (!link.code || exchanged.current) return;
    exchanged.current = true;
    exchangeRecoveryCode(link.code).then(
      (opened) => {
        setExchangedEmail(opened.email);
        setExchange('done');
        // A reload or a shared screenshot must not carry the code.
        void navigate(location.pathname, { replace: true });
      },
      (failure: unknown) => setExchange({ error: failure }),
    );
  }, [link.code, location.pathname, navigate]);

  // Back on the page after the exchange (a reload), the session it opened is the key.
  const step: Step = link.error
    ? { kind: 'invalid', error: { code: link.error } }
    : exchange === 'pending'
      ? { kind: 'checking' }
      : exchange === 'done'
        ? { kind: 'ready' }
        : exchange
          ? { kind: 'invalid', error: exchange.error }
          : status === 'loading'
            ? { kind: 'checking' }
            : status === 'signed-in'
              ? { kind: 'ready' }
              : { kind: 'invalid', error: { code: 'otp_expired' } };

  const submit = handleSubmit(async ({ password }) => {
    try {
      await save.mutateAsync(password);
      outcome.succeeded(authMessages.passwordSaved, authMessages.passwordSavedText);
      void navigate(links.admin('dashboard'), { replace: true });
    } catch (error) {
      outcome.failed(authMessages.passwordSaveFailed, error);
    }
  });

  if (step.kind === 'checking') {
    return <LoadingStatus label={intl.formatMessage(authMessages.resetChecking)} />;
  }
  if (step.kind === 'invalid') {
    return (
      <AuthCard
        page="admin-reset-password"
        title={intl.formatMessage(authMessages.linkInvalidTitle)}
      >
        <Stack gap="md">
          <Alert tone="warning" live="alert">
            {errorText(step.error)}
          </Alert>
          <AuthLink to={links.admin('forgot-password')}>
            {intl.formatMessage(authMessages.requestNewLink)}
          </AuthLink>
          <BackToSignIn />
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      page="admin-reset-password"
      title={intl.formatMessage(authMessages.resetTitle)}
      intro={intl.formatMessage(authMessages.resetIntro, { email })}
    >
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage(authMessages.resetTitle)}>
        <Stack gap="md">
          <NewPasswordFields control={control} />
          <Button
            type="submit"
            loading={save.isPending}
            loadingLabel={intl.formatMessage(authMessages.savingPassword)}
          >
            {intl.formatMessage(authMessages.savePassword)}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
