// Which prerendered pages a change of the data makes stale (scripts/lib/prerender-service.mjs).
// The service keeps, from each run, an index of what a visitor can read (every visible article's
// type, slug and update time, and a digest of the settings) and, for each page, the query keys
// its state was seeded with. A new index is compared with the last one: an article that appeared,
// changed or went away stales its own pages and every page that read a list it belongs to; a
// changed setting stales every page that read the settings (the header and footer: all of them).
// Driven by what each page actually read, so a remote that starts showing, say, the latest news
// on /about is followed without a change here. Plain data in, plain data out: unit-tested.
import { locales } from '@school/platform/locales';
import { isContentType, localizedPath, paths } from '@school/platform/paths';
import { readAddress, registry } from '@school/platform/route-table';

/**
 * @typedef {{ id: string | number; type: string; slug: string; path_slug_ar?: string | null;
 *   path_slug_en?: string | null; updated_at: string }} VisibleItem
 * `path_slug_ar` / `path_slug_en`: the slug of the article's address in Arabic and English (its
 * version's own, or the French one), when they differ from `slug`.
 * @typedef {{ items: VisibleItem[]; settings: string; notices?: string; events?: string; documents?: string }} DataIndex
 * `settings`: any text that changes whenever a visible setting does (a digest of keys and
 * update times); `notices` likewise for the running notices (which start and end by the clock);
 * `events` for the published events (and which of them are still to come); `documents` for the
 * documents to download (each with its update time, moved by a new version).
 * @typedef {{ type: string; slug: string; path_slug_ar?: string | null; path_slug_en?: string | null }} ItemAddress
 * @typedef {{ settings: boolean; notices?: boolean; events?: boolean; documents?: boolean;
 *   items: { before?: ItemAddress; after?: ItemAddress }[] }} DataChange
 * @typedef {readonly unknown[]} QueryKey
 */

/** The languages every public page exists in, French first (unprefixed). */
export const pageLocales = locales;

/** The slug of an article's address in a language (content in three languages). */
export function slugIn(/** @type {ItemAddress} */ item, /** @type {string} */ locale) {
  if (locale === 'ar') return item.path_slug_ar || item.slug;
  if (locale === 'en') return item.path_slug_en || item.slug;
  return item.slug;
}

/**
 * An article's pages in every language, each at the slug of its address there (none for a kind
 * of content the site has no pages for).
 */
export function articlePages(/** @type {ItemAddress} */ item) {
  const { type } = item;
  if (!isContentType(type)) return [];
  return pageLocales.map((locale) => paths.article(type, slugIn(item, locale), locale));
}

/**
 * Every public address of an index of the visible data, as the prerenderer renders them and the
 * sitemap lists them: each public prefix of the route table, then each article, in every
 * language (French first). A row added to the table is rendered in every language without a
 * change here.
 * @param {{ items: readonly ItemAddress[] }} index
 * @param {{ publicPrefixes: readonly string[] }} [routes] the route table (tests pass a copy)
 */
export function pagePathsOf(index, routes = registry) {
  const articles = index.items.map(articlePages);
  return pageLocales.flatMap((locale, i) => [
    ...routes.publicPrefixes.map((prefix) => localizedPath(prefix, locale)),
    ...articles.flatMap((pages) => (pages[i] === undefined ? [] : [pages[i]])),
  ]);
}

/** The language of a page's address: `/ar…` Arabic, `/en…` English, anything else French. */
export function localeOfPath(/** @type {string} */ path) {
  return readAddress(path, registry.spec).locale;
}

/**
 * What changed between two indexes of the visible data: whether the settings did, and each article
 * that appeared (`after` only), went away (`before` only: unpublished, deleted, or no longer
 * visible) or was written again (both; its address may differ).
 * @param {DataIndex | null | undefined} before @param {DataIndex} after
 * @returns {DataChange}
 */
