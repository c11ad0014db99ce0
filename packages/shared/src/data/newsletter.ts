// The footer's newsletter subscription, on every public page: its own entry so that it carries
// neither zod nor the contact form's code (see email-address.ts).
export { isEmailAddress } from '@school/shared';
export { InvalidEmailError, subscribeNewsletter } from './newsletter/subscribe-newsletter';
export type { NewsletterLocale, NewsletterResult } from './newsletter/subscribe-newsletter';
export { isRateLimited, RATE_LIMITED_CODE } from '@school/shared';
