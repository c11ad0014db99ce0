import { PageHero } from '@school/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { newsMessages } from '../../../i18n/news-messages';

export default function NewsPage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage(newsMessages['news.title'])}</title>
      <meta name="description" content={intl.formatMessage(newsMessages['news.subtitle'])} />
      <div data-remote="blog-news" data-page="news">
        <PageHero
          title={<FormattedMessage {...newsMessages['news.title']} />}
          subtitle={<FormattedMessage {...newsMessages['news.subtitle']} />}
        />
      </div>
    </>
  );
}