export function diffData(before, after) {
  const previous = new Map((before?.items ?? []).map((item) => [String(item.id), item]));
  const current = new Map(after.items.map((item) => [String(item.id), item]));
  /** @type {DataChange['items']} */
  const items = [];
  const address = (/** @type {VisibleItem} */ item) => ({
    type: item.type,
    slug: item.slug,
    // Only the languages whose address differs from the French slug.
    ...(item.path_slug_ar && item.path_slug_ar !== item.slug
      ? { path_slug_ar: item.path_slug_ar }
      : {}),
    ...(item.path_slug_en && item.path_slug_en !== item.slug
      ? { path_slug_en: item.path_slug_en }
      : {}),
  });
  for (const [id, item] of current) {
    const old = previous.get(id);
    if (!old) items.push({ after: address(item) });
    else if (
      old.updated_at !== item.updated_at ||
      old.type !== item.type ||
      pageLocales.some((locale) => slugIn(old, locale) !== slugIn(item, locale))
    )
      items.push({ before: address(old), after: address(item) });
  }
  for (const [id, old] of previous) {
    if (!current.has(id)) items.push({ before: address(old) });
  }
  /** @type {DataChange} */
  const change = { settings: before?.settings !== after.settings, items };
  for (const kind of DIGESTED) {
    change[kind] = !before || (before[kind] ?? '') !== (after[kind] ?? '');
  }
  return change;
}

/**
 * The shapes of the public query keys, as packages/shared/src/data/keys.ts builds them (a test
 * there checks each against this module): `['site-settings', …]`, and under
 * `['content', 'public', …]` the lists `'news'` and `'blog'` (with a category), the home page's
 * `'latest-news'` and one `'article', type, slug`; `['notices', 'running']`; `['events', 'public', …]`
 * (the calendar, the home page's next events); `['documents', 'public']`.
 */
const CONTENT = 'content';
const PUBLIC = 'public';
const SETTINGS = 'site-settings';
const NOTICES = 'notices';
const EVENTS = 'events';
const DOCUMENTS = 'documents';
const KNOWN_CONTENT_READS = new Set(['news', 'blog', 'latest-news', 'article']);

/**
 * Whether a page that read `key` may show something else once `item` changed (was published,
 * edited, moved or retracted). A content read of a shape not known here counts as touched: a new
 * kind of list is rendered again too often rather than left stale.
 * @param {QueryKey} key @param {ItemAddress} item
 */
export function keyTouchedByItem(key, item) {
  if (key[0] !== CONTENT || key[1] !== PUBLIC) return false;
  const read = key[2];
  if (typeof read !== 'string' || !KNOWN_CONTENT_READS.has(read)) return true;
  // An article page's key names the slug of its address in its language.
  if (read === 'article') {
    return key[3] === item.type && pageLocales.some((locale) => key[4] === slugIn(item, locale));
  }
  if (read === 'latest-news') return item.type === 'news';
  return read === item.type;
}

/** Whether a page that read `key` shows the settings. @param {QueryKey} key */
export function keyTouchedBySettings(key) {
  return key[0] === SETTINGS;
}

/**
 * Whether a page that read `key` shows the running notices (`['notices', 'running']`: the
 * layout's banner, so every page). @param {QueryKey} key
 */
export function keyTouchedByNotices(key) {
  return key[0] === NOTICES && key[1] === 'running';
}

/**
 * Whether a page that read `key` shows events (`['events', 'public', …]`: the calendar and the
 * home page's next events). @param {QueryKey} key
 */
export function keyTouchedByEvents(key) {
  return key[0] === EVENTS && key[1] === PUBLIC;
}

/**
 * Whether a page that read `key` lists the documents (`['documents', 'public']`: /documents in
 * each language). @param {QueryKey} key
 */
export function keyTouchedByDocuments(key) {
  return key[0] === DOCUMENTS && key[1] === PUBLIC;
}

/**
 * The data a page shows that the index keeps as one digest each (beside the settings' and the
 * articles'), and which pages' reads it reaches: a new kind is one entry here, one digest in
 * scripts/prerender.mjs's readVisibleData and one table in the change feed.
 */
