import { useToast } from '@school/design-system';
import { Field, Input, TextArea } from '@school/design-system/forms';
import type { ContactMessageInput } from '@school/shared/data/contact';
import { CONTACT_MAX_LENGTHS } from '@school/shared/data/public';
import { preloadSupabase } from '@school/shared';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import {
  FormGrid,
  HoneypotField,
  PhoneInput,
  SendRow,
  useReachedBeforeHydration,
} from '../../../components/form-parts';
import { contactMessages as m } from '../messages';
import type * as ControlModule from './contact-form-control';
import type { ContactFormControl, ContactFormState } from './contact-form-control';

const empty: ContactMessageInput = {
  name: '',
  phone: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};

type VisibleField = Exclude<keyof ContactMessageInput, 'website'>;

/** Each field has one rule, so its message is known from the field (the seed's French, translated). */
const errorFor: Record<VisibleField, MessageDescriptor> = {
  name: m.nameError,
  email: m.emailError,
  phone: m.phoneError,
  subject: m.subjectError,
  message: m.messageError,
};

const idle: ContactFormState = { errors: {} };
const noSubscription = () => () => undefined;
const idleState = () => idle;

/** Until the form's code has arrived: the inputs as plain uncontrolled inputs, named. */
const plainInput = (name: keyof ContactMessageInput) => ({ name });

let controlModule: Promise<typeof ControlModule> | undefined;
/** react-hook-form, its zod resolver and the schema: one chunk, fetched once per page. */
const loadControl = () => (controlModule ??= import('./contact-form-control'));

/**
 * The contact form. On a page of islands it is an island of its own (`./islands/contact-form`),
 * hydrated at the visitor's first reach (the same moment its code loads in the app): its fields
 * carry ids of their own, not `useId`'s, which would differ in a root of its own.
 */
export function ContactForm() {
  const intl = useIntl();
  const { toast } = useToast();
  // The form's code loads when the visitor first reaches for it (focus, pointer, typing,
  // autofill): the prerendered page carries only its markup. The inputs stay uncontrolled, so
  // adopting them later keeps the same elements, their values, focus and caret.
  const [form, setForm] = useState<ContactFormControl | null>(null);
  const loading = useRef(false);
  const submitWhenReady = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const { errors } = useSyncExternalStore(
    form?.subscribe ?? noSubscription,
    form?.getState ?? idleState,
    idleState,
  );
  const register = form?.register ?? plainInput;
  const formRef = useRef<HTMLFormElement>(null);
  // A link may name the subject (`/contact?subject=…`: the accessibility statement's report
  // link). Written into the field once hydrated and only if it is empty, so the server's HTML
  // and the first render agree and nothing typed is replaced.
  const { search } = useLocation();
  const presetSubject = useEffectEvent(() => {
    const subject = new URLSearchParams(search)
      .get('subject')
      ?.trim()
      .slice(0, CONTACT_MAX_LENGTHS.subject);
    const input = formRef.current?.elements.namedItem('subject');
    if (subject && input instanceof HTMLInputElement && input.value === '') input.value = subject;
  });
  useEffect(() => presetSubject(), []);
  const t = intl.formatMessage;
  const error = (field: VisibleField) => (errors[field] ? t(errorFor[field]) : undefined);
  // Every field is required; its id is its own (`contact-name`), not `useId`'s (see above).
  const field = (name: VisibleField) => ({
    id: `contact-${name}`,
    label: t(m[name]),
    error: error(name),
    required: true,
  });

  const reach = () => {
    preloadSupabase();
    if (form || loading.current) return;
    loading.current = true;
    loadControl().then(
      (module) => setForm(module.createContactFormControl()),
      (cause: unknown) => {
        // The chunk could not load (offline): the next reach tries again.
        controlModule = undefined;
        loading.current = false;
        console.error('The contact form could not load:', cause);
        if (!submitWhenReady.current) return;
        submitWhenReady.current = false;
        setWaiting(false);
        toast({ title: t(m.failureTitle), description: t(m.failureText), variant: 'destructive' });
      },
    );
  };

  useReachedBeforeHydration(formRef, reach);

  const send = async (values: ContactMessageInput) => {
    const { createContactMessage, isRateLimited } = await loadControl();
    setSubmitting(true);
    try {
      await createContactMessage(values);
    } catch (cause) {
      // Nothing typed is lost: the form keeps every value and says what happened.
      console.error('Contact message could not be stored:', cause);
      // Refused by the database's limits: a moment's wait, not the connection, is the remedy.
      if (isRateLimited(cause)) {
        toast({
          title: t(m.rateLimitedTitle),
          description: t(m.rateLimitedText),
          variant: 'destructive',
        });
      } else {
        toast({ title: t(m.failureTitle), description: t(m.failureText), variant: 'destructive' });
      }
      return;
    } finally {
      setSubmitting(false);
    }
    toast({ title: t(m.successTitle), description: t(m.successText), variant: 'success' });
    // The same inputs stay registered (this component renders no new refs after a reset).
    form?.reset(empty, { keepFieldsRef: true });
  };

  // Sent before the code arrived: checked and sent as soon as it has adopted the inputs (its
  // refs are attached by then, so it has read every value). An effect event: the effect runs
  // when the control arrives, and the event reads the `send` of the latest render.
  const sendHeld = useEffectEvent((control: ContactFormControl) => {
    if (!submitWhenReady.current) return;
    submitWhenReady.current = false;
    void control.handleSubmit(send)();
  });
  useEffect(() => {
    if (form) sendHeld(form);
  }, [form]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form) {
      void form.handleSubmit(send)(event);
      return;
    }
    submitWhenReady.current = true;
    setWaiting(true);
    reach();
  };

  return (
    <FormGrid
      ref={formRef}
      noValidate
      // Its rules and the client it sends with start loading as soon as the visitor reaches for it.
      onFocus={reach}
      onPointerDown={reach}
      onInput={reach}
      onSubmit={onSubmit}
      aria-busy={isSubmitting || (waiting && !form) || undefined}
    >
      <Field {...field('name')}>
        <Input autoComplete="name" maxLength={CONTACT_MAX_LENGTHS.name} {...register('name')} />
      </Field>
      <Field {...field('phone')}>
        <PhoneInput
          placeholder={t(m.phonePlaceholder)}
          maxLength={CONTACT_MAX_LENGTHS.phone}
          {...register('phone')}
        />
      </Field>
      <Field {...field('email')} className="wide">
        <Input
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={CONTACT_MAX_LENGTHS.email}
          {...register('email')}
        />
      </Field>
      <Field {...field('subject')} className="wide">
        <Input maxLength={CONTACT_MAX_LENGTHS.subject} {...register('subject')} />
      </Field>
      <Field {...field('message')} className="wide">
        <TextArea rows={6} maxLength={CONTACT_MAX_LENGTHS.message} {...register('message')} />
      </Field>
      <HoneypotField label={t(m.honeypot)} {...register('website')} />
      <SendRow busy={isSubmitting} label={t(isSubmitting ? m.sending : m.send)} />
    </FormGrid>
  );
}
