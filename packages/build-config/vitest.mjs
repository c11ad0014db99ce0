// Vitest reporters shared by every project: the usual console output plus a JSON file that
// `npm test` adds up into one closing summary.
import { join } from 'node:path';

const reportsDir = join(import.meta.dirname, '..', '..', '.reports', 'vitest');

/** @param {string} project a file-name-safe project name */
export function testReporters(project) {
  return ['default', ['json', { outputFile: join(reportsDir, `${project}.json`) }]];
}
