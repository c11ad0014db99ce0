// The addresses of the files the prerenderer writes beside the pages for search engines, feed
// readers and share previews. Plain data with no Node dependency: the pages' head tags (the
// browser and server builds) and the prerenderer (scripts/lib/site-files.mjs) name the same ones.
import { paths } from './paths.mjs';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** The kinds of content that have a feed, each at `/<type>/feed.xml` in each language. */
export const FEED_TYPES = /** @type {const} */ (['news', 'blog']);
export const FEED_FILE = 'feed.xml';

/**
 * The RSS feed of one kind of content in one language: `/news/feed.xml`, `/ar/blog/feed.xml`.
 * @param {(typeof FEED_TYPES)[number]} type @param {import('./locales.mjs').Locale} locale
 */
export function feedPath(type, locale) {
  return `${paths.list(type, locale)}/${FEED_FILE}`;
}

/** Open Graph's locale (language_TERRITORY) of each language of the site. */
export const OG_LOCALES = /** @type {const} */ ({ fr: 'fr_FR', ar: 'ar_AR', en: 'en_US' });

/** The share images (1200 × 630) the shell serves, by page kind (shell/public/share/). */
export const SHARE_IMAGE_SIZE = /** @type {const} */ ({ width: 1200, height: 630 });
/** @param {string} kind */
export function defaultShareImagePath(kind) {
  return `/share/${kind}.png`;
}
export const LOGO_PATH = '/share/logo.png';
