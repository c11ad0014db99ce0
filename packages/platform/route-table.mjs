// Plain data with no Node dependency: the shell's browser bundle imports it too.
import { isPrefixedLocale } from './locales.mjs';
import { safeInternalPath } from './safe-path.mjs';

/**
 * The one table of what the site serves: which remote draws which path prefixes. The shell's
 * router, its navigation, the HTML's preload map, the static server's 404 and the e2e page list
 * all derive from it. A remote owns everything under its prefixes (`/news` covers `/news/:slug`):
 * adding a page under an existing prefix needs only that remote's rebuild.
 * - `prefixes`: first path segments ('/' is the home page alone, never a catch-all).
 * - `module`: the exposed module that renders the remote's own `<Routes>`.
 * - `layout`: 'public' pages sit in the shell's header and footer; 'none' owns the whole screen.
 *   Both exist in every language (`/ar/...`, `/en/...`): the address gives the language.
 */
/**
 * @typedef {object} RouteTableEntry
 * @property {string} remote the remote's Module Federation name (`apps[app].mfName`)
 * @property {import('./apps.mjs').RemoteName} app
 * @property {string} module
 * @property {'public' | 'none'} layout
 * @property {readonly string[]} prefixes
 */

/** @type {readonly RouteTableEntry[]} */
export const routeTable = [
  { remote: 'home', app: 'home', module: './App', layout: 'public', prefixes: ['/'] },
  {
    remote: 'about_direction',
    app: 'about-direction',
    module: './App',
    layout: 'public',
    prefixes: ['/about', '/direction'],
  },
  {
    remote: 'blog_news',
    app: 'blog-news',
    module: './App',
    layout: 'public',
    prefixes: ['/blog', '/news'],
  },
  {
    remote: 'contact',
    app: 'contact',
    module: './App',
    layout: 'public',
    // /inscription: the admissions page. Contact's, as a form a visitor sends (throttled,
    // honeypot) beside the school's details, and a parent's first contact with the office.
    prefixes: ['/contact', '/inscription'],
  },
  { remote: 'admin', app: 'admin', module: './AdminApp', layout: 'none', prefixes: ['/admin'] },
];

/**
 * The address of a page in a language: French unprefixed, `/ar/…` and `/en/…` otherwise
 * (`/` in Arabic is `/ar`). The path often comes from the address bar (the language switcher
 * links to the page shown), so it goes through `safeInternalPath` first: `/ar//evil.example`
 * must not turn into a French link to `//evil.example`.
 * @param {string} path a page's address without language, starting with '/'
 * @param {import('./locales.mjs').Locale} locale
 */
export function localizedPath(path, locale) {
  const safe = safeInternalPath(path);
  if (locale === 'fr') return safe;
  return safe === '/' ? `/${locale}` : `/${locale}${safe}`;
}

/**
 * The table entry serving a pathname (`/ar/news/x`, `/admin/login`), or undefined: the
 * static server answers 404 for those, the router shows its not-found page.
 * @param {string} pathname
 */
export function routeEntryFor(pathname) {
  const segments = pathname.split('/').filter(Boolean);
  if (isPrefixedLocale(segments[0])) {
    segments.shift();
  }
  const first = segments[0];
  return routeTable.find((entry) =>
    entry.prefixes.some((prefix) =>
      prefix === '/' ? first === undefined : prefix === `/${first}`,
    ),
  );
}
