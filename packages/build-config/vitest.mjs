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
 * The vitest configuration of a browser app (shell or remote): jsdom, globals, the app's
 * `src/test-setup.ts`, and the shared reporters.
 * @param {string} project
 * @returns {{ test: import('vitest/node').InlineConfig }}
 */
export function defineAppTestConfig(project) {
  return {
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test-setup.ts'],
      reporters: testReporters(project),
      // The first test of a file pays for loading the app's modules and catalogs; on a busy
      // two-core machine that alone can pass vitest's default 5 s.
      testTimeout: 20_000,
    },
  };
}
