import { PageHero } from '@school/design-system';
import { RemoteIntlProvider } from '@school/shared';
import { FormattedMessage } from 'react-intl';
import { aboutMessages } from '../../../i18n/about-messages';

export default function AboutPage() {
  return (
    <RemoteIntlProvider catalogs={aboutMessages}>
      <div data-remote="about-direction" data-page="about">
        <PageHero
          title={<FormattedMessage id="about.title" />}
          subtitle={<FormattedMessage id="about.subtitle" />}
        />
      </div>
    </RemoteIntlProvider>
  );
}
