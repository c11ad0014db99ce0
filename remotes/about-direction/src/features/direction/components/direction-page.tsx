import { PageHero } from '@school/design-system';
import { RemoteIntlProvider } from '@school/shared';
import { FormattedMessage } from 'react-intl';
import { directionMessages } from '../../../i18n/direction-messages';

export default function DirectionPage() {
  return (
    <RemoteIntlProvider catalogs={directionMessages}>
      <div data-remote="about-direction" data-page="direction">
        <PageHero
          title={<FormattedMessage id="direction.title" />}
          subtitle={<FormattedMessage id="direction.subtitle" />}
        />
      </div>
    </RemoteIntlProvider>
  );
}
