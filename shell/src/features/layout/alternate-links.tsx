import { localizePath, locales, splitLocalePath } from '@school/shared';
import { useLocation } from 'react-router-dom';
import { siteOrigin } from '../../lib/site-origin';

/**
 * `<link rel="alternate" hreflang>` for this page in every language, plus x-default (French,
 * unprefixed). React 19 hoists them into <head> and removes them when the page changes.
 */
export function AlternateLinks() {
  const { pathname } = useLocation();
  const { path } = splitLocalePath(pathname);
  // Absolute addresses, as search engines expect; read at render time, never at module scope.
  const origin = siteOrigin();
  return (
    <>
      {locales.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={locale}
          href={`${origin}${localizePath(path, locale)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath(path, 'fr')}`} />
    </>
  );
}
