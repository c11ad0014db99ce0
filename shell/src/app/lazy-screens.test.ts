import { describe, expect, it } from 'vitest';
import { importersOf } from '../testing/source-files';

/**
 * Screens a page that exists never shows, and the footer (loaded when it comes into view), stay out
 * of the first load: each is imported only by `import()` (a chunk of its own,
 * `e2e/tests/first-load-splits.spec.ts` reads the served files), and so are their words.
 */
const lazyScreens = [
  'features/not-found/not-found-page',
  'features/errors/route-error-screen',
  'features/layout/footer',
  // Only a page with a running notice loads the banner (notices-slot.tsx).
  'features/layout/notice-banner',
  // Only a tab that asks for a preview loads its start-up and its banner.
  'lib/preview',
  'features/preview/preview-banner',
];

describe('screens loaded when shown', () => {
  it.each(lazyScreens)('%s is imported by import() only', (screen) => {
    const name = screen.split('/').pop() ?? screen;
    expect(importersOf(name)).toEqual([]);
    expect(importersOf(name, { dynamic: true })).toHaveLength(1);
  });
});

/** Their words come with them: each words module is imported by its screen alone. */
const wordsOf = [
  ['features/not-found/not-found-messages', 'features/not-found/not-found-page.tsx'],
  ['features/layout/footer-messages', 'features/layout/footer.tsx'],
  ['features/preview/preview-messages', 'features/preview/preview-banner.tsx'],
  ['features/layout/notice-messages', 'features/layout/notice-banner.tsx'],
] as const;

describe('words loaded with their screen', () => {
  it.each(wordsOf)('%s is imported by %s only', (words, screen) => {
    expect(importersOf(words.split('/').pop() ?? words)).toEqual([screen]);
  });
});
