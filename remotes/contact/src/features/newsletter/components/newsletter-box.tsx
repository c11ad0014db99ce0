import { Button } from '@school/design-system';
import { Field, Input, Select } from '@school/design-system/forms';
import { preloadSupabase, withCatalog } from '@school/shared';
import {
  isEmailAddress,
  isRateLimited,
  subscribeNewsletter,
  type NewsletterLocale,
} from '@school/shared/data/newsletter';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { loadCatalog } from '../../../i18n/catalogs';
import { newsletterMessages as m } from '../messages';

const Box = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 20rem;
  > :first-child {
    flex: 1 1 14rem;
  }
  > :nth-child(2) {
    flex: 0 1 9rem;
  }
  > button {
    margin-block-start: 1.75rem;
  }
`;

const Status = styled.p<{ $tone: 'success' | 'danger' }>`
  flex-basis: 100%;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $tone }) => theme.colors.tones[$tone].fg};
  background: ${({ theme, $tone }) => theme.colors.tones[$tone].bg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  &:empty {
    display: none;
  }
`;

type Outcome = 'idle' | 'thanks' | 'failure' | 'rate-limited';

/** Each language by its own name, as the site's language switcher writes it. */
const LANGUAGES: { value: NewsletterLocale; label: string }[] = [
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'العربية' },
  { value: 'en', label: 'English' },
];

const pageLocale = (locale: string): NewsletterLocale =>
  locale === 'ar' || locale === 'en' ? locale : 'fr';

/**
 * One field, so no form library and no TanStack Query (its own state says whether it is
 * sending): the box is on every page (in the footer) and react-hook-form
 * with zod cost 35 KB gzip there. It behaves as the contact form does: checked on submit, then
 * again on every change once an error is shown; focus goes to the field when it is refused; the
 * address stays in the field when storing fails.
 */
function NewsletterForm() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  // The mails' language: the page's unless the visitor picks another.
  const [language, setLanguage] = useState<NewsletterLocale>(() => pageLocale(intl.locale));
  const [invalid, setInvalid] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    setOutcome('idle');
    if (!isEmailAddress(email.trim())) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    setSubmitting(true);
    try {
      // A new address and one already listed get the same answer: who subscribed is never told.
      await subscribeNewsletter({ email, locale: language });
    } catch (cause) {
      console.error('Newsletter subscription could not be stored:', cause);
      // The database's limits refused it: waiting, not the connection, is the remedy.
      setOutcome(isRateLimited(cause) ? 'rate-limited' : 'failure');
      return;
    } finally {
      setSubmitting(false);
    }
    setOutcome('thanks');
    setEmail('');
    setSubmitted(false);
  };

  return (
    <Box
      aria-labelledby={headingId}
      noValidate
      // The client it sends with starts loading as soon as the visitor reaches for the box.
      onFocus={preloadSupabase}
      onPointerDown={preloadSupabase}
      onSubmit={(event) => void onSubmit(event)}
      data-remote="contact"
      data-newsletter=""
    >
      <div style={{ flex: '1 1 16rem' }}>
        <h2 id={headingId}>{t(m.title)}</h2>
        <p>{t(m.text)}</p>
      </div>
      <Controls>
        <Field label={t(m.email)} error={invalid ? t(m.invalid) : undefined}>
          <Input
            ref={input}
            type="email"
            name="email"
            autoComplete="email"
            dir="ltr"
            value={email}
            onChange={(event) => {
              const value = event.target.value;
              setEmail(value);
              if (submitted) setInvalid(!isEmailAddress(value.trim()));
            }}
          />
        </Field>
        <Field label={t(m.language)}>
          <Select
            name="language"
            value={language}
            onChange={(event) => setLanguage(pageLocale(event.target.value))}
          >
            {LANGUAGES.map((option) => (
              <option key={option.value} value={option.value} lang={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {t(isSubmitting ? m.subscribing : m.subscribe)}
        </Button>
      </Controls>
      <Status role="status" $tone="success">
        {outcome === 'thanks' ? t(m.thanks) : ''}
      </Status>
      <Status role="alert" $tone="danger">
        {outcome === 'failure' ? t(m.failure) : outcome === 'rate-limited' ? t(m.rateLimited) : ''}
      </Status>
    </Box>
  );
}

/**
 * The footer's newsletter box (the shell mounts it): asks for a subscription in a language; the
 * school mails a confirmation link (double opt-in).
 */
export default withCatalog(loadCatalog, NewsletterForm);