const keyTouchedByDigest = {
  notices: keyTouchedByNotices,
  events: keyTouchedByEvents,
  documents: keyTouchedByDocuments,
};
const DIGESTED = /** @type {(keyof typeof keyTouchedByDigest)[]} */ (
  Object.keys(keyTouchedByDigest)
);

/**
 * The pages a change makes stale, among the pages there are (`pages`: address -> the query keys
 * its state was seeded with, or undefined when not known: such a page counts as touched by
 * everything). Returns the pages to render again, in the order given, then new articles' pages,
 * and the pages to delete (an article no longer visible, or moved to another address).
 * @param {DataChange} change
 * @param {ReadonlyMap<string, readonly QueryKey[] | undefined>} pages
 * @returns {{ render: string[]; remove: string[] }}
 */
export function affectedPages(change, pages) {
  const render = new Set();
  const touched = (/** @type {(key: QueryKey) => boolean} */ test) => {
    for (const [path, keys] of pages) {
      if (!keys || keys.some(test)) render.add(path);
    }
  };
  if (change.settings) touched(keyTouchedBySettings);
  for (const kind of DIGESTED) if (change[kind]) touched(keyTouchedByDigest[kind]);
  /** Articles' addresses now, and the ones they had. */
  const wanted = new Set();
  const left = new Set();
  for (const { before, after } of change.items) {
    for (const item of [before, after]) {
      if (item) touched((key) => keyTouchedByItem(key, item));
    }
    if (before) for (const path of articlePages(before)) left.add(path);
    if (after) for (const path of articlePages(after)) wanted.add(path);
  }
  for (const path of wanted) render.add(path);
  // An address no article has any more (retracted, deleted, moved) is deleted, not drawn again;
  // one another article now has (a slug given up and taken in the same burst) is drawn.
  const remove = [...left].filter((path) => !wanted.has(path));
  for (const path of remove) render.delete(path);
  return { render: [...render], remove };
}

/**
 * @typedef {{ shell: string; remotes: Record<string, { entry: string; digest: string }> }} Builds
 * What the pages are drawn with: a digest of the shell build, and each remote's entry address
 * with a digest of what it serves (scripts/prerender.mjs, buildFingerprint).
 */

/**
 * What changed in the builds since the last run: the shell (every page is drawn again), the
 * remotes whose pages are stale (re-pointed, rebuilt in place, gone, down or back), and whether
 * the renderer must start afresh (`reload`): a process that loaded a shell build or a remote's
 * entry keeps it, so one changed at the same address needs a new process. No previous builds:
 * everything is new.
 * @param {Builds | null | undefined} before @param {Builds} after
 * @returns {{ shell: boolean; remotes: string[]; reload: boolean }}
 */
export function buildChanges(before, after) {
  if (!before) return { shell: true, remotes: Object.keys(after.remotes), reload: false };
  const shell = before.shell !== after.shell;
  let reload = shell;
  const remotes = [];
  for (const name of new Set([...Object.keys(before.remotes), ...Object.keys(after.remotes)])) {
    const old = before.remotes[name];
    const now = after.remotes[name];
    if (old && now && old.entry === now.entry && old.digest === now.digest) continue;
    remotes.push(name);
    if (old && now && old.entry === now.entry) reload = true;
  }
  return { shell, remotes, reload };
}

/**
 * The pages the named remotes draw, among `pages`: every page when one of them draws in the
 * shell's layout (`layoutRemotes`, such as the footer's newsletter box), else the pages under
 * their prefixes.
 * @param {string[]} pages @param {Iterable<string>} remotes @param {readonly string[]} layoutRemotes
 * @param {{ entryFor(pathname: string): { remote: string } | undefined }} [routes] the route table
 */
export function pagesOfRemotes(pages, remotes, layoutRemotes, routes = registry) {
  const names = new Set(remotes);
  if (names.size === 0) return [];
  if (layoutRemotes.some((name) => names.has(name))) return [...pages];
  return pages.filter((path) => names.has(routes.entryFor(path)?.remote ?? ''));
}
