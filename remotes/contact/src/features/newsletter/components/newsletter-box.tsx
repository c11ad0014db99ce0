import { Button, Field, Input } from '@school/design-system';
import { RemoteIntlProvider } from '@school/shared';
import { useId, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { loadCatalog } from '../../../i18n/catalogs';
import { newsletterMessages } from '../../../i18n/newsletter-messages';

const Box = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
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

// Submitting is wired to the newsletter table by the data-layer work; until then the browser's
// own e-mail validation runs and nothing is sent.
export default function NewsletterBox() {
  const headingId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <RemoteIntlProvider loadCatalog={loadCatalog}>
      <Box aria-labelledby={headingId} onSubmit={onSubmit} data-remote="contact">
        <div style={{ flex: '1 1 16rem' }}>
          <h2 id={headingId}>
            <FormattedMessage {...newsletterMessages['newsletter.title']} />
          </h2>
          <p>
            <FormattedMessage {...newsletterMessages['newsletter.text']} />
          </p>
        </div>
        <div style={{ minWidth: '16rem' }}>
          <Field label={<FormattedMessage {...newsletterMessages['newsletter.email']} />}>
            <Input type="email" name="email" autoComplete="email" required />
          </Field>
        </div>
        <Button type="submit" variant="secondary">
          <FormattedMessage {...newsletterMessages['newsletter.subscribe']} />
        </Button>
      </Box>
    </RemoteIntlProvider>
  );
}
