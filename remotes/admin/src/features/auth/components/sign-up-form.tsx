import { Button, Stack } from '@school/design-system';
import { useLinks } from '@school/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useOutcomeToast } from '../../../lib/use-outcome-toast';
import { signUpSchema, useSignUp, type SignUpValues } from '../api/sign-up';
import { authMessages } from '../messages';
import { EmailField, NameFields, PasswordField } from './auth-fields';

export function SignUpForm() {
  const intl = useIntl();
  const links = useLinks();
  const outcome = useOutcomeToast();
  const signUp = useSignUp();
  const { control, handleSubmit, reset } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({
        values,
        redirectTo: `${window.location.origin}${links.admin('login')}`,
      });
      reset();
      outcome.succeeded(authMessages.signUpSuccess, authMessages.signUpSuccessText);
    } catch (error) {
      outcome.failed(authMessages.signUpFailed, error);
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage(authMessages.signUpTab)}>
      <Stack gap="md">
        <NameFields control={control} />
        <EmailField control={control} />
        <PasswordField control={control} autoComplete="new-password" />
        <Button
          type="submit"
          loading={signUp.isPending}
          loadingLabel={intl.formatMessage(authMessages.creatingAccount)}
        >
          {intl.formatMessage(authMessages.createAccount)}
        </Button>
      </Stack>
    </form>
  );
}
