import { describe, expect, it } from 'vitest';
import { apps, remoteNames } from './apps.mjs';
import { CONTENT_TYPES } from './paths.mjs';
import {
  addressScript,
  createRouteRegistry,
  isIslandsPage,
  readAddress,
  registry,
  remoteNameOf,
  routeEntryFor,
  routeTable,
  routes,
} from './route-table.mjs';

/**
 * Runs the address script as index.html does, with `location.pathname` set: the very text the
 * browser gets, evaluated without any of this module's bindings in scope.
 * @param {string} script @param {string} pathname
 * @returns {{ locale: string; prefix: string | null; remote: string | null }}
 */
function runAddressScript(script, pathname) {
  return new Function('location', `return ${script};`)({ pathname });
}

/** Addresses the site must read alike everywhere: every language, nested, unknown, odd slashes. */
const addresses = [
  '/',
  '/ar',
  '/en',
  '/ar/',
  '/en/news/la-rentree',
  '/news/',
  '/news/a/b/c',
  '/direction',
  '/about/',
  '/ar/about',
  '/inscription',
  '/en/inscription',
  '/admin',
  '/admin/login',
  '/ar/admin/content',
  '/ar/administration',
  '/nowhere',
  '/fr/news',
  '/newsletter',
  '/ar/ar',
  '/en/ar/news',
  '//news',
  '/news//x',
  '/constructor',
  '/__proto__',
  '/toString',
  '/hasOwnProperty',
];

describe('route table', () => {
  it('finds the remote of a path in any language, and nothing for unknown paths', () => {
    expect(routeEntryFor('/')?.remote).toBe('home');
    expect(routeEntryFor('/ar')?.remote).toBe('home');
    expect(routeEntryFor('/en/news/la-rentree')?.remote).toBe('blog_news');
    expect(routeEntryFor('/direction')?.remote).toBe('about_direction');
    expect(routeEntryFor('/admin/login')?.remote).toBe('admin');
    expect(routeEntryFor('/ar/admin/content')?.remote).toBe('admin');
    expect(routeEntryFor('/ar/administration')).toBeUndefined();
    expect(routeEntryFor('/nowhere')).toBeUndefined();
    expect(routeEntryFor('/fr/news')).toBeUndefined();
    expect(routeEntryFor('/newsletter')).toBeUndefined();
    // A language is only the first segment: /ar/ar is no page.
    expect(routeEntryFor('/ar/ar')).toBeUndefined();
    expect(routeEntryFor('/constructor')).toBeUndefined();
  });

  it('gives each prefix to exactly one remote known to the apps list', () => {
    const prefixes = routeTable.flatMap((entry) => entry.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes).toEqual(routes.map((row) => row.prefix));
    for (const entry of routeTable) expect(apps[entry.app].mfName).toBe(entry.remote);
    for (const app of remoteNames) expect(remoteNameOf(app)).toBe(apps[app].mfName);
  });

  it('groups the rows by remote as the shell mounts them', () => {
    expect(routeTable.map((entry) => [entry.remote, entry.layout, entry.prefixes])).toEqual([
      ['home', 'public', ['/']],
      ['about_direction', 'public', ['/about', '/direction', '/accessibility', '/documents']],
      ['blog_news', 'public', ['/blog', '/news', '/calendar']],
      ['contact', 'public', ['/contact', '/inscription']],
      ['admin', 'none', ['/admin']],
    ]);
  });

  it('has a list and article prefix for every kind of content', () => {
    for (const type of CONTENT_TYPES) expect(registry.publicPrefixes).toContain(`/${type}`);
  });

  it('lists the navigation of the spec, in order', () => {
    const header = registry.navLinks('header');
    expect(header.map((link) => link.label.fr)).toEqual([
      'Accueil',
      'À propos',
      'Direction',
      'Blog',
      'Actualités',
      'Contact',
    ]);
    expect(header.filter((link) => link.menu?.name === 'about').map((l) => l.prefix)).toEqual([
      '/about',
      '/direction',
    ]);
    // The footer: the header's links with the calendar after the news, then the documents and
    // the accessibility statement.
    const inHeader = header.map((link) => link.prefix);
    expect(registry.navLinks('footer').map((link) => link.prefix)).toEqual([
      ...inHeader.slice(0, inHeader.indexOf('/news') + 1),
      '/calendar',
      ...inHeader.slice(inHeader.indexOf('/news') + 1),
      '/documents',
      '/accessibility',
    ]);
    expect(registry.navLinks('action').map((link) => link.prefix)).toEqual(['/inscription']);
  });

  it('links every public page somewhere, and never the back office', () => {
    const linked = new Set(
      /** @type {const} */ (['header', 'footer', 'action']).flatMap((group) =>
        registry.navLinks(group).map((link) => link.prefix),
      ),
    );
    expect([...linked].sort()).toEqual([...registry.publicPrefixes].sort());
    expect(registry.fullScreenPrefixes).toEqual(['/admin']);
  });
});

describe('pages of islands', () => {
  it('are the rows marked so, in every language, with the pages under them', () => {
    for (const path of [
      '/',
      '/ar',
      '/en/',
      '/about',
      '/ar/about',
      '/en/calendar',
      '/inscription',
      '/news',
      '/en/blog/',
    ]) {
      expect(isIslandsPage(path), path).toBe(true);
    }
    for (const path of ['/news/rentree', '/ar/news/x', '/en/blog/a-post', '/blog/a/extra']) {
      expect(isIslandsPage(path), path).toBe(true);
    }
    for (const path of ['/admin', '/admin/login', '/nope', '/ar/nope']) {
      expect(isIslandsPage(path), path).toBe(false);
    }
  });
});

describe('the address script of index.html', () => {
  it.each(addresses)('reads %s as the server and the router do', (pathname) => {
    const read = runAddressScript(addressScript(), pathname);
    expect(read).toEqual(readAddress(pathname, registry.spec));
    expect(read.remote ?? undefined).toBe(routeEntryFor(pathname)?.remote);
    expect(read.locale).toBe(/^\/(ar|en)(\/|$)/.exec(pathname.replace(/^\/+/, '/'))?.[1] ?? 'fr');
  });

  it('follows a row added to a copy of the table', () => {
    const gallery = createRouteRegistry([
      ...routes,
      { prefix: '/galerie', app: 'about-direction' },
    ]);
    for (const pathname of ['/galerie', '/ar/galerie/2024', '/en/galerie/']) {
      expect(runAddressScript(addressScript(gallery), pathname).remote).toBe('about_direction');
      expect(gallery.entryFor(pathname)?.prefixes).toContain('/galerie');
    }
    expect(runAddressScript(addressScript(), '/galerie').remote).toBeNull();
  });

  it('cannot be closed by a prefix holding markup', () => {
    const hostile = createRouteRegistry([...routes, { prefix: '/<!--<script>', app: 'home' }]);
    expect(addressScript(hostile)).not.toContain('<');
    expect(runAddressScript(addressScript(hostile), '/<!--<script>').remote).toBe('home');
  });
});
