// The claim of the route table (packages/platform/route-table.mjs): a public page under a new
// prefix is one row there plus the page in its remote. A copy of the table with one row more is
// handed to everything that derives from it, and each picks the page up: the navigation, the
// address script of index.html and the router's matching, the prerender plan and the sitemap.
// (shell/src/app/new-prefix.test.tsx renders the shell itself on such a table.)
import { describe, expect, it } from 'vitest';
import { locales } from '@school/platform/locales';
import { localizedPath } from '@school/platform/paths';
import { addressScript, createRouteRegistry, registry, routes } from '@school/platform/route-table';
import { sitemapXml } from '../../scripts/lib/site-files.mjs';
import { pagePathsOf, pagesOfRemotes } from './prerender-plan.mjs';

const gallery = createRouteRegistry([
  ...routes,
  {
    prefix: '/galerie',
    app: 'about-direction',
    nav: {
      order: 35,
      groups: ['header', 'footer'],
      label: { fr: 'Galerie', ar: 'معرض الصور', en: 'Gallery' },
    },
  },
]);

/** Runs index.html's address script at `pathname`. @param {string} script @param {string} pathname */
function remoteAt(script, pathname) {
  return new Function('location', `return ${script};`)({ pathname }).remote;
}

const index = {
  items: [{ id: 1, type: 'news', slug: 'rentree', updated_at: '2025-09-01T08:00:00Z' }],
};

describe('a row added to the route table', () => {
  it('is linked from the header and the footer, in its order', () => {
    const inOrder = ['/', '/about', '/direction', '/galerie', '/blog', '/news', '/contact'];
    expect(gallery.navLinks('header').map((link) => link.prefix)).toEqual(inOrder);
    // The footer also has the calendar after the news and ends with the documents and the
    // accessibility statement (all three footer only).
    expect(gallery.navLinks('footer').map((link) => link.prefix)).toEqual([
      ...inOrder.slice(0, -1),
      '/calendar',
      '/contact',
      '/documents',
      '/accessibility',
    ]);
    expect(registry.navLinks('header').map((link) => link.prefix)).not.toContain('/galerie');
  });

  it('is read by the address script and the router alike, in every language', () => {
    for (const locale of locales) {
      for (const pathname of [
        localizedPath('/galerie', locale),
        `${localizedPath('/galerie', locale)}/`,
        `${localizedPath('/galerie', locale)}/2024/rentree`,
      ]) {
        expect(remoteAt(addressScript(gallery), pathname)).toBe('about_direction');
        expect(gallery.entryFor(pathname)?.remote).toBe('about_direction');
        expect(remoteAt(addressScript(), pathname)).toBeNull();
        expect(registry.entryFor(pathname)).toBeUndefined();
      }
    }
  });

  it('is prerendered in every language, and again when its remote changes', () => {
    const pages = pagePathsOf(index, gallery);
    expect(pages).toEqual(expect.arrayContaining(['/galerie', '/ar/galerie', '/en/galerie']));
    expect(pages).toHaveLength(pagePathsOf(index).length + locales.length);
    expect(pagePathsOf(index)).not.toContain('/galerie');
    expect(pagesOfRemotes(pages, ['about_direction'], ['contact'], gallery)).toEqual(
      expect.arrayContaining(['/galerie', '/ar/galerie', '/en/galerie', '/about', '/ar/direction']),
    );
  });

  it('is listed in the sitemap in every language, with its alternates', () => {
    const origin = 'https://ecole.example';
    const data = { origin, articles: [], settingsUpdatedAt: '2025-09-01T08:00:00Z' };
    const { xml, count } = sitemapXml({ ...data, routes: gallery });
    for (const locale of locales) {
      expect(xml).toContain(`<loc>${origin}${localizedPath('/galerie', locale)}</loc>`);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${origin}${localizedPath('/galerie', locale)}"/>`,
      );
    }
    expect(count).toBe(sitemapXml(data).count + locales.length);
    expect(sitemapXml(data).xml).not.toContain('/galerie');
  });
});
