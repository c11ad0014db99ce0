import type { MessageDescriptor } from 'react-intl';
import { publicPaths } from '../../app/route-table';
import { m } from '../../i18n/messages';

/** The navigation's label of each public prefix of the route table. */
export const navLabels: Record<string, MessageDescriptor> = {
  '/': m.navHome,
  '/about': m.navAbout,
  '/direction': m.navDirection,
  '/blog': m.navBlog,
  '/news': m.navNews,
  '/contact': m.navContact,
};

/**
 * Public prefixes the header reaches by a button of their own rather than a navigation link:
 * the admissions page is the « Inscription » button (header.tsx), as the spec draws it.
 */
export const buttonPaths: readonly string[] = ['/inscription'];

/** The site's pages in navigation order, from the route table (a prefix without a label is
 * not listed; routes.test checks every prefix has one). */
export const siteLinks = publicPaths
  .filter((path) => path in navLabels)
  .map((path) => ({ to: path, label: navLabels[path] as MessageDescriptor }));

/** The About menu's entries on desktop; phones list them as plain links. */
export const aboutMenuPaths = ['/about', '/direction'] as const;
