import { PageHero } from '@school/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { contactMessages } from '../../../i18n/contact-messages';

export default function ContactPage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage(contactMessages['contact.title'])}</title>
      <meta name="description" content={intl.formatMessage(contactMessages['contact.subtitle'])} />
      <div data-remote="contact" data-page="contact">
        <PageHero
          title={<FormattedMessage {...contactMessages['contact.title']} />}
          subtitle={<FormattedMessage {...contactMessages['contact.subtitle']} />}
        />
      </div>
    </>
  );
}
