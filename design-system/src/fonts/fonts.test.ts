import { afterEach, describe, expect, it } from 'vitest';
import { fontFaceCss, fontFilesFor, preloadFonts } from './fonts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('fonts by locale', () => {
  it('French and English load only the Latin face', () => {
    expect(fontFilesFor('fr').map((f) => f.family)).toEqual(['Inter Variable']);
    expect(fontFilesFor('en').map((f) => f.family)).toEqual(['Inter Variable']);
    expect(fontFaceCss('fr')).not.toMatch(/Naskh/);
  });

  it('Arabic adds the Naskh face chosen for Arabic text', () => {
    expect(fontFilesFor('ar').map((f) => f.family)).toEqual([
      'Noto Naskh Arabic Variable',
      'Inter Variable',
    ]);
    expect(fontFaceCss('ar')).toMatch(/U\+060C-0671/);
    expect(fontFaceCss('ar')).toMatch(/font-display: optional/);
  });

  it('preloads each file once, in CORS mode', () => {
    expect(preloadFonts('ar')).toHaveLength(2);
    expect(preloadFonts('ar')).toHaveLength(0);
    const links = document.head.querySelectorAll('link[rel="preload"]');
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('crossorigin')).toBe('anonymous');
    expect(links[0]?.getAttribute('as')).toBe('font');
  });
});
