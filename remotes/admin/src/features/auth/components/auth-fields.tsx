import { FormField, Input } from '@school/design-system/forms';
import type { ComponentProps } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useValidationText } from '../../../lib/use-validation-text';
import { authMessages } from '../messages';

// The fields the account forms share (sign in, sign up, forgotten password, new password,
// invitation), each with its label, autocomplete hint and localized validation, so a form is its
// own submit logic and the list of its fields.

/** The form's control, typed by the values that hold the fields' names. */
type FieldsProps<Values extends FieldValues> = { control: Control<Values> };

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** One required field of an account form, named by its value's key. */
function AccountField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  input,
}: FieldsProps<Values> & {
  name: keyof Values & string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  /** What the input says to the browser: type, autocomplete, keyboard. */
  input: ComponentProps<typeof Input>;
}) {
  const intl = useIntl();
  const formatError = useValidationText(authMessages);
  return (
    <FormField
      control={control}
      name={name as Path<Values>}
      label={intl.formatMessage(label)}
      hint={hint ? intl.formatMessage(hint) : undefined}
      required
      formatError={formatError}
      render={(field) => <Input {...input} {...field} />}
    />
  );
}

/** First and last name side by side when there is room. */
export function NameFields<Values extends FieldValues & { firstName: string; lastName: string }>({
  control,
}: FieldsProps<Values>) {
  return (
    <Names>
      <AccountField
        control={control}
        name="firstName"
        label={authMessages.firstName}
        input={{ autoComplete: 'given-name' }}
      />
      <AccountField
        control={control}
        name="lastName"
        label={authMessages.lastName}
        input={{ autoComplete: 'family-name' }}
      />
    </Names>
  );
}

/** The account's e-mail address. */
export function EmailField<Values extends FieldValues & { email: string }>({
  control,
}: FieldsProps<Values>) {
  return (
    <AccountField
      control={control}
      name="email"
      label={authMessages.email}
      input={{ type: 'email', autoComplete: 'email', inputMode: 'email' }}
    />
  );
}

/**
 * The password: `current-password` to sign in, `new-password` where the account is made (the
 * browser then offers to generate and save one).
 */
export function PasswordField<Values extends FieldValues & { password: string }>({
  control,
  autoComplete,
}: FieldsProps<Values> & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <AccountField
      control={control}
      name="password"
      label={authMessages.password}
      input={{ type: 'password', autoComplete }}
    />
  );
}

/** The new password and its confirmation, with the rules said beside the first. */
export function NewPasswordFields<
  Values extends FieldValues & { password: string; confirm: string },
>({ control }: FieldsProps<Values>) {
  return (
    <>
      <AccountField
        control={control}
        name="password"
        label={authMessages.newPassword}
        hint={authMessages.passwordHint}
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
      <AccountField
        control={control}
        name="confirm"
        label={authMessages.confirmPassword}
        input={{ type: 'password', autoComplete: 'new-password' }}
      />
    </>
  );
}
