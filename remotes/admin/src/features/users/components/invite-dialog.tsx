import { Button, Stack, useToast } from '@school/design-system';
import { FormField, Input, Select } from '@school/design-system/forms';
import { Dialog } from '@school/design-system/overlays';
import { isEmailAddress, useLocale } from '@school/shared';
import { useInviteStaff, type StaffRole } from '@school/shared/data/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { authMessages } from '../../auth/messages';
import { useErrorText } from '../../../lib/use-error-text';
import { useValidationText } from '../../../lib/use-validation-text';
import { z } from '../../../lib/zod';
import { usersMessages as m } from '../messages';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.email.required')
    .pipe(z.string().refine(isEmailAddress, 'validation.email.invalid')),
  role: z.enum(['admin', 'teacher']),
  locale: z.enum(['fr', 'ar', 'en']),
});
type Values = z.infer<typeof schema>;

/** A super_admin invites a colleague by e-mail, with a role and the mail's language. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const { toast } = useToast();
  const errorText = useErrorText();
  const formatError = useValidationText(authMessages);
  const invite = useInviteStaff();
  const locale = useLocale();
  const { control, handleSubmit, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', role: 'teacher', locale },
  });
  const roles: { value: StaffRole; label: string }[] = [
    { value: 'teacher', label: intl.formatMessage(m.roleTeacher) },
    { value: 'admin', label: intl.formatMessage(m.roleAdmin) },
  ];
  const submit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toast({
        title: intl.formatMessage(m.inviteSent),
        description: intl.formatMessage(m.inviteSentText, { email: values.email }),
        variant: 'success',
      });
      reset({ email: '', role: values.role, locale });
      onClose();
    } catch (error) {
      // The dialog stays open with what was typed.
      toast({
        title: intl.formatMessage(m.inviteFailed),
        description: errorText(error),
        variant: 'destructive',
      });
    }
  });
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!invite.isPending) onClose();
      }}
      title={intl.formatMessage(m.inviteTitle)}
      description={intl.formatMessage(m.inviteIntro)}
      size="sm"
    >
      <form noValidate onSubmit={submit} aria-label={intl.formatMessage(m.inviteTitle)}>
        <Stack gap="md">
          <FormField
            control={control}
            name="email"
            label={intl.formatMessage(m.inviteEmail)}
            required
            formatError={formatError}
            render={(field) => (
              <Input {...field} type="email" autoComplete="off" inputMode="email" />
            )}
          />
          <FormField
            control={control}
            name="role"
            label={intl.formatMessage(m.inviteRole)}
            required
            render={(field) => <Select {...field} options={roles} />}
          />
          <FormField
            control={control}
            name="locale"
            label={intl.formatMessage(m.inviteLanguage)}
            hint={intl.formatMessage(m.inviteLanguageHint)}
            render={(field) => (
              <Select
                {...field}
                options={[
                  { value: 'fr', label: intl.formatMessage(m.languageFr) },
                  { value: 'ar', label: intl.formatMessage(m.languageAr) },
                  { value: 'en', label: intl.formatMessage(m.languageEn) },
                ]}
              />
            )}
          />
          <Button
            type="submit"
            loading={invite.isPending}
            loadingLabel={intl.formatMessage(m.inviteSending)}
          >
            {intl.formatMessage(m.inviteSend)}
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
