import { describe, expect, it } from 'vitest';
import { localizePath, splitLocalePath } from './locale-path';

describe('localizePath', () => {
  it('keeps French unprefixed and prefixes Arabic and English', () => {
    expect(localizePath('/news', 'fr')).toBe('/news');
    expect(localizePath('/news/rentree', 'ar')).toBe('/ar/news/rentree');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('contact', 'en')).toBe('/en/contact');
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
