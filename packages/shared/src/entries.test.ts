// Each entry of this package (package.json "exports") is a shared module of its own, and the page
// downloads each one whole. A module an entry reaches by a relative import (or through
// @school/platform, which is not shared) is bundled into that entry: reached from two entries that
// a page loads together, it is downloaded twice. Every public page's first load takes the main
// entry, ./data/public and ./seo (and the news, blog and article pages ./data/articles, the
// calendar and the home page ./data/events, /documents ./data/documents: not shared modules, the
// remotes that read them bundle them): those take what the main entry holds through the package's
// name ('@school/shared'), which reaches the shell's single copy, and what ./data/public holds
// through that entry's name. (The entries loaded with the
// back office or a form may keep their own copy of a module the main entry holds a tree-shaken
// part of: data/settings/setting-rules.ts, whose form rules the public pages do without.)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = resolve(import.meta.dirname, '..');
const platformDir = resolve(packageDir, '..', 'platform');
const packageRequire = createRequire(join(packageDir, 'package.json'));
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** Every import or re-export that brings code (not `import type`, not `export type`). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const [, , typeOnly, clause = '', specifier = ''] of source.matchAll(statement)) {
    if (typeOnly) continue;
    // `import { type A, type B } from …` brings no code either.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names !== undefined) {
      const list = names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (list.length > 0 && list.every((name) => name.startsWith('type '))) continue;
    }
    found.push(specifier);
  }
  for (const [, specifier = ''] of source.matchAll(/^import\s+['"]([^'"]+)['"]/gm)) {
    found.push(specifier);
  }
  return found;
}

/** The file a relative or @school/platform import names, or undefined for any other package. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@school/platform/')) return packageRequire.resolve(specifier);
  else return undefined;
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base];
  const file = candidates.find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  if (!file) throw new Error(`${relative(packageDir, from)}: cannot resolve ${specifier}`);
  return file;
}

/** The modules an entry bundles: itself and what it reaches by relative or platform imports. */
function bundledBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** The entries the apps import (not ./testing, which only unit tests import). */
const sharedEntries = Object.entries(manifest.exports)
  .filter(([name]) => name !== './testing')
  .map(([name, file]) => ({ name, modules: bundledBy(join(packageDir, file)) }));

describe("the package's shared entries", () => {
  it('finds what an entry bundles, and skips type-only imports', () => {
    expect(valueImports("import type { A } from './a';\nimport { type B } from './b';")).toEqual(
      [],
    );
    expect(valueImports("import { a, type B } from './a';\nexport { c } from '../c';")).toEqual([
      './a',
      '../c',
    ]);
    const main = sharedEntries.find((entry) => entry.name === '.');
    expect(main?.modules.has(join(packageDir, 'src', 'data', 'keys.ts'))).toBe(true);
    expect(main?.modules.has(join(platformDir, 'safe-path.mjs'))).toBe(true);
    expect(sharedEntries.length).toBeGreaterThanOrEqual(6);
  });

  it("share no module between the first load's entries", () => {
    // Every public page's, and the news, blog and article pages' data/articles with them.
    const firstLoad = sharedEntries.filter(({ name }) =>
      [
        '.',
        './data/public',
        './seo',
        './data/articles',
        './data/events',
        './data/documents',
      ].includes(name),
    );
    expect(firstLoad).toHaveLength(6);
    const twice: string[] = [];
    for (const [i, a] of firstLoad.entries()) {
      for (const b of firstLoad.slice(i + 1)) {
        for (const module of a.modules) {
          if (b.modules.has(module))
            twice.push(`${relative(packageDir, module)} in ${a.name} and ${b.name}`);
        }
      }
    }
    expect(twice).toEqual([]);
  });
});
