// Plain data with no Node dependency: the shell's browser bundle imports it too.
import { defaultLocale, localePrefixes } from './locales.mjs';

export { localizedPath } from './paths.mjs';

/**
 * The one table of what the site serves: one row per path prefix, saying which remote draws it
 * and where the site links to it. Everything else derives from it: the shell's router, its
 * header, About menu and footer, the address script of index.html (language, direction and the
 * remote to preload before any bundle), the static server's 404, the prerenderer's page list,
 * the sitemap and robots.txt, the deploy checks and the e2e page list. A new public page under a
 * new prefix is one row here plus the page in its remote.
 * - `prefix`: a first path segment ('/' is the home page alone, never a catch-all). A remote owns
 *   everything under its prefixes (`/news` covers `/news/:slug`): adding a page under an
 *   existing prefix needs only that remote's rebuild. Every prefix exists in every language
 *   (`/ar/…`, `/en/…`): the address gives the language.
 * - `app`: the remote drawing it (`apps.mjs`).
 * - `module`: the exposed module rendering the remote's own `<Routes>` (default './App').
 * - `layout`: 'public' (default) pages sit in the shell's header and footer, are prerendered and
 *   listed in the sitemap; 'none' owns the whole screen (the back office) and is kept from robots.
 * - `nav`: where the site links to it, in what order and under what words (below).
 */

/** @typedef {import('./locales.mjs').Locale} Locale */
/** @typedef {import('./apps.mjs').RemoteName} RemoteName */

/**
 * Words a visitor reads, in every language of the site (the catalog check of
 * packages/build-config checks each is there and that the Arabic is not the French).
 * @typedef {Readonly<Record<Locale, string>>} NavText
 */

/**
 * Where a page is linked from:
 * - 'header': the header's navigation (and the phone menu, which lists every header link);
 * - 'footer': the footer's quick links;
 * - 'action': the header's call-to-action button (« Inscription »), on wide screens and phones.
 * @typedef {'header' | 'footer' | 'action'} NavGroup
 */

/**
 * The header's drop-down menus, by name: on a wide screen, the header links naming a menu sit in
 * it (under their `menu.label`), the menu taking the place of the first of them.
 */
export const navMenus = /** @type {const} */ ({
  about: { label: { fr: 'À propos', ar: 'من نحن', en: 'About' } },
});
/** @typedef {keyof typeof navMenus} NavMenuName */

/**
 * @typedef {object} RouteNav
 * @property {number} order its place in every list it is in (smallest first)
 * @property {NavText} label its link's words
 * @property {readonly NavGroup[]} groups
 * @property {{ readonly name: NavMenuName; readonly label: NavText }} [menu] on a wide screen, inside
 *   that header menu, under these words
 */

/**
 * @typedef {object} RouteRow
 * @property {string} prefix
 * @property {RemoteName} app
 * @property {string} [module]
 * @property {'public' | 'none'} [layout]
 * @property {RouteNav} [nav]
 * @property {true} [islands] its pages are pages of islands: loaded as their prerendered HTML,
 *   they never start the app; only their interactive parts run, each its own root
 *   (docs/architecture.md, "Public pages as islands"). Reached by the app's own navigation, they
 *   are drawn by the app as any page.
 */

