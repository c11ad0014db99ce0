import { describe, expect, it } from 'vitest';
import {
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
  it('compares maps whatever the order of their entries', () => {
    const state = { remotes: { a: '1', b: '2' }, cache: { mutations: [], queries: [] } };
    expect(drawnWithSameRemotes(state, { b: '2', a: '1' })).toBe(true);
    expect(drawnWithSameRemotes(state, { a: '1', b: '3' })).toBe(false);
  });
});
