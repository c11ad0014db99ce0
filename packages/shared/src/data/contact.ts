// What a visitor can send from the contact page. The newsletter box has its own entry
// (data/newsletter.ts), without zod.
export {
  CONTACT_MAX_LENGTHS,
  contactMessageSchema,
  createContactMessage,
  useCreateContactMessage,
} from './contact/create-contact-message';
export type { ContactMessageInput } from './contact/create-contact-message';
export { isRateLimited, RATE_LIMITED_CODE } from './rate-limit';
export type { MutationHookOptions } from './options';
