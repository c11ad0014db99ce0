import { PageHero } from '@school/design-system';
import { RemoteIntlProvider } from '@school/shared';
import { FormattedMessage } from 'react-intl';
import { blogMessages } from '../../../i18n/blog-messages';

export default function BlogPage() {
  return (
    <RemoteIntlProvider catalogs={blogMessages}>
      <div data-remote="blog-news" data-page="blog">
        <PageHero
          title={<FormattedMessage id="blog.title" />}
          subtitle={<FormattedMessage id="blog.subtitle" />}
        />
      </div>
    </RemoteIntlProvider>
  );
}
