// The README promises that Node and npm are all a newcomer needs. Every command a package.json
// script runs must therefore be Node, npm/npx, or a binary that the workspace's own
// dependencies install (pnpm included, as a root devDependency that nx finds on PATH).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolEnv } from '../../scripts/lib/processes.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');

/** Every workspace package, as the lockfile's importers list them (root included as '.'). */
function workspaceDirs() {
  const lock = readFileSync(join(repoRoot, 'pnpm-lock.yaml'), 'utf8');
  const importers = lock.slice(lock.indexOf('\nimporters:\n'), lock.indexOf('\npackages:\n'));
  return [...importers.matchAll(/^ {2}([\w./@-]+):$/gm)].flatMap((m) => (m[1] ? [m[1]] : []));
}

/**
 * The first word of every command in a script line (`a && b | c; d`), env assignments skipped.
 * @param {string} script
 */
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
    .filter(/** @param {string | undefined} word @returns {word is string} */ (word) => !!word);
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
    /** @type {string[]} */
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

describe('the pnpm that nx runs project scripts with', () => {
  const pinned = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).devDependencies
    .pnpm;

  it('is the pinned one, even after nx drops the workspace node_modules from PATH', () => {
    // A PATH with only this Node on it (no global pnpm), as the scripts extend it, then filtered
    // the way nx's run-script executor filters it before `pnpm run <script>`.
    const env = toolEnv({ ...process.env, PATH: dirname(process.execPath) });
    env.PATH = env.PATH.split(delimiter)
      .filter((entry) => !entry.startsWith(join(repoRoot, 'node_modules')))
      .join(delimiter);
    const result = spawnSync('pnpm', ['--version'], {
      env,
      encoding: 'utf8',
      shell: process.platform === 'win32',
    });
    expect(result.error, 'pnpm must be found on the PATH nx gives project scripts').toBeUndefined();
    expect(result.stdout.trim()).toBe(pinned);
  });

  it('wins over a different pnpm installed globally', () => {
    const env = toolEnv({
      ...process.env,
      PATH: ['/opt/other-pnpm/bin', dirname(process.execPath)].join(delimiter),
    });
    expect(env.PATH.split(delimiter)[0]).toBe(join(repoRoot, 'scripts', 'bin'));
  });
});
