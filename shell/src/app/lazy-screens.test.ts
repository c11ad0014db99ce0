import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

/** @returns every source file of the shell but tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Screens a page that exists never shows stay out of the first load: each is imported only by
 * `import()` (a chunk of its own, `e2e/tests/first-load-splits.spec.ts` reads the served files).
 */
const lazyScreens = ['features/not-found/not-found-page', 'features/errors/route-error-screen'];

describe('screens loaded when shown', () => {
  it.each(lazyScreens)('%s is imported by import() only', (screen) => {
    const name = screen.split('/').pop() ?? screen;
    const importers: string[] = [];
    const dynamic: string[] = [];
    for (const file of sources(src)) {
      const code = readFileSync(file, 'utf8');
      const path = relative(src, file);
      const from = new RegExp(`from\\s+['"][./]*(?:[\\w-]+/)*${name}['"]`);
      if (from.test(code)) importers.push(path);
      if (new RegExp(`import\\(\\s*['"][./]*(?:[\\w-]+/)*${name}['"]\\s*\\)`).test(code)) {
        dynamic.push(path);
      }
    }
    expect(importers).toEqual([]);
    expect(dynamic).toHaveLength(1);
  });
});
