import { pathsIn, type LocalePaths } from '@school/platform/paths';
import { DEFAULT_LOCALE, isLocale, useLocaleStore, type Locale } from '../stores/locale-store';

/**
 * The language is part of the address: French (the default) is unprefixed, Arabic and English
 * live under /ar/… and /en/…, so a shared link opens in the language it was copied in. Links are
 * built by `@school/platform/paths` (`paths.article(type, slug, locale)`, `localizedPath`), so
 * the browser, the prerenderer and the e2e suites build the same addresses, all through
 * `safeInternalPath`: a path read from the address bar (`/ar//evil.example`) can never become a
 * link to another site.
 */

/** Splits an address into its language and the path the routes know. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

const bound = new Map<Locale, LocalePaths>();

/**
 * The site's link builders in the language shown: `links.article('news', slug)`,
 * `links.page('/contact')`, `links.admin('login')`. The same object for as long as the language
 * stays.
 */
export function useLinks(): LocalePaths {
  const locale = useLocaleStore((state) => state.locale);
  let links = bound.get(locale);
  if (!links) {
    links = pathsIn(locale);
    bound.set(locale, links);
  }
  return links;
}
