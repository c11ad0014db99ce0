import { describe, expect, it } from 'vitest';
import { localizedPath } from './paths.mjs';
import { hasUnsafeUrlCharacters, safeInternalPath } from './safe-path.mjs';

const SITE = 'https://site.example';

/** Where a browser on the site goes when it follows `href`. @param {string} href */
const origin = (href) => new URL(href, SITE).origin;

// Each of these, used as a link on the site, reached another origin or ran script before the
// links went through safeInternalPath (a security review found them).
const hostile = [
  '//evil.example',
  '//evil.example/x',
  '///evil.example/x',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example',
  'http:evil.example',
  'https:\\\\evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/\\\t\\evil.example',
  '/ \\evil.example',
  '',
  'news',
];

describe('safeInternalPath', () => {
  it.each(hostile)('keeps %j on the site', (candidate) => {
    const result = safeInternalPath(candidate);
    expect(origin(result)).toBe(SITE);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    expect(hasUnsafeUrlCharacters(result)).toBe(false);
  });

  it.each(hostile)('keeps %j on the site in every language', (candidate) => {
    for (const locale of /** @type {const} */ (['fr', 'ar', 'en'])) {
      const result = localizedPath(candidate, locale);
      expect(origin(result)).toBe(SITE);
      expect(result.startsWith('//')).toBe(false);
    }
  });

  it('collapses runs of slashes in the path, not in the query or fragment', () => {
    expect(safeInternalPath('//evil.example/x')).toBe('/evil.example/x');
    expect(safeInternalPath('/news//x')).toBe('/news/x');
    expect(safeInternalPath('/news?next=//x#//y')).toBe('/news?next=//x#//y');
  });

  it('refuses backslashes, control characters and encoded slashes with the fallback', () => {
    expect(safeInternalPath('/\\evil.example')).toBe('/');
    expect(safeInternalPath('/\t/evil.example', '/en')).toBe('/en');
    expect(safeInternalPath('/%2F%2Fevil.example')).toBe('/');
    expect(safeInternalPath('/%252F%252Fevil.example')).toBe('/');
    expect(safeInternalPath('javascript:alert(1)')).toBe('/');
    expect(safeInternalPath(undefined)).toBe('/');
  });

  it('leaves the site’s own paths as they are', () => {
    for (const path of [
      '/',
      '/news',
      '/news/rentree-2025',
      '/admin/content?status=draft',
      '/blog#comments',
      '/news/%D8%A7%D9%84%D8%B9%D9%88%D8%AF%D8%A9',
      '/news/العودة',
      '/news/a%20b',
    ]) {
      expect(safeInternalPath(path)).toBe(path);
    }
  });

  it('localizes the sanitized path', () => {
    expect(localizedPath('//evil.example/x', 'fr')).toBe('/evil.example/x');
    expect(localizedPath('//evil.example/x', 'ar')).toBe('/ar/evil.example/x');
    expect(localizedPath('/\\evil.example', 'en')).toBe('/en');
    expect(localizedPath('/news', 'ar')).toBe('/ar/news');
  });
});
