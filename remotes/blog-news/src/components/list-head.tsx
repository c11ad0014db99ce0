import { useLinks } from '@school/shared';
import { absoluteUrl, breadcrumbJsonLd, PageHead } from '@school/shared/seo';
import { useIntl } from 'react-intl';
import { listMessages } from './messages';

/**
 * The head of the news or blog list: its title and description, the list's share image, the
 * RSS feed of its type in the page's language, and its place in the site (BreadcrumbList).
 */
export function ListHead({
  type,
  title,
  description,
  name,
}: {
  type: 'news' | 'blog';
  title: string;
  description: string;
  /** The list's name in the breadcrumb. */
  name: string;
}) {
  const intl = useIntl();
  const links = useLinks();
  const t = intl.formatMessage;
  return (
    <PageHead
      title={title}
      description={description}
      kind={type}
      feeds={
        type === 'news' ? { news: t(listMessages.newsFeed) } : { blog: t(listMessages.blogFeed) }
      }
      jsonLd={[
        breadcrumbJsonLd([
          { name: t(listMessages.home), url: absoluteUrl(links.home()) },
          { name, url: absoluteUrl(links.list(type)) },
        ]),
      ]}
    />
  );
}
