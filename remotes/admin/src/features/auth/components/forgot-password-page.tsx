import { Button, Stack } from '@school/design-system';
import { Alert } from '@school/design-system/display';
import { useLinks } from '@school/shared';
import { useRequestPasswordReset } from '@school/shared/data/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useOutcomeToast } from '../../../lib/use-outcome-toast';
import { z } from '../../../lib/zod';
import { authMessages } from '../messages';
import { AuthCard } from './auth-card';
import { EmailField } from './auth-fields';
import { BackToSignIn } from './auth-link';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.email.required')
    .pipe(z.email('validation.email.invalid')),
});
type Values = z.infer<typeof schema>;

/**
 * "Forgot your password?": one address, one mail with a link back to the reset page in this
 * language. The page says the same thing whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const links = useLinks();
  const location = useLocation();
  const outcome = useOutcomeToast();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const typed = (location.state as { email?: unknown } | null)?.email;
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: typeof typed === 'string' ? typed : '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({
        email,
        redirectTo: `${window.location.origin}${links.admin('reset-password')}`,
      });
      setSentTo(email);
    } catch (error) {
      // What was typed stays; a limit says how long to wait.
      outcome.failed(authMessages.forgotFailed, error);
    }
  });
  return (
    <AuthCard
      page="admin-forgot-password"
      title={intl.formatMessage(authMessages.forgotTitle)}
      intro={intl.formatMessage(authMessages.forgotIntro)}
    >
      {sentTo ? (
        <Stack gap="md">
          <Alert
            tone="success"
            live="status"
            title={intl.formatMessage(authMessages.forgotSentTitle)}
          >
            {intl.formatMessage(authMessages.forgotSent, { email: sentTo })}
          </Alert>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            {intl.formatMessage(authMessages.forgotAgain)}
          </Button>
          <BackToSignIn />
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label={intl.formatMessage(authMessages.forgotTitle)}
        >
          <Stack gap="md">
            <EmailField control={control} />
            <Button
              type="submit"
              loading={request.isPending}
              loadingLabel={intl.formatMessage(authMessages.forgotSending)}
            >
              {intl.formatMessage(authMessages.forgotSubmit)}
            </Button>
            <BackToSignIn />
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
