import { Button, Stack } from '@school/design-system';
import { useLinks, useLocale } from '@school/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { signInSchema, useSignIn, type SignInValues } from '../api/sign-in';
import { authMessages } from '../messages';
import { useOutcomeToast } from '../../../lib/use-outcome-toast';
import { EmailField, PasswordField } from './auth-fields';

const Forgot = styled(Link)`
  justify-self: end;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function SignInForm() {
  const intl = useIntl();
  const locale = useLocale();
  const links = useLinks();
  const outcome = useOutcomeToast();
  const signIn = useSignIn();
  const { control, handleSubmit } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  // A subscription, not `watch()`: the React Compiler can memoize the form around it.
  const email = useWatch({ control, name: 'email' });
  const submit = handleSubmit((values) =>
    signIn.mutateAsync({ ...values, locale }).catch((error: unknown) => {
      // What was typed stays in the form; the service says why.
      outcome.failed(authMessages.signInFailed, error);
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage(authMessages.signInTab)}>
      <Stack gap="md">
        <EmailField control={control} />
        <PasswordField control={control} autoComplete="current-password" />
        {/* The address typed so far goes along, so it need not be typed again. */}
        <Forgot to={links.admin('forgot-password')} state={{ email }}>
          {intl.formatMessage(authMessages.forgotLink)}
        </Forgot>
        <Button
          type="submit"
          loading={signIn.isPending}
          loadingLabel={intl.formatMessage(authMessages.signingIn)}
        >
          {intl.formatMessage(authMessages.signIn)}
        </Button>
      </Stack>
    </form>
  );
}
