import { describe, expect, it } from 'vitest';
import {
  drawnEntries,
  drawnWithSameRemotes,
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  removeServerPageHead,
} from './prerendered';

describe('removeServerPageHead', () => {
  it("removes the page's own head tags and keeps the template's, the fonts and the styles", () => {
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      '<link rel="preload" as="font" href="/f.woff2">',
      PAGE_HEAD_START,
      '<title>À propos</title>',
      '<meta name="description" content="x">',
      '<link rel="alternate" hreflang="ar" href="/ar/about">',
      PAGE_HEAD_END,
      '<style data-styled="active"></style>',
    ].join('');
    removeServerPageHead(document.head);
    expect(Array.from(document.head.children, (e) => e.outerHTML)).toEqual([
      '<meta charset="utf-8">',
      '<link rel="preload" as="font" href="/f.woff2">',
      '<style data-styled="active"></style>',
    ]);
    expect(document.head.innerHTML).not.toContain('school:page-head');
  });

  it('leaves a head without markers (the plain app HTML) as it is', () => {
    document.head.innerHTML = '<meta charset="utf-8"><title>x</title><!-- other -->';
    removeServerPageHead(document.head);
    expect(document.head.innerHTML).toBe('<meta charset="utf-8"><title>x</title><!-- other -->');
  });
});

describe('drawnWithSameRemotes', () => {
  const state = { remotes: { a: '1', b: '2' }, cache: { mutations: [], queries: [] } };

  it('holds while the remotes that drew the page are the live ones, whatever the order', () => {
    expect(drawnWithSameRemotes(state, { b: '2', a: '1' })).toBe(true);
  });

  it('fails when one of them was re-pointed or is gone from the map', () => {
    expect(drawnWithSameRemotes(state, { a: '1', b: '3' })).toBe(false);
    expect(drawnWithSameRemotes(state, { a: '1' })).toBe(false);
  });

  it('holds when only a remote that drew nothing of the page was re-pointed or added', () => {
    expect(drawnWithSameRemotes(state, { a: '1', b: '2', home: 'v2' })).toBe(true);
  });
});

describe('drawnEntries', () => {
  it("names the remotes that drew the page with the map's entries, sorted, once each", () => {
    const map = { home: 'h1', contact: 'c1', about_direction: 'a1' };
    expect(drawnEntries(map, new Set(['contact', 'about_direction', 'contact']))).toEqual({
      about_direction: 'a1',
      contact: 'c1',
    });
    expect(Object.keys(drawnEntries(map, new Set(['contact', 'about_direction'])))).toEqual([
      'about_direction',
      'contact',
    ]);
  });

  it('leaves out a name the map does not have', () => {
    expect(drawnEntries({ home: 'h1' }, new Set(['home', 'blog_news']))).toEqual({ home: 'h1' });
  });
});