export const routes = /** @satisfies {readonly RouteRow[]} */ (
  /** @type {const} */ ([
    {
      prefix: '/',
      app: 'home',
      // The hero's carousel needs no island (the page's first script turns it); the latest news
      // and the next events are islands that follow the site's data.
      islands: true,
      nav: {
        order: 10,
        groups: ['header', 'footer'],
        label: { fr: 'Accueil', ar: 'الرئيسية', en: 'Home' },
      },
    },
    {
      prefix: '/about',
      app: 'about-direction',
      islands: true,
      nav: {
        order: 20,
        groups: ['header', 'footer'],
        label: { fr: 'À propos', ar: 'من نحن', en: 'About' },
        menu: { name: 'about', label: { fr: 'Notre mission', ar: 'رسالتنا', en: 'Our mission' } },
      },
    },
    {
      prefix: '/direction',
      app: 'about-direction',
      islands: true,
      nav: {
        order: 30,
        groups: ['header', 'footer'],
        label: { fr: 'Direction', ar: 'الإدارة', en: 'Leadership' },
        menu: { name: 'about', label: { fr: 'Le fondateur', ar: 'المؤسس', en: 'The founder' } },
      },
    },
    {
      // The accessibility statement (WCAG 2.2 AA, how it is tested, limits, how to report),
      // linked from the footer only, last.
      prefix: '/accessibility',
      app: 'about-direction',
      // The first page without the app (issue 40): text, links, the header and the footer's
      // newsletter box, its one island.
      islands: true,
      nav: {
        order: 80,
        groups: ['footer'],
        label: { fr: 'Accessibilité', ar: 'إمكانية الوصول', en: 'Accessibility' },
      },
    },
    {
      // Documents to download (fees, supplies, menus, timetables, rules, forms). The school's
      // own papers, beside what it says of itself (/about) and its leadership: about-direction's
      // institutional pages, not a content stream (blog-news) nor a form (contact).
      prefix: '/documents',
      app: 'about-direction',
      // Its list (level filter, files) is an island hydrated at the first intent.
      islands: true,
      nav: {
        order: 65,
        groups: ['footer'],
        label: { fr: 'Documents', ar: 'الوثائق', en: 'Documents' },
      },
    },
    {
      prefix: '/blog',
      app: 'blog-news',
      // The list (category filter, cards, « load more ») is an island hydrated at the first
      // intent; its articles (`/blog/:slug`) are text, links and the share row, an island.
      islands: true,
      nav: {
        order: 40,
        groups: ['header', 'footer'],
        label: { fr: 'Blog', ar: 'المدونة', en: 'Blog' },
      },
    },
    {
      prefix: '/news',
      app: 'blog-news',
      // Likewise the news list and its articles (`/news/:slug`).
      islands: true,
      nav: {
        order: 50,
        groups: ['header', 'footer'],
        label: { fr: 'Actualités', ar: 'الأخبار', en: 'News' },
      },
    },
    {
      // The school calendar (coming events by month, a level filter, .ics feeds). blog-news's,
      // as « news and events »: it already draws the school's dated announcements, and the
      // calendar needs no form or backend write, only the public reads it shares.
      prefix: '/calendar',
      app: 'blog-news',
      // Its list (level filter, feeds, events) is an island hydrated at the first intent.
      islands: true,
      nav: {
        order: 55,
        groups: ['footer'],
        label: { fr: 'Calendrier', ar: 'التقويم', en: 'Calendar' },
      },
    },
    {
      prefix: '/contact',
      app: 'contact',
      // Its form is an island hydrated at the first intent; the rest is text and links.
      islands: true,
      nav: {
        order: 60,
        groups: ['header', 'footer'],
        label: { fr: 'Contact', ar: 'اتصل بنا', en: 'Contact' },
      },
    },
    {
      // The admissions page. Contact's, as a form a visitor sends (throttled, honeypot) beside
      // the school's details, and a parent's first contact with the office.
      prefix: '/inscription',
      app: 'contact',
      // Its form card likewise.
      islands: true,
      nav: {
        order: 70,
        groups: ['action'],
        label: { fr: 'Inscription', ar: 'التسجيل', en: 'Enrol' },
      },
    },
    { prefix: '/admin', app: 'admin', module: './AdminApp', layout: 'none' },
  ])
);

/** @typedef {(typeof routes)[number]} SiteRoute */
/** The prefix of a public page: what `paths.page` takes. */
/** @typedef {Exclude<SiteRoute, { layout: 'none' }>['prefix']} PagePrefix */

/**
 * One remote's share of the table, as the shell mounts it: all the prefixes a remote draws with
 * one module in one layout.
 * @typedef {object} RouteTableEntry
 * @property {string} remote the remote's Module Federation name (`apps[app].mfName`)
 * @property {RemoteName} app
 * @property {string} module
 * @property {'public' | 'none'} layout
 * @property {readonly string[]} prefixes
 */

/**
 * A link of the navigation, as the header and footer draw it.
 * @typedef {object} NavLink
 * @property {string} prefix
 * @property {NavText} label
 * @property {{ readonly name: NavMenuName; readonly label: NavText }} [menu]
 */

/**
 * What the address script needs to read an address: the languages' prefixes and the remote of
 * each path prefix. Plain JSON.
 * @typedef {{ defaultLocale: string; prefixed: readonly string[]; prefixes: Record<string, string> }} AddressSpec
 */

/**
 * An address read against the table: its language, and the prefix and remote serving it (null
 * when no row does: a 404). Written as one function with no reference outside its body, in the
 * JavaScript every browser runs, because index.html runs its very source text
 * (`addressScript`) before any bundle: the page's first paint, the server and the router all
 * read addresses with this one function.
 * @param {string} pathname @param {AddressSpec} spec
 * @returns {{ locale: string; prefix: string | null; remote: string | null }}
 */
