import { localizedPath } from '@school/platform/route-table';
import { DEFAULT_LOCALE, isLocale, useLocaleStore, type Locale } from '../stores/locale-store';

/**
 * The language is part of the address: French (the default) is unprefixed, Arabic and English
 * live under /ar/… and /en/…, so a shared link opens in the language it was copied in.
 * The route table's `localizedPath` does the work, so the browser, the prerenderer and the e2e
 * suites build the same addresses, all through `safeInternalPath`: a path read from the address
 * bar (`/ar//evil.example`) can never become a link to another site.
 */
export function localizePath(path: string, locale: Locale): string {
  // 'contact' is accepted for '/contact'; anything with a scheme stays a path on this site.
  return localizedPath(path.startsWith('/') ? path : `/${path}`, locale);
}

/** Splits an address into its language and the path the routes know. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Returns a function giving the address of a path in the language shown. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocaleStore((state) => state.locale);
  return (path) => localizePath(path, locale);
}
