let serverOrigin = '';

/** On the server: the public address the prerendered pages will be served from. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/+$/, '');
}

/**
 * The site's origin (`https://…`, no trailing slash): the page's own in the browser, the one the
 * prerenderer was given on the server, so both draw the same absolute addresses.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

/** An address of this site as an absolute URL (share previews and search engines need them). */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteOrigin()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
