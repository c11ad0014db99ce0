import { PageHero } from '@school/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { homeMessages } from '../../../i18n/home-messages';

export default function HomePage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage(homeMessages['home.title'])}</title>
      <meta name="description" content={intl.formatMessage(homeMessages['home.subtitle'])} />
      <div
        data-remote="home"
        data-page="home"
        data-build-mark={(import.meta.env.PUBLIC_BUILD_MARK as string | undefined) || undefined}
      >
        <PageHero
          title={<FormattedMessage {...homeMessages['home.title']} />}
          subtitle={<FormattedMessage {...homeMessages['home.subtitle']} />}
        />
      </div>
    </>
  );
}
