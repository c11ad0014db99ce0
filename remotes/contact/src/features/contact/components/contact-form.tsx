import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, TextArea, useToast } from '@school/design-system';
import { SendIcon } from '@school/design-system/icons';
import {
  CONTACT_MAX_LENGTHS,
  contactMessageSchema,
  isRateLimited,
  useCreateContactMessage,
  type ContactMessageInput,
} from '@school/shared/data/contact';
import { preloadSupabase } from '@school/shared';
import { useForm } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { contactMessages as m } from '../messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
    > .wide {
      grid-column: 1 / -1;
    }
  }
`;

// Out of sight and out of reach for people (off-screen, never focused, hidden from assistive
// technology, never autofilled); a robot filling every input fills it. Not display:none, which
// some robots skip.
const Honeypot = styled.div`
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

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

export function ContactForm() {
  const intl = useIntl();
  const { toast } = useToast();
  const send = useCreateContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const t = intl.formatMessage;
  const error = (field: VisibleField) => (errors[field] ? t(errorFor[field]) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
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
    }
    toast({ title: t(m.successTitle), description: t(m.successText), variant: 'success' });
    reset(empty);
  });

  return (
    <Form
      noValidate
      // The client it sends with starts loading as soon as the visitor reaches for the form.
      onFocus={preloadSupabase}
      onPointerDown={preloadSupabase}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={isSubmitting || undefined}
    >
      <Field label={t(m.name)} error={error('name')} required>
        <Input autoComplete="name" maxLength={CONTACT_MAX_LENGTHS.name} {...register('name')} />
      </Field>
      <Field label={t(m.phone)} error={error('phone')} required>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t(m.phonePlaceholder)}
          dir="ltr"
          maxLength={CONTACT_MAX_LENGTHS.phone}
          {...register('phone')}
        />
      </Field>
      <Field label={t(m.email)} error={error('email')} required className="wide">
        <Input
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={CONTACT_MAX_LENGTHS.email}
          {...register('email')}
        />
      </Field>
      <Field label={t(m.subject)} error={error('subject')} required className="wide">
        <Input maxLength={CONTACT_MAX_LENGTHS.subject} {...register('subject')} />
      </Field>
      <Field label={t(m.message)} error={error('message')} required className="wide">
        <TextArea rows={6} maxLength={CONTACT_MAX_LENGTHS.message} {...register('message')} />
      </Field>
      <Honeypot aria-hidden="true">
        <label>
          {t(m.honeypot)}
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </Honeypot>
      <div className="wide">
        <Button type="submit" size="lg" disabled={isSubmitting} iconStart={<SendIcon />}>
          {t(isSubmitting ? m.sending : m.send)}
        </Button>
      </div>
    </Form>
  );
}
