import { z } from '../zod';
import { getSupabase } from '@school/shared';
import type { Locale } from '../../stores/locale-store';
import { isEmailAddress } from '../newsletter/email-address';
import { isPhoneNumber } from '../settings/setting-rules';
import { admissionLevel, ageAtSchoolYearStart, parseIsoDate, schoolYearStart } from './levels';

/**
 * Why a field is refused: each is a message of the admissions form (fr, ar, en), which the
 * contact remote's catalog translates. `levelAge` is the level against the date of birth.
 */
export type AdmissionProblem =
  | 'parentName'
  | 'phone'
  | 'email'
  | 'childName'
  | 'birthDate'
  | 'level'
  | 'levelAge'
  | 'schoolYear'
  | 'message';

/** The longest values the database accepts (submit_admission_request); inputs stop there. */
export const ADMISSION_MAX_LENGTHS = {
  parentName: 100,
  phone: 30,
  email: 254,
  childName: 100,
  message: 2000,
} as const;

const problem = (code: AdmissionProblem) => ({ message: code });

/**
 * The pre-registration form's rules, the database's (which stays the guard): the phone rule of
 * the settings (+223 accepted), the contact form's strict e-mail rule (optional here), and a
 * level that fits the child's age on the first day of the school year.
 */
export const admissionRequestSchema = z
  .object({
    parentName: z
      .string()
      .trim()
      .min(2, problem('parentName'))
      .max(ADMISSION_MAX_LENGTHS.parentName, problem('parentName')),
    phone: z
      .string()
      .trim()
      .max(ADMISSION_MAX_LENGTHS.phone, problem('phone'))
      .refine(isPhoneNumber, problem('phone')),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || isEmailAddress(value), problem('email')),
    childName: z
      .string()
      .trim()
      .min(2, problem('childName'))
      .max(ADMISSION_MAX_LENGTHS.childName, problem('childName')),
    // A real date, not in the future (the level's ages then say whether it is plausible).
    birthDate: z
      .string()
      .refine(
        (value) => parseIsoDate(value) !== null && value <= new Date().toISOString().slice(0, 10),
        problem('birthDate'),
      ),
    level: z.string().refine((value) => admissionLevel(value) !== undefined, problem('level')),
    schoolYear: z
      .string()
      .refine((value) => schoolYearStart(value) !== null, problem('schoolYear')),
    message: z.string().trim().max(ADMISSION_MAX_LENGTHS.message, problem('message')),
    // The honeypot, as on the contact form: the database drops what fills it.
    website: z.string().optional(),
  })
  .superRefine((values, context) => {
    const level = admissionLevel(values.level);
    const age = ageAtSchoolYearStart(values.birthDate, values.schoolYear);
    if (!level || age === null) return;
    if (age < level.minAge || age > level.maxAge) {
      context.addIssue({ code: 'custom', path: ['level'], message: 'levelAge' });
    }
  });

export type AdmissionRequestInput = z.input<typeof admissionRequestSchema>;

/** Sends a pre-registration; answers the reference the parent is shown (INS-XXXXXX). */
export async function submitAdmissionRequest({
  values: input,
  locale,
}: {
  values: AdmissionRequestInput;
  locale: Locale;
}): Promise<string> {
  const values = admissionRequestSchema.parse(input);
  const client = await getSupabase();
  const { data, error } = await client.rpc('submit_admission_request', {
    parent_name: values.parentName,
    phone: values.phone,
    email: values.email,
    child_name: values.childName,
    child_birth_date: values.birthDate,
    level: values.level,
    school_year: values.schoolYear,
    message: values.message,
    locale,
    website: values.website ?? '',
  });
  if (error) throw error;
  return data;
}
