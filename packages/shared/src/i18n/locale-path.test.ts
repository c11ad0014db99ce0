import { describe, expect, it } from 'vitest';
import { localizePath, splitLocalePath } from './locale-path';

describe('localizePath', () => {
  it('keeps French unprefixed and prefixes Arabic and English', () => {
    expect(localizePath('/news', 'fr')).toBe('/news');
    expect(localizePath('/news/rentree', 'ar')).toBe('/ar/news/rentree');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('contact', 'en')).toBe('/en/contact');
  });

  // Issue #15, finding 5: `/ar//evil.example/x` gave the switcher's French link `//evil.example/x`.
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    '\t//evil.example',
  ])('never leaves the site for %j in any language', (path) => {
    for (const locale of ['fr', 'ar', 'en'] as const) {
      const href = localizePath(path, locale);
      expect(new URL(href, 'https://site.example').origin).toBe('https://site.example');
    }
  });
});

describe('splitLocalePath', () => {
  it('reads the language from the first segment only when it is a known prefix', () => {
    expect(splitLocalePath('/ar/news/x')).toEqual({ locale: 'ar', path: '/news/x' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/fr/news')).toEqual({ locale: 'fr', path: '/fr/news' });
    expect(splitLocalePath('/arabic')).toEqual({ locale: 'fr', path: '/arabic' });
    expect(splitLocalePath('/')).toEqual({ locale: 'fr', path: '/' });
  });
});
