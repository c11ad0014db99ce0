// What a visitor can send: a contact message and a newsletter subscription.
export {
  contactMessageSchema,
  createContactMessage,
  useCreateContactMessage,
} from './contact/create-contact-message';
export type { ContactMessageInput } from './contact/create-contact-message';
export {
  newsletterSchema,
  subscribeNewsletter,
  useSubscribeNewsletter,
} from './newsletter/subscribe-newsletter';
export type { NewsletterResult } from './newsletter/subscribe-newsletter';
