import { PageHero } from '@school/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { aboutMessages } from '../../../i18n/about-messages';

export default function AboutPage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage(aboutMessages['about.title'])}</title>
      <meta name="description" content={intl.formatMessage(aboutMessages['about.subtitle'])} />
      <div data-remote="about-direction" data-page="about">
        <PageHero
          title={<FormattedMessage {...aboutMessages['about.title']} />}
          subtitle={<FormattedMessage {...aboutMessages['about.subtitle']} />}
        />
      </div>
    </>
  );
}
