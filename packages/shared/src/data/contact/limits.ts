/**
 * The longest values the database accepts (send_contact_message); the contact form's inputs stop
 * there. A file of its own, without zod: the form's markup needs them at first paint, its rules
 * (data/contact) load when the visitor reaches for it.
 */
export const CONTACT_MAX_LENGTHS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 150,
  message: 4000,
} as const;
