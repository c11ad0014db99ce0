import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@school/design-system';
import { Field, Input, Select, TextArea } from '@school/design-system/forms';
import {
  ADMISSION_MAX_LENGTHS,
  admissionLevel,
  admissionLevels,
  admissionRequestSchema,
  ageAtSchoolYearStart,
  isRateLimited,
  schoolYearOptions,
  submitAdmissionRequest,
  type AdmissionProblem,
  type AdmissionRequestInput,
} from '@school/shared/data/contact';
import { preloadSupabase, usePageLocale } from '@school/shared';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  FormGrid,
  HoneypotField,
  PhoneInput,
  SendRow,
  useReachedBeforeHydration,
} from '../../../components/form-parts';
import { admissionsMessages as m, levelAgeError } from '../messages';
import { levelNames } from './level-names';

type VisibleField = Exclude<keyof AdmissionRequestInput, 'website'>;

const problemMessages: Record<Exclude<AdmissionProblem, 'levelAge'>, MessageDescriptor> = {
  parentName: m.parentNameError,
  phone: m.phoneError,
  email: m.emailError,
  childName: m.childNameError,
  birthDate: m.birthDateError,
  level: m.levelError,
  schoolYear: m.schoolYearError,
  message: m.messageError,
};

export interface AdmissionFormProps {
  /** Called with the reference the database gave, the child's name and the e-mail ('' if none). */
  onSent: (reference: string, childName: string, email: string) => void;
}

/**
 * The pre-registration form. Inside the page's form card, an island of its own on a page of
 * islands (`./islands/admission-form`): its fields carry ids of their own, not `useId`'s, which
 * would differ in a root of its own.
 */
export function AdmissionForm({ onSent }: AdmissionFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = usePageLocale();
  const { toast } = useToast();
  const years = useMemo(() => schoolYearOptions(), []);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AdmissionRequestInput>({
    resolver: zodResolver(admissionRequestSchema),
    defaultValues: {
      parentName: '',
      phone: '',
      email: '',
      childName: '',
      birthDate: '',
      level: '',
      schoolYear: years[0],
      message: '',
      website: '',
    },
    mode: 'onTouched',
  });

  // The client it sends with starts loading as the form is reached, before hydration too.
  const formRef = useRef<HTMLFormElement>(null);
  useReachedBeforeHydration(formRef, preloadSupabase);

  // Reached from a level's link (`/inscription#primaire`): that level is chosen in advance. After
  // hydration only, since the server never sees the address's fragment.
  const { hash } = useLocation();
  useEffect(() => {
    const asked = admissionLevels.find((level) => `#${level.anchor}` === hash);
    if (asked && !getValues('level')) setValue('level', asked.id);
  }, [hash, getValues, setValue]);

  /** A field's problem in the visitor's language; the level's says why the age does not fit. */
  const error = (field: VisibleField) => {
    const found: FieldError | undefined = errors[field];
    if (!found?.message) return undefined;
    if (found.message === 'levelAge') {
      const { level, birthDate, schoolYear } = getValues();
      const rule = admissionLevel(level);
      const age = ageAtSchoolYearStart(birthDate, schoolYear);
      if (rule && age !== null) {
        const start = Number(schoolYear.slice(0, 4));
        return t(levelAgeError, {
          level: t(levelNames[rule.id]),
          min: rule.minAge,
          max: rule.maxAge,
          age,
          date: intl.formatDate(Date.UTC(start, 9, 1), {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }),
        });
      }
      return t(m.levelError);
    }
    const descriptor = problemMessages[found.message as keyof typeof problemMessages];
    return descriptor ? t(descriptor) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    let reference: string;
    try {
      // No TanStack Query for one write: the form's own state says it is sending.
      reference = await submitAdmissionRequest({ values, locale });
    } catch (cause) {
      // Nothing typed is lost: the form keeps every value and says what happened.
      console.error('Pre-registration could not be stored:', cause);
      toast({
        title: t(isRateLimited(cause) ? m.rateLimitedTitle : m.failureTitle),
        description: t(isRateLimited(cause) ? m.rateLimitedText : m.failureText),
        variant: 'destructive',
      });
      return;
    }
    onSent(reference, values.childName.trim(), (values.email ?? '').trim());
  });

  return (
    <FormGrid
      ref={formRef}
      noValidate
      // The client it sends with starts loading as soon as the visitor reaches for the form.
      onFocus={preloadSupabase}
      onPointerDown={preloadSupabase}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isSubmitting || undefined}
    >
      <Field id="admission-parentName" label={t(m.parentName)} error={error('parentName')} required>
        <Input
          autoComplete="name"
          maxLength={ADMISSION_MAX_LENGTHS.parentName}
          {...register('parentName')}
        />
      </Field>
      <Field id="admission-phone" label={t(m.phone)} error={error('phone')} required>
        <PhoneInput
          placeholder={t(m.phonePlaceholder)}
          maxLength={ADMISSION_MAX_LENGTHS.phone}
          {...register('phone')}
        />
      </Field>
      <Field id="admission-email" label={t(m.email)} error={error('email')} className="wide">
        <Input
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={ADMISSION_MAX_LENGTHS.email}
          {...register('email')}
        />
      </Field>
      <Field id="admission-childName" label={t(m.childName)} error={error('childName')} required>
        <Input
          autoComplete="off"
          maxLength={ADMISSION_MAX_LENGTHS.childName}
          {...register('childName')}
        />
      </Field>
      <Field id="admission-birthDate" label={t(m.birthDate)} error={error('birthDate')} required>
        <Input type="date" {...register('birthDate')} />
      </Field>
      <Field id="admission-level" label={t(m.level)} error={error('level')} required>
        <Select {...register('level', { deps: ['birthDate', 'schoolYear'] })}>
          <option value="">{t(m.levelChoose)}</option>
          {admissionLevels.map(({ id }) => (
            <option key={id} value={id}>
              {t(levelNames[id])}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="admission-schoolYear" label={t(m.schoolYear)} error={error('schoolYear')} required>
        <Select
          dir="ltr"
          options={years.map((year) => ({ value: year, label: year }))}
          {...register('schoolYear')}
        />
      </Field>
      <Field
        id="admission-message"
        label={t(m.message)}
        hint={t(m.messageHint)}
        error={error('message')}
        className="wide"
      >
        <TextArea rows={4} maxLength={ADMISSION_MAX_LENGTHS.message} {...register('message')} />
      </Field>
      <HoneypotField label={t(m.honeypot)} {...register('website')} />
      <SendRow busy={isSubmitting} label={t(isSubmitting ? m.sending : m.send)} />
    </FormGrid>
  );
}
