// The README promises that Node and npm are all a newcomer needs. Every command a package.json
// script runs must therefore be Node, npm/npx, or a binary that the workspace's own
// dependencies install (pnpm included, as a root devDependency that nx finds on PATH).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');

/** Every workspace package, as the lockfile's importers list them (root included as '.'). */
function workspaceDirs() {
  const lock = readFileSync(join(repoRoot, 'pnpm-lock.yaml'), 'utf8');
  const importers = lock.slice(lock.indexOf('\nimporters:\n'), lock.indexOf('\npackages:\n'));
  return [...importers.matchAll(/^ {2}([\w./@-]+):$/gm)].map((m) => m[1]);
}

/** The first word of every command in a script line (`a && b | c; d`), env assignments skipped. */
export function commandsOf(script) {
  return script
    .split(/&&|\|\||[|;]/)
    .map(
      (part) =>
        part
          .trim()
          .split(/\s+/)
          .filter((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word))[0],
    )
    .filter(Boolean);
}

const plainNode = new Set(['node', 'npm', 'npx']);

describe('commands of package.json scripts', () => {
  it('splits a script line into its commands', () => {
    expect(commandsOf('node a.mjs && FOO=1 nx run-many -t build | tee x; tsc -p .')).toEqual([
      'node',
      'nx',
      'tee',
      'tsc',
    ]);
  });

  it('need nothing beyond Node, npm and the workspace’s own dependencies', () => {
    const problems = [];
    const rootBin = join(repoRoot, 'node_modules', '.bin');
    expect(
      existsSync(join(rootBin, 'pnpm')),
      'pnpm must be installed by the workspace itself',
    ).toBe(true);
    for (const dir of workspaceDirs()) {
      const pkg = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
      for (const [name, script] of Object.entries(pkg.scripts ?? {})) {
        for (const command of commandsOf(script)) {
          if (plainNode.has(command)) continue;
          const found = [join(repoRoot, dir, 'node_modules', '.bin'), rootBin].some((binDir) =>
            existsSync(join(binDir, command)),
          );
          if (!found) {
            problems.push(
              `${dir}/package.json script "${name}" runs "${command}", which is neither Node, npm ` +
                'nor a binary of the workspace’s dependencies: a newcomer with only Node and npm ' +
                'cannot run it. Add the package that provides it to that package.json.',
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('pin the same pnpm that package.json names as its package manager', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    expect(pkg.packageManager).toBe(`pnpm@${pkg.devDependencies.pnpm}`);
  });
});
