// Vitest settings shared by every project: the usual console output plus a JSON file that
// `npm test` adds up into one closing summary, and one configuration for every app.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { configDefaults } from 'vitest/config';

const reportsDir = join(import.meta.dirname, '..', '..', '.reports', 'vitest');

/**
 * @param {string} project a file-name-safe project name
 * @returns {['default', ['json', { outputFile: string }]]}
 */
export function testReporters(project) {
  return ['default', ['json', { outputFile: join(reportsDir, `${project}.json`) }]];
}

/**
 * Environment of every jsdom test run. styled-components writes its rules into a <style> element
 * as text outside production, and jsdom parses that element's whole sheet again at every rule
 * added: with a few hundred rules, a screen's first render spent about a second re-parsing CSS.
 * Through the CSSOM (insertRule, as in production) each rule is parsed once. The styles are the
 * same, and getComputedStyle (visibility, accessible names) reads them the same way.
 * @type {Record<string, string>}
 */
export const jsdomTestEnv = { SC_DISABLE_SPEEDY: 'false' };

const testFile = /\.test\.(ts|tsx|mts|mjs)$/;
// A module mock (vi.mock, vi.doMock) replaces a module in the worker's module registry: only a
// file that loads its modules afresh can use one.
const mocksModules = /\bvi\.(do)?[mM]ock\(/;

/**
 * The test files under `dir` (relative to `root`) that mock a module.
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
export function filesMockingModules(root, dir = 'src') {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !testFile.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    if (mocksModules.test(readFileSync(file, 'utf8'))) found.push(relative(root, file));
  }
  return found.sort();
}

/**
 * The vitest configuration of a jsdom package (the design system, the shared package, the
 * shell, a remote): jsdom, globals, the package's `src/testing/setup.ts`, the shared reporters.
 *
 * Test files run without per-file isolation: a worker keeps its jsdom window and its loaded
 * modules (React, styled-components, the app) from one file to the next, instead of loading
 * them again for each file, most of an isolated run's CPU. The setup file undoes what a file
 * leaves (the document, timers, stubs, spies, stores: `resetBetweenFiles` of
 * @school/design-system/testing/reset and @school/shared/testing). The few files that mock a
 * module run as a second project, isolated, found by `filesMockingModules`.
 * @param {string} project a file-name-safe project name
 * @param {string} root the package's directory (the config's `import.meta.dirname`)
 * @param {import('vitest/node').InlineConfig} [extra] more settings (a longer testTimeout…)
 * @returns {{ test: import('vitest/node').InlineConfig }}
 */
export function defineJsdomTestConfig(project, root, extra = {}) {
  const isolated = filesMockingModules(root);
  /** @type {true} */
  const extendsRoot = true;
  return {
    test: {
      environment: 'jsdom',
      env: jsdomTestEnv,
      globals: true,
      setupFiles: ['./src/testing/setup.ts'],
      reporters: testReporters(project),
      ...extra,
      projects: [
        {
          extends: extendsRoot,
          test: {
            name: project,
            isolate: false,
            exclude: [...configDefaults.exclude, ...isolated],
          },
        },
        ...(isolated.length > 0
          ? [{ extends: extendsRoot, test: { name: `${project}:isolated`, include: isolated } }]
          : []),
      ],
    },
  };
}

/**
 * The vitest configuration of a browser app (shell or remote): `defineJsdomTestConfig` with
 * room for the first test of a file.
 * @param {string} project
 * @param {string} root the app's directory (the config's `import.meta.dirname`)
 * @returns {{ test: import('vitest/node').InlineConfig }}
 */
export function defineAppTestConfig(project, root) {
  // The first test of a file pays for loading the app's modules and catalogs; on a busy
  // two-core machine that alone can pass vitest's default 5 s.
  return defineJsdomTestConfig(project, root, { testTimeout: 20_000 });
}
