// Vitest settings shared by every project: the usual console output plus a JSON file that
// `npm test` adds up into one closing summary, and one configuration for every app.
import { join } from 'node:path';

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

/**
 * The vitest configuration of a browser app (shell or remote): jsdom, globals, the app's
 * `src/testing/setup.ts`, and the shared reporters.
 * @param {string} project
 * @returns {{ test: import('vitest/node').InlineConfig }}
 */
export function defineAppTestConfig(project) {
  return {
    test: {
      environment: 'jsdom',
      env: jsdomTestEnv,
      globals: true,
      setupFiles: ['./src/testing/setup.ts'],
      reporters: testReporters(project),
      // The first test of a file pays for loading the app's modules and catalogs; on a busy
      // two-core machine that alone can pass vitest's default 5 s.
      testTimeout: 20_000,
    },
  };
}
