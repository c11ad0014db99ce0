import { pathsIn, type LocalePaths } from '@school/platform/paths';
import { splitLocalePath, useLocale, type Locale } from '../stores/locale-store';

export { splitLocalePath };

/**
 * The language is part of the address: French (the default) is unprefixed, Arabic and English
 * live under /ar/… and /en/…, so a shared link opens in the language it was copied in. Links are
 * built by `@school/platform/paths` (`paths.article(type, slug, locale)`, `localizedPath`), so
 * the browser, the prerenderer and the e2e suites build the same addresses, all through
 * `safeInternalPath`: a path read from the address bar (`/ar//evil.example`) can never become a
 * link to another site.
 */

const bound = new Map<Locale, LocalePaths>();

/**
 * The site's link builders in the language shown: `links.article('news', slug)`,
 * `links.page('/contact')`, `links.admin('login')`. The same object for as long as the language
 * stays.
 */
export function useLinks(): LocalePaths {
  const locale = useLocale();
  let links = bound.get(locale);
  if (!links) {
    links = pathsIn(locale);
    bound.set(locale, links);
  }
  return links;
}
