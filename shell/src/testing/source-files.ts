import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
