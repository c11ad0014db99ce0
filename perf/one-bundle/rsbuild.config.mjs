// The public site built as ONE application, without Module Federation: the shell's own sources
// with every remote's exposed page modules imported directly (each route still its own lazy chunk,
// as any single-page app would split it). The benchmark compares the composed site with this
// build to price the composition. Nothing here changes an app: the federation runtime the shell
// imports is swapped, through an alias, for a table of direct imports.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginDataRouterLayer } from '@school/build-config';
import { apps, remoteNames } from '@school/platform/apps';
import { pluginCompiledCatalogs } from '@school/build-config/i18n';
import { addressScript } from '@school/platform/route-table';
import { pluginStableStyledNames } from '@school/build-config/styled';
import { themeScript } from '@school/build-config/theme-script';
import { menusScript } from '@school/build-config/menus-script';
import { carouselScript } from '@school/build-config/carousel-script';
import { ISLANDS_ATTRIBUTE } from '@school/platform/early-events';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const shellDir = join(repoRoot, apps.shell.dir);

/**
 * `remote/Module` -> absolute path of the module the remote exposes, read from each remote's
 * `exposes` block (so a page added to a remote is picked up without editing this file).
 */
function exposedModules() {
  /** @type {Record<string, string>} */
  const table = {};
  for (const name of remoteNames) {
    const dir = join(repoRoot, apps[name].dir);
    const config = readFileSync(join(dir, 'rsbuild.config.ts'), 'utf8');
    const block = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
    for (const [, key, file] of block.matchAll(/['"]\.\/([\w-]+)['"]\s*:\s*['"]([^'"]+)['"]/g)) {
      if (key && file) table[`${apps[name].mfName}/${key}`] = resolve(dir, file);
    }
  }
  if (Object.keys(table).length === 0) throw new Error('no exposed module found in the remotes');
  return table;
}

const generatedDir = join(here, 'generated');
mkdirSync(generatedDir, { recursive: true });
const table = Object.entries(exposedModules())
  .map(([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`)
  .join('\n');
writeFileSync(
  join(generatedDir, 'remote-modules.mjs'),
  `// Written by perf/one-bundle/rsbuild.config.mjs at every build.\nexport const remoteModules = {\n${table}\n};\n`,
);

export default defineConfig({
  root: shellDir,
  // The apps' message compilation too (catalogs and defaultMessages to ASTs, no ICU parser in
  // the browser), so the comparison prices the composition and nothing else.
  // The same layer for the back office's data router as the shell's (its engine stays out of the
  // public pages' first load in this build too).
  // The shell's and remotes' class names too (each component named from its file), so the one
  // bundle hydrates the prerendered pages it is served with (serve.mjs) as the composed site does.
  plugins: [
    pluginReact(),
    pluginCompiledCatalogs(),
    pluginDataRouterLayer(),
    pluginStableStyledNames(),
  ],
  // No asynchronous boundary: nothing to negotiate before React starts.
  source: { entry: { index: './src/bootstrap.tsx' } },
  resolve: {
    alias: { '@module-federation/enhanced/runtime': join(here, 'federation-runtime.mjs') },
  },
  html: {
    template: './src/index.html',
    // The shell's template, with the same address reader (language and direction before the
    // first paint), theme and menus controllers. Its remote preload finds no remote in this build's runtime map: every page
    // module is a chunk of this one application.
    templateParameters: {
      readAddress: addressScript(),
      themeScript,
      menusScript,
      carouselScript,
      islandsAttribute: ISLANDS_ATTRIBUTE,
    },
  },
  output: { distPath: { root: join(here, 'dist') }, cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: {
    // The router's vendor chunk, loaded by every page, holds the default layer's react-router
    // only: without this it also took the data-router layer's copy (11 KB gzip more on every
    // page), which the shell's build keeps in the back office's own chunk.
    rspack(config) {
      const groups = config.optimization?.splitChunks
        ? /** @type {any} */ (config.optimization.splitChunks).cacheGroups
        : undefined;
      for (const [name, group] of Object.entries(groups ?? {})) {
        if (/router/.test(name) && group && typeof group === 'object') {
          group.layer = (/** @type {string | undefined} */ layer) => !layer;
        }
      }
    },
  },
});
