// The site's addresses, built in one place: the shell, the remotes, the prerenderer, the site
// files and the e2e suites all call these instead of writing `/${locale}/news/${slug}` by hand.
// No table data here (a remote that builds links does not download the navigation's texts):
// the prefixes they take are typed from the route table (route-table.mjs).
import { safeInternalPath } from './safe-path.mjs';

/** @typedef {import('./locales.mjs').Locale} Locale */
/** @typedef {import('./route-table.mjs').PagePrefix} PagePrefix */

/** The kinds of content with a list and pages of their own, each under its own prefix. */
export const CONTENT_TYPES = /** @type {const} */ (['news', 'blog']);
/** @typedef {(typeof CONTENT_TYPES)[number]} ContentType */

/**
 * The address parameter of the back office's look at a draft or a scheduled item at its future
 * address (`/news/x?draft`): the admin's content list writes it, blog-news's article page reads
 * it, and the shell (and a page of islands' loader) then draws the page with the app.
 */
export const DRAFT_PARAM = 'draft';

/**
 * @param {unknown} value
 * @returns {value is ContentType}
 */
export function isContentType(value) {
  return CONTENT_TYPES.some((type) => type === value);
}

/**
 * The address of a page in a language: French unprefixed, `/ar/…` and `/en/…` otherwise
 * (`/` in Arabic is `/ar`). The path often comes from the address bar (the language switcher
 * links to the page shown), so it goes through `safeInternalPath` first: `/ar//evil.example`
 * must not turn into a French link to `//evil.example`.
 * @param {string} path a page's address without language, starting with '/'
 * @param {Locale} locale
 */
export function localizedPath(path, locale) {
  const safe = safeInternalPath(path);
  if (locale === 'fr') return safe;
  return safe === '/' ? `/${locale}` : `/${locale}${safe}`;
}

/**
 * Typed builders of every address the site links to, each in a language. A misspelt prefix or
 * content type is a type error, not a 404.
 */
export const paths = {
  /** @param {Locale} locale */
  home: (locale) => localizedPath('/', locale),
  /**
   * A page of the route table by its prefix (`/about`, `/inscription`), optionally with a
   * fragment (`#primaire`).
   * @param {PagePrefix} prefix @param {Locale} locale @param {string} [hash] without '#'
   */
  page: (prefix, locale, hash) =>
    `${localizedPath(prefix, locale)}${hash ? `#${encodeURIComponent(hash)}` : ''}`,
  /** The list of one kind of content: `/news`, `/ar/blog`. @param {ContentType} type @param {Locale} locale */
  list: (type, locale) => localizedPath(`/${type}`, locale),
  /**
   * An article's page at the slug of its address in that language (`/ar/news/<slug>`), the slug
   * percent-encoded.
   * @param {ContentType} type @param {string} slug @param {Locale} locale
   */
  article: (type, slug, locale) => localizedPath(`/${type}/${encodeURIComponent(slug)}`, locale),
  /**
   * A screen of the back office: `/admin/login`, `/en/admin/content`. The admin remote owns its
   * screens, so their names are not listed here.
   * @param {string} screen @param {Locale} locale
   */
  admin: (screen, locale) => localizedPath(screen ? `/admin/${screen}` : '/admin', locale),
};

/**
 * The same builders bound to one language, for a page drawn in it: `links.article('news', slug)`.
 * @param {Locale} locale
 */
export function pathsIn(locale) {
  return {
    locale,
    home: () => paths.home(locale),
    /** @param {PagePrefix} prefix @param {string} [hash] */
    page: (prefix, hash) => paths.page(prefix, locale, hash),
    /** @param {ContentType} type */
    list: (type) => paths.list(type, locale),
    /** @param {ContentType} type @param {string} slug */
    article: (type, slug) => paths.article(type, slug, locale),
    /** @param {string} screen */
    admin: (screen) => paths.admin(screen, locale),
  };
}

/** @typedef {ReturnType<typeof pathsIn>} LocalePaths */
