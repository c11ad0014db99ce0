// The site's languages, in one place for the browser, the prerenderer and the tests.

/** Every language of the site, French (the default) first. */
export const locales = /** @type {const} */ (['fr', 'ar', 'en']);

/** @typedef {(typeof locales)[number]} Locale */

/** The language of unprefixed addresses. */
export const defaultLocale = /** @type {const} */ ('fr');

/** The address languages other than French (French is unprefixed): `/ar/…`, `/en/…`. */
export const localePrefixes = /** @type {const} */ (['ar', 'en']);

/** @typedef {(typeof localePrefixes)[number]} PrefixedLocale */

/**
 * @param {unknown} value
 * @returns {value is Locale}
 */
export function isLocale(value) {
  return typeof value === 'string' && locales.some((locale) => locale === value);
}

/**
 * @param {unknown} value
 * @returns {value is PrefixedLocale}
 */
export function isPrefixedLocale(value) {
  return typeof value === 'string' && localePrefixes.some((locale) => locale === value);
}

/**
 * The school's time zone (Bamako: UTC, no daylight saving). Dates are written in it wherever the
 * page is drawn: by the prerenderer (whose zone is its server's) and in a visitor's browser (whose
 * zone is the visitor's), so an article published at 23:30 has one date, and a page hydrates with
 * the text it was drawn with.
 */
export const SCHOOL_TIME_ZONE = 'Africa/Bamako';
