import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The shell's own source: `src`, and every file under it but tests. */
export const shellSrc = join(import.meta.dirname, '..');

/** @returns every source file under `dir` but tests. */
export function sourceFiles(dir: string = shellSrc): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The shell's source files (relative to `src`) that import a module whose path ends with `name`
 * (`footer`, `@school/platform/paths`), statically (`from '…'`, type-only imports left out) or,
 * with `dynamic`, by `import('…')`.
 */
export function importersOf(name: string, { dynamic = false } = {}): string[] {
  const path = `['"](?:[\\w@./-]*/)?${name.replace(/[.]/g, '\\.')}['"]`;
  const pattern = dynamic
    ? new RegExp(`import\\(\\s*${path}\\s*\\)`)
    : new RegExp(`^(?:import|export)\\s+(?!type\\s)[^;]*?from\\s+${path}`, 'm');
  return sourceFiles()
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(shellSrc, file));
}
