import { Input } from '@school/design-system';
import { FormField } from '@school/design-system/forms';
import type { Control, FieldError, FieldValues, Path } from 'react-hook-form';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { authMessages } from '../messages';

/** The new password and its confirmation, with the rules said beside the first. */
export function NewPasswordFields<
  Values extends FieldValues & { password: string; confirm: string },
>({
  control,
  formatError,
}: {
  control: Control<Values>;
  formatError: (error: FieldError) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <FormField
        control={control}
        name={'password' as Path<Values>}
        label={intl.formatMessage(authMessages.newPassword)}
        hint={intl.formatMessage(authMessages.passwordHint)}
        required
        formatError={formatError}
        render={(field) => <Input {...field} type="password" autoComplete="new-password" />}
      />
      <FormField
        control={control}
        name={'confirm' as Path<Values>}
        label={intl.formatMessage(authMessages.confirmPassword)}
        required
        formatError={formatError}
        render={(field) => <Input {...field} type="password" autoComplete="new-password" />}
      />
    </>
  );
}
