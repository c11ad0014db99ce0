// Module Federation writes mf-stats.json with some lists in the order modules happened to finish
// compiling; sorting them makes two builds of the same sources byte-identical.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function sortStringLists(value) {
  if (Array.isArray(value)) {
    const items = value.map(sortStringLists);
    return items.every((item) => typeof item === 'string') ? [...items].sort() : items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, sortStringLists(item)]),
    );
  }
  return value;
}

/** @returns {import('@rsbuild/core').RsbuildPlugin} */
export function pluginStableStats() {
  return {
    name: 'school:stable-stats',
    setup(api) {
      // Every environment's output: the browser build's and the server build's (dist/server).
      api.onAfterBuild(async ({ environments }) => {
        const folders = new Set(Object.values(environments).map((env) => env.distPath));
        for (const folder of folders) {
          const file = join(folder, 'mf-stats.json');
          try {
            const stats = JSON.parse(await readFile(file, 'utf8'));
            await writeFile(file, JSON.stringify(sortStringLists(stats)));
          } catch (error) {
            if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT'))
              throw error;
          }
        }
      });
    },
  };
}
