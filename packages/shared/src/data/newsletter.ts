// The footer's newsletter subscription, on every public page: its own entry so that it carries
// neither zod nor the contact form's code (see email-address.ts).
export { isEmailAddress } from './newsletter/email-address';
export { InvalidEmailError, subscribeNewsletter } from './newsletter/subscribe-newsletter';
export type { NewsletterResult } from './newsletter/subscribe-newsletter';
export { isRateLimited, RATE_LIMITED_CODE } from './rate-limit';
