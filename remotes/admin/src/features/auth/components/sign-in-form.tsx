import { Button, Input, Stack, useToast } from '@school/design-system';
import { FormField } from '@school/design-system/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useValidationText } from '../../../lib/use-validation-text';
import { signInSchema, useSignIn, type SignInValues } from '../api/sign-in';
import { authMessages } from '../messages';
import { useErrorText } from '../../../lib/use-error-text';

export function SignInForm() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { toast } = useToast();
  const signIn = useSignIn();
  const formatError = useValidationText(authMessages);
  const { control, handleSubmit } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit((values) =>
    signIn.mutateAsync(values).catch((error: unknown) => {
      // What was typed stays in the form; the service says why.
      toast({
        title: intl.formatMessage(authMessages.signInFailed),
        description: errorText(error),
        variant: 'destructive',
      });
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage(authMessages.signInTab)}>
      <Stack gap="md">
        <FormField
          control={control}
          name="email"
          label={intl.formatMessage(authMessages.email)}
          required
          formatError={formatError}
          render={(field) => (
            <Input {...field} type="email" autoComplete="email" inputMode="email" />
          )}
        />
        <FormField
          control={control}
          name="password"
          label={intl.formatMessage(authMessages.password)}
          required
          formatError={formatError}
          render={(field) => <Input {...field} type="password" autoComplete="current-password" />}
        />
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
