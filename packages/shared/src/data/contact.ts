// What a visitor can send from the contact page. The newsletter box has its own entry
// (data/newsletter.ts), without zod.
export {
  contactMessageSchema,
  createContactMessage,
  useCreateContactMessage,
} from './contact/create-contact-message';
export type { ContactMessageInput } from './contact/create-contact-message';
