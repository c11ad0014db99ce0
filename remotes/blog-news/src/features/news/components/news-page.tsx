import { PageHero } from '@school/design-system';
import { RemoteIntlProvider } from '@school/shared';
import { FormattedMessage } from 'react-intl';
import { newsMessages } from '../../../i18n/news-messages';

export default function NewsPage() {
  return (
    <RemoteIntlProvider catalogs={newsMessages}>
      <div data-remote="blog-news" data-page="news">
        <PageHero
          title={<FormattedMessage id="news.title" />}
          subtitle={<FormattedMessage id="news.subtitle" />}
        />
      </div>
    </RemoteIntlProvider>
  );
}
