import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

/**
 * The files an entry brings with it: its static relative imports, followed (an `import()` is a
 * chunk loaded later; the package's own name is the shell's copy).
 */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Type-only imports bring no code.
    const code = readFileSync(file, 'utf8').replace(/^(?:import|export) type [^;]*;/gm, '');
    for (const [, spec = ''] of code.matchAll(/(?:from|^import)\s*'(\.{1,2}\/[^']+)'/gm)) {
      const base = join(dirname(file), spec);
      const found = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
      if (found && !/\.(?:json|svg|png|webp|woff2?)$/.test(found)) visit(found);
    }
  };
  visit(join(src, entry));
  return new Set([...seen].map((file) => relative(src, file)));
}

describe("the design system's main entry (shared whole, on every page)", () => {
  const main = reachable('index.ts');

  it('holds no field or text input: they are in ./forms, which the forms that draw them bundle', () => {
    expect(main.has('components/field.tsx')).toBe(false);
    expect(reachable('forms.ts').has('components/field.tsx')).toBe(true);
    expect(main.has('components/input.tsx')).toBe(false);
    expect(main.has('components/control-styles.ts')).toBe(false);
    expect(reachable('forms.ts').has('components/input.tsx')).toBe(true);
  });

  it("holds neither the inner pages' hero nor the modal layers' focus trap", () => {
    expect(main.has('components/page-hero.tsx')).toBe(false);
    expect(reachable('display.ts').has('components/page-hero.tsx')).toBe(true);
    expect(main.has('hooks/focus-trap.ts')).toBe(false);
    expect(reachable('overlays.ts').has('hooks/focus-trap.ts')).toBe(true);
  });

  it('holds no card: the home page draws its cards below the hero, in sections that come later', () => {
    expect(main.has('components/card.tsx')).toBe(false);
    expect(reachable('display.ts').has('components/card.tsx')).toBe(true);
  });

  it('holds no toast view: it loads with the first toast', () => {
    expect(main.has('components/toast.tsx')).toBe(true);
    expect(main.has('components/toast-list.tsx')).toBe(false);
    const toast = readFileSync(join(src, 'components/toast.tsx'), 'utf8');
    expect(toast).toMatch(/import\('\.\/toast-list'\)/);
  });
});

/**
 * Every module's imports, the way the bundler follows them: relative imports, `import()` and the
 * package's own name (`@school/design-system` is index.ts, `/forms` forms.ts…); type-only
 * imports bring no code and are left out.
 */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8').replace(/^(?:import|export) type [^;]*;/gm, '');
  const targets: string[] = [];
  const specs = code.matchAll(/(?:from|^import|import\()\s*'([^']+)'/gm);
  for (const [, spec = ''] of specs) {
    let base: string;
    if (spec.startsWith('.')) base = join(dirname(file), spec);
    else if (spec === '@school/design-system') base = join(src, 'index');
    else if (spec.startsWith('@school/design-system/')) {
      base = join(src, spec.slice('@school/design-system/'.length));
    } else continue;
    const found = ['.ts', '.tsx', '/index.ts', ''].map((ext) => base + ext).find(existsSync);
    if (found && /\.tsx?$/.test(found)) targets.push(found);
  }
  return targets;
}

/** The import cycles among the modules an entry reaches, each as the files around it. */
function cyclesFrom(entry: string): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push([...path.slice(at), file].map((f) => relative(src, f)));
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of importsOf(file)) visit(next);
    path.pop();
    done.add(file);
  };
  visit(join(src, entry));
  return cycles;
}

describe('import cycles', () => {
  it.each(['index.ts', 'forms.ts', 'overlays.ts', 'content.ts', 'display.ts', 'icons.ts'])(
    '%s reaches no module that leads back to itself, counting import() and the package name',
    (entry) => {
      expect(cyclesFrom(entry)).toEqual([]);
    },
  );
});
