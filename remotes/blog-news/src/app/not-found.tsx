import { ButtonLink, Section } from '@school/design-system';
import { EmptyState } from '@school/design-system/display';
import { useLinks } from '@school/shared';
import { PageHead } from '@school/shared/seo';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { articleMessages as m } from '../features/article/messages';
import { newsMessages } from '../features/news/messages';

/** A path under this remote's prefixes that names no page (`/news/a/b`). */
export function NotFound() {
  const intl = useIntl();
  const links = useLinks();
  return (
    <div data-remote="blog-news" data-page="not-found" data-not-found="true">
      <PageHead
        title={intl.formatMessage(m.notFoundMeta)}
        description={intl.formatMessage(m.notFoundText)}
        kind="default"
        noindex
      />
      <Section narrow>
        <EmptyState
          titleAs="h1"
          title={intl.formatMessage(m.notFoundTitle)}
          description={intl.formatMessage(m.notFoundText)}
          action={
            <ButtonLink as={Link} to={links.list('news')}>
              {intl.formatMessage(newsMessages.title)}
            </ButtonLink>
          }
        />
      </Section>
    </div>
  );
}
