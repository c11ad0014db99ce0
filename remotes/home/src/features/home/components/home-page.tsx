import { PageHero } from '@school/design-system';
import { RemoteIntlProvider } from '@school/shared';
import { FormattedMessage } from 'react-intl';
import { homeMessages } from '../../../i18n/home-messages';

export default function HomePage() {
  return (
    <RemoteIntlProvider catalogs={homeMessages}>
      <div data-remote="home" data-page="home" data-build-mark={(import.meta.env.PUBLIC_BUILD_MARK as string | undefined) || undefined}>
        <PageHero
          title={<FormattedMessage id="home.title" />}
          subtitle={<FormattedMessage id="home.subtitle" />}
        />
      </div>
    </RemoteIntlProvider>
  );
}
