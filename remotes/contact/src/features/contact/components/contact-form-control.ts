/**
 * The contact form's rules and sending, in a chunk of their own: react-hook-form, its zod
 * resolver and the schema (zod, in @school/shared/data/contact) load when the visitor first
 * reaches for the form (contact-form.tsx), not with the page. The form's markup is drawn without
 * them; this control adopts the inputs as they are, with whatever was typed before it arrived.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactMessageSchema,
  createContactMessage,
  isRateLimited,
  type ContactMessageInput,
} from '@school/shared/data/contact';
import { createFormControl, type FieldErrors } from 'react-hook-form';

export interface ContactFormState {
  errors: FieldErrors<ContactMessageInput>;
}

export function createContactFormControl() {
  // No defaultValues: registering an input whose value is unknown reads it from the input, so
  // nothing typed before this code arrived is lost (reset(empty) after sending clears them).
  const form = createFormControl<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onTouched',
  });
  // The errors are kept from the start, not only while React listens: a send that arrives after
  // the form re-rendered with this control but before React subscribed (its effects run a moment
  // after the commit) publishes its errors meanwhile, and they must be there when it looks.
  let state: ContactFormState = { errors: {} };
  const listeners = new Set<() => void>();
  form.subscribe({
    formState: { errors: true },
    callback: ({ errors }) => {
      state = { errors: { ...errors } };
      for (const listener of listeners) listener();
    },
  });
  return {
    register: form.register,
    handleSubmit: form.handleSubmit,
    reset: form.reset,
    /** For useSyncExternalStore: the field errors, a new object per change. */
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    getState: () => state,
  };
}

export type ContactFormControl = ReturnType<typeof createContactFormControl>;

export { createContactMessage, isRateLimited };
