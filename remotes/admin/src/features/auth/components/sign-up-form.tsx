import { Button, Input, Stack, useToast } from '@school/design-system';
import { FormField } from '@school/design-system/forms';
import { useLinks } from '@school/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useValidationText } from '../../../lib/use-validation-text';
import { signUpSchema, useSignUp, type SignUpValues } from '../api/sign-up';
import { authMessages } from '../messages';
import { useErrorText } from '../../../lib/use-error-text';

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export function SignUpForm() {
  const intl = useIntl();
  const errorText = useErrorText();
  const links = useLinks();
  const { toast } = useToast();
  const signUp = useSignUp();
  const formatError = useValidationText(authMessages);
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
      toast({
        title: intl.formatMessage(authMessages.signUpSuccess),
        description: intl.formatMessage(authMessages.signUpSuccessText),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: intl.formatMessage(authMessages.signUpFailed),
        description: errorText(error),
        variant: 'destructive',
      });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label={intl.formatMessage(authMessages.signUpTab)}>
      <Stack gap="md">
        <Names>
          <FormField
            control={control}
            name="firstName"
            label={intl.formatMessage(authMessages.firstName)}
            required
            formatError={formatError}
            render={(field) => <Input {...field} autoComplete="given-name" />}
          />
          <FormField
            control={control}
            name="lastName"
            label={intl.formatMessage(authMessages.lastName)}
            required
            formatError={formatError}
            render={(field) => <Input {...field} autoComplete="family-name" />}
          />
        </Names>
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
          render={(field) => <Input {...field} type="password" autoComplete="new-password" />}
        />
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
