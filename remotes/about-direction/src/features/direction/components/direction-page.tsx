import { PageHero } from '@school/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { directionMessages } from '../../../i18n/direction-messages';

export default function DirectionPage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage(directionMessages['direction.title'])}</title>
      <meta
        name="description"
        content={intl.formatMessage(directionMessages['direction.subtitle'])}
      />
      <div data-remote="about-direction" data-page="direction">
        <PageHero
          title={<FormattedMessage {...directionMessages['direction.title']} />}
          subtitle={<FormattedMessage {...directionMessages['direction.subtitle']} />}
        />
      </div>
    </>
  );
}
