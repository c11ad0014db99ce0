import { PageHero } from '@school/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { blogMessages } from '../../../i18n/blog-messages';

export default function BlogPage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage(blogMessages['blog.title'])}</title>
      <meta name="description" content={intl.formatMessage(blogMessages['blog.subtitle'])} />
      <div data-remote="blog-news" data-page="blog">
        <PageHero
          title={<FormattedMessage {...blogMessages['blog.title']} />}
          subtitle={<FormattedMessage {...blogMessages['blog.subtitle']} />}
        />
      </div>
    </>
  );
}
