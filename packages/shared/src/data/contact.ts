// What a visitor can send from the contact page and the admissions page (/inscription). The newsletter box has its own entry
// (data/newsletter.ts), without zod.
export {
  CONTACT_MAX_LENGTHS,
  contactMessageSchema,
  createContactMessage,
  useCreateContactMessage,
} from './contact/create-contact-message';
export type { ContactMessageInput } from './contact/create-contact-message';
export { isRateLimited, RATE_LIMITED_CODE } from './rate-limit';
export {
  ADMISSION_MAX_LENGTHS,
  admissionRequestSchema,
  submitAdmissionRequest,
} from './admissions/submit-admission-request';
export type {
  AdmissionProblem,
  AdmissionRequestInput,
} from './admissions/submit-admission-request';
export {
  admissionLevel,
  admissionLevels,
  ageAtSchoolYearStart,
  schoolYearOptions,
} from './admissions/levels';
export type { AdmissionLevel } from './admissions/levels';
