import { Button, Stack, useToast } from '@school/design-system';
import { Checkbox, FormField, Input, TextArea } from '@school/design-system/forms';
import {
  emptyEventForm,
  eventFormSchema,
  eventLevelChoices,
  eventSaveError,
  levelNames,
  toEventForm,
  useSaveEvent,
  type AdminEvent,
  type EventFormInput,
  type EventFormValues,
} from '@school/shared/data/admin';
import { useLocale } from '@school/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../components/common-messages';
import { useErrorText } from '../../../lib/use-error-text';
import { useValidationText } from '../../../lib/use-validation-text';
import { eventsMessages as m } from '../messages';
import { FormFooter as Footer, FormRow as Row } from '../../../components/form-layout';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding-inline: ${({ theme }) => theme.space.xs};
  }
  [data-error] {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
`;

export interface EventFormProps {
  event: AdminEvent | null;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The create/edit form of an event: French title required, Arabic and English versions optional,
 * whole days (a first and a last day) or a start and an end time in Bamako's time, who it is
 * for, published or not. What the database refuses (an end before the start) is said on its
 * field; a failed save keeps everything typed.
 */
export function EventForm({ event, onDirtyChange, onSaved, onCancel }: EventFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useLocale();
  const { toast } = useToast();
  const errorText = useErrorText();
  const formatError = useValidationText(m);
  const save = useSaveEvent();
  const formId = useId();
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    EventFormInput,
    unknown,
    EventFormValues
  >({
    resolver: zodResolver(eventFormSchema),
    defaultValues: event ? toEventForm(event) : emptyEventForm,
  });
  const allDay = useWatch({ control, name: 'all_day' });

  const [reported, setReported] = useState(false);
  if (formState.isDirty !== reported) {
    setReported(formState.isDirty);
    onDirtyChange(formState.isDirty);
  }

  /** Whole days keep the days typed; times get the day's 08:00 back. */
  const switchAllDay = (next: boolean) => {
    for (const name of ['starts', 'ends'] as const) {
      const value = getValues(name);
      if (!value) continue;
      setValue(name, next ? value.slice(0, 10) : `${value.slice(0, 10)}T08:00`, {
        shouldDirty: true,
      });
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: event?.id, values });
      toast({ title: t(event ? m.updated : m.created), variant: 'success' });
      onSaved();
    } catch (error) {
      const refused = eventSaveError(error);
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

  const busy = formState.isSubmitting;
  const text = (
    name: Exclude<keyof EventFormInput, 'all_day' | 'levels' | 'published' | 'starts' | 'ends'>,
    label: string,
    lang: 'fr' | 'ar' | 'en',
    multiline = false,
    options: { required?: boolean; hint?: string } = {},
  ) => (
    <FormField
      control={control}
      name={name}
      label={label}
      hint={options.hint}
      required={options.required}
      formatError={formatError}
      render={(field) =>
        multiline ? (
          <TextArea
            {...field}
            value={field.value ?? ''}
            rows={3}
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
          />
        ) : (
          <Input
            {...field}
            value={field.value ?? ''}
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
          />
        )
      }
    />
  );
  const levelsError = formState.errors.levels;

  return (
    <form id={formId} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Stack gap="md">
        {text('title_fr', t(m.fieldTitleFr), 'fr', false, { required: true })}
        <Row>{text('place_fr', t(m.fieldPlaceFr), 'fr')}</Row>
        {text('description_fr', t(m.fieldDescriptionFr), 'fr', true)}
        <Controller
          control={control}
          name="all_day"
          render={({ field }) => (
            <Checkbox
              label={t(m.fieldAllDay)}
              checked={field.value}
              onChange={(e) => {
                switchAllDay(e.target.checked);
                field.onChange(e.target.checked);
              }}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <Row>
          <FormField
            control={control}
            name="starts"
            label={t(allDay ? m.fieldStartDay : m.fieldStart)}
            hint={allDay ? undefined : t(m.fieldTimeHint)}
            required
            formatError={formatError}
            render={(field) => (
              <Input
                {...field}
                type={allDay ? 'date' : 'datetime-local'}
                value={field.value ?? ''}
              />
            )}
          />
          <FormField
            control={control}
            name="ends"
            label={t(allDay ? m.fieldEndDay : m.fieldEnd)}
            hint={allDay ? undefined : t(m.fieldTimeHint)}
            required
            formatError={formatError}
            render={(field) => (
              <Input
                {...field}
                type={allDay ? 'date' : 'datetime-local'}
                value={field.value ?? ''}
              />
            )}
          />
        </Row>
        <Controller
          control={control}
          name="levels"
          render={({ field }) => (
            <Group aria-describedby={levelsError ? `${formId}-levels-error` : undefined}>
              <legend>{t(m.fieldLevels)}</legend>
              {eventLevelChoices.map((level) => (
                <Checkbox
                  key={level}
                  label={levelNames[level][locale]}
                  name={`levels-${level}`}
                  checked={field.value.includes(level)}
                  ref={level === 'everyone' ? field.ref : undefined}
                  onChange={(e) => {
                    const others = field.value.filter((chosen) => chosen !== level);
                    if (!e.target.checked) return field.onChange(others);
                    // « Everyone » is alone; a level replaces it.
                    field.onChange(
                      level === 'everyone'
                        ? ['everyone']
                        : [...others.filter((chosen) => chosen !== 'everyone'), level],
                    );
                  }}
                  onBlur={field.onBlur}
                />
              ))}
              {levelsError ? (
                <p id={`${formId}-levels-error`} data-error="" role="alert">
                  {formatError(levelsError as never)}
                </p>
              ) : null}
            </Group>
          )}
        />
        <Group>
          <legend>{t(m.inArabic)}</legend>
          {text('title_ar', t(m.fieldTitleAr), 'ar', false, { hint: t(m.translationHint) })}
          {text('place_ar', t(m.fieldPlaceAr), 'ar')}
          {text('description_ar', t(m.fieldDescriptionAr), 'ar', true)}
        </Group>
        <Group>
          <legend>{t(m.inEnglish)}</legend>
          {text('title_en', t(m.fieldTitleEn), 'en', false, { hint: t(m.translationHint) })}
          {text('place_en', t(m.fieldPlaceEn), 'en')}
          {text('description_en', t(m.fieldDescriptionEn), 'en', true)}
        </Group>
        <Controller
          control={control}
          name="published"
          render={({ field }) => (
            <Checkbox
              label={t(m.fieldPublished)}
              hint={t(m.fieldPublishedHint)}
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
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
