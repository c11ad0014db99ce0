import { describe, expect, it } from 'vitest';
import { isContentType, localizedPath, paths, pathsIn } from './paths.mjs';

describe('link builders', () => {
  it('build every kind of address in each language', () => {
    expect(paths.home('fr')).toBe('/');
    expect(paths.home('ar')).toBe('/ar');
    expect(paths.page('/about', 'en')).toBe('/en/about');
    expect(paths.page('/inscription', 'fr', 'primaire')).toBe('/inscription#primaire');
    expect(paths.list('news', 'ar')).toBe('/ar/news');
    expect(paths.list('blog', 'fr')).toBe('/blog');
    expect(paths.article('news', 'la-rentrée', 'fr')).toBe('/news/la-rentr%C3%A9e');
    expect(paths.article('blog', 'مرحبا', 'ar')).toBe(`/ar/blog/${encodeURIComponent('مرحبا')}`);
    expect(paths.admin('login', 'en')).toBe('/en/admin/login');
    expect(paths.admin('', 'fr')).toBe('/admin');
  });

  it('keep a slug inside its own segment, and never link off the site', () => {
    expect(paths.article('news', '../admin', 'fr')).toBe('/news/..%2Fadmin');
    // Decoded once, '/news//evil.example' holds a '//': refused, the link is the home page.
    expect(paths.article('news', '/evil.example', 'ar')).toBe('/ar');
  });

  it('accept only the content types the site has', () => {
    expect(isContentType('news')).toBe(true);
    expect(isContentType('blog')).toBe(true);
    expect(isContentType('events')).toBe(false);
    expect(localizedPath('/', 'en')).toBe('/en');
  });
});

describe('link builders in one language', () => {
  it('give the same addresses as the builders given that language', () => {
    for (const locale of /** @type {const} */ (['fr', 'ar', 'en'])) {
      const links = pathsIn(locale);
      expect(links.home()).toBe(paths.home(locale));
      expect(links.page('/contact')).toBe(paths.page('/contact', locale));
      expect(links.page('/inscription', 'lycee')).toBe(paths.page('/inscription', locale, 'lycee'));
      expect(links.list('blog')).toBe(paths.list('blog', locale));
      expect(links.article('news', 'a b')).toBe(paths.article('news', 'a b', locale));
      expect(links.admin('content')).toBe(paths.admin('content', locale));
    }
  });
});
