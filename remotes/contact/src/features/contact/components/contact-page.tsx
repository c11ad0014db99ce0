import { PageHero } from '@school/design-system';
import { RemoteIntlProvider } from '@school/shared';
import { FormattedMessage } from 'react-intl';
import { contactMessages } from '../../../i18n/contact-messages';

export default function ContactPage() {
  return (
    <RemoteIntlProvider catalogs={contactMessages}>
      <div data-remote="contact" data-page="contact">
        <PageHero
          title={<FormattedMessage id="contact.title" />}
          subtitle={<FormattedMessage id="contact.subtitle" />}
        />
      </div>
    </RemoteIntlProvider>
  );
}