export function readAddress(pathname, spec) {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  let locale = spec.defaultLocale;
  const first = segments.length > 0 ? String(segments[0]) : '';
  if (spec.prefixed.indexOf(first) !== -1) {
    locale = first;
    segments.shift();
  }
  const prefix = segments.length === 0 ? '/' : `/${segments[0]}`;
  const remote = Object.prototype.hasOwnProperty.call(spec.prefixes, prefix)
    ? String(spec.prefixes[prefix])
    : null;
  return { locale, prefix: remote === null ? null : prefix, remote };
}

/**
 * A remote's Module Federation name from its folder name (`blog-news` -> `blog_news`), as
 * apps.mjs names every remote (route-table.test.mjs checks each). Derived rather than read from
 * apps.mjs so that the shell's bundle, which carries this module, does not carry the apps' ports
 * and folders too.
 * @param {RemoteName} app
 */
export function remoteNameOf(app) {
  return app.replace(/-/g, '_');
}

/**
 * Everything the site derives from a route table. The module's exports below are those of the
 * site's own table; tests build one from a copy with a row more.
 * @param {readonly RouteRow[]} rows
 */
export function createRouteRegistry(rows) {
  /** @type {RouteTableEntry[]} */
  const areas = [];
  for (const row of rows) {
    const remote = remoteNameOf(row.app);
    const module = row.module ?? './App';
    const layout = row.layout ?? 'public';
    const area = areas.find(
      (entry) => entry.app === row.app && entry.module === module && entry.layout === layout,
    );
    if (area) area.prefixes = [...area.prefixes, row.prefix];
    else areas.push({ remote, app: row.app, module, layout, prefixes: [row.prefix] });
  }
  /** @type {AddressSpec} */
  const spec = {
    defaultLocale,
    prefixed: localePrefixes,
    prefixes: Object.fromEntries(rows.map((row) => [row.prefix, remoteNameOf(row.app)])),
  };
  /** @param {string} prefix */
  const areaOf = (prefix) => areas.find((entry) => entry.prefixes.includes(prefix));

  return {
    rows,
    /** One entry per remote (and module, and layout), in table order. */
    areas: /** @type {readonly RouteTableEntry[]} */ (areas),
    spec,
    /**
     * The table entry serving a pathname (`/ar/news/x`, `/admin/login`), or undefined: the
     * static server answers 404 for those, the router shows its not-found page.
     * @param {string} pathname
     */
    entryFor(pathname) {
      const { prefix } = readAddress(pathname, spec);
      return prefix === null ? undefined : areaOf(prefix);
    },
    /** The prefixes of the public pages, in table order: the pages prerendered in every language. */
    publicPrefixes: rows
      .filter((row) => (row.layout ?? 'public') === 'public')
      .map((row) => row.prefix),
    /** The prefixes of the full-screen areas (the back office): kept from search engines. */
    fullScreenPrefixes: rows.filter((row) => row.layout === 'none').map((row) => row.prefix),
    /**
     * The links of one navigation group, in their order.
     * @param {NavGroup} group
     * @returns {NavLink[]}
     */
    navLinks(group) {
      return rows
        .flatMap((row) =>
          row.nav && row.nav.groups.includes(group) ? [{ row, nav: row.nav }] : [],
        )
        .sort((a, b) => a.nav.order - b.nav.order)
        .map(({ row, nav }) => ({
          prefix: row.prefix,
          label: nav.label,
          ...(nav.menu ? { menu: nav.menu } : {}),
        }));
    },
  };
}

/**
 * The expression index.html evaluates before any bundle: `readAddress` applied to the page's
 * address, with a table's prefixes. `<` is escaped so no text can close the script. (A function
 * of its own, not a method of the registry, so the browser bundles leave it out.)
 * @param {{ spec: AddressSpec }} [routes] the site's table by default
 */
export function addressScript(routes = registry) {
  const data = JSON.stringify(routes.spec).replace(/</g, '\\u003c');
  return `(${readAddress.toString()})(location.pathname, ${data})`;
}

/** @typedef {ReturnType<typeof createRouteRegistry>} RouteRegistry */

/** The site's own registry. */
export const registry = createRouteRegistry(routes);

/** One entry per remote the shell mounts, in table order. */
export const routeTable = registry.areas;

/**
 * The prefixes of the pages of islands (`islands: true`): the prerenderer marks their HTML so that
 * the browser starts their islands instead of the app.
 * @type {readonly string[]}
 */
export const islandPrefixes = routes.flatMap((row) =>
  'islands' in row && row.islands ? [row.prefix] : [],
);

/**
 * Whether an address, in any language, is a page of islands.
 * @param {string} pathname
 */
export function isIslandsPage(pathname) {
  const { prefix } = readAddress(pathname, registry.spec);
  return prefix !== null && islandPrefixes.includes(prefix);
}

/** @param {string} pathname */
export function routeEntryFor(pathname) {
  return registry.entryFor(pathname);
}
