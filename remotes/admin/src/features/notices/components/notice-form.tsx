import { Button, Stack, useToast } from '@school/design-system';
import { FormField, Input, Select, TextArea } from '@school/design-system/forms';
import {
  NOTICE_MAX_LENGTH,
  noticeFormSchema,
  noticeLevels,
  noticeSaveError,
  useSaveNotice,
  type AdminNotice,
  type NoticeFormInput,
  type NoticeFormValues,
} from '@school/shared/data/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../components/common-messages';
import { useErrorText } from '../../../lib/use-error-text';
import { useValidationText } from '../../../lib/use-validation-text';
import { toLocalInput } from '../../content/lib/filter-content';
import { levelLabels, noticesMessages as m } from '../messages';
import { FormFooter as Footer, FormRow as Row } from '../../../components/form-layout';

/** A new notice starts now and runs for a day. */
function defaultsFor(notice: AdminNotice | null, now = Date.now()): NoticeFormInput {
  return {
    text_fr: notice?.text_fr ?? '',
    text_ar: notice?.text_ar ?? '',
    text_en: notice?.text_en ?? '',
    level: notice?.level ?? 'information',
    starts_at: toLocalInput(notice?.starts_at ?? new Date(now).toISOString()),
    ends_at: toLocalInput(notice?.ends_at ?? new Date(now + 24 * 3_600_000).toISOString()),
  };
}

export interface NoticeFormProps {
  notice: AdminNotice | null;
  /** Reports unsaved changes, so closing the dialog can ask first. */
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The create/edit form of a notice. What the database refuses (an end before the start, a second
 * urgent notice at the same time) is said on its field; a failed save keeps everything typed.
 */
export function NoticeForm({ notice, onDirtyChange, onSaved, onCancel }: NoticeFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { toast } = useToast();
  const errorText = useErrorText();
  const formatError = useValidationText(m);
  const save = useSaveNotice();
  const formId = useId();
  const { control, handleSubmit, setError, formState } = useForm<
    NoticeFormInput,
    unknown,
    NoticeFormValues
  >({ resolver: zodResolver(noticeFormSchema), defaultValues: defaultsFor(notice) });

  const [reported, setReported] = useState(false);
  if (formState.isDirty !== reported) {
    setReported(formState.isDirty);
    onDirtyChange(formState.isDirty);
  }

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: notice?.id, values });
      toast({ title: t(notice ? m.updated : m.created), variant: 'success' });
      onSaved();
    } catch (error) {
      const refused = noticeSaveError(error);
      if (refused) {
        setError(
          refused.field,
          { type: 'database', message: refused.message },
          { shouldFocus: true },
        );
      }
      toast({
        title: t(m.saveFailed),
        description: refused
          ? formatError({ type: 'database', message: refused.message })
          : errorText(error),
        variant: 'destructive',
      });
    }
  });

  const levelOptions = noticeLevels.map((level) => ({
    value: level,
    label: t(levelLabels[level]),
  }));
  const busy = formState.isSubmitting;

  return (
    <form id={formId} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Stack gap="md">
        <FormField
          control={control}
          name="text_fr"
          label={t(m.fieldTextFr)}
          hint={t(m.fieldTextFrHint)}
          required
          formatError={formatError}
          render={(field) => (
            <TextArea {...field} rows={3} lang="fr" dir="ltr" maxLength={NOTICE_MAX_LENGTH} />
          )}
        />
        <Row>
          <FormField
            control={control}
            name="text_ar"
            label={t(m.fieldTextAr)}
            hint={t(m.fieldTranslationHint)}
            formatError={formatError}
            render={(field) => (
              <TextArea
                {...field}
                value={field.value ?? ''}
                rows={3}
                lang="ar"
                dir="rtl"
                maxLength={NOTICE_MAX_LENGTH}
              />
            )}
          />
          <FormField
            control={control}
            name="text_en"
            label={t(m.fieldTextEn)}
            hint={t(m.fieldTranslationHint)}
            formatError={formatError}
            render={(field) => (
              <TextArea
                {...field}
                value={field.value ?? ''}
                rows={3}
                lang="en"
                dir="ltr"
                maxLength={NOTICE_MAX_LENGTH}
              />
            )}
          />
        </Row>
        <FormField
          control={control}
          name="level"
          label={t(m.fieldLevel)}
          hint={t(m.fieldLevelHint)}
          formatError={formatError}
          render={(field) => <Select {...field} options={levelOptions} />}
        />
        <Row>
          <FormField
            control={control}
            name="starts_at"
            label={t(m.fieldStart)}
            required
            formatError={formatError}
            render={(field) => (
              <Input
                {...field}
                type="datetime-local"
                step={1}
                value={typeof field.value === 'string' ? field.value : ''}
              />
            )}
          />
          <FormField
            control={control}
            name="ends_at"
            label={t(m.fieldEnd)}
            hint={t(m.fieldEndHint)}
            required
            formatError={formatError}
            render={(field) => (
              <Input
                {...field}
                type="datetime-local"
                step={1}
                value={typeof field.value === 'string' ? field.value : ''}
              />
            )}
          />
        </Row>
        <Footer>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {t(commonMessages.cancel)}
          </Button>
          <Button type="submit" loading={busy} loadingLabel={t(m.saving)}>
            {t(m.save)}
          </Button>
        </Footer>
      </Stack>
    </form>
  );
}
