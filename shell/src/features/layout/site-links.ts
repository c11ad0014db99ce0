/** The site's pages in navigation order: the footer lists them all, the header's About menu
 * replaces the /about entry on desktop. */
export const siteLinks = [
  { to: '/', id: 'nav.home' },
  { to: '/about', id: 'nav.about' },
  { to: '/direction', id: 'nav.direction' },
  { to: '/blog', id: 'nav.blog' },
  { to: '/news', id: 'nav.news' },
  { to: '/contact', id: 'nav.contact' },
] as const;
