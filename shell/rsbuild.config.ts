import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  federationDefaults,
  pluginEsmFederationRuntime,
  portOf,
  runtimeConfigFromEnv,
} from '@school/build-config';
import { pluginCompiledCatalogs } from '@school/build-config/i18n';
import { localePrefixes, routeTable } from '@school/build-config/route-table';
import { pluginStableStats } from '@school/build-config/stable-stats';

const RUNTIME_CONFIG = '/runtime-config.json';

/** The route table as index.html's early script reads it: language prefixes, then
 * [remote, public?, prefixes] per area (the same matching as routeEntryFor). */
function routeRemotes() {
  return {
    locales: localePrefixes,
    areas: routeTable.map((entry) => [entry.remote, entry.layout === 'public', entry.prefixes]),
  };
}

/**
 * The shell knows no remote at build time. The build ships a default runtime file for the local
 * ports (a deployment edits or replaces it); the dev server answers it from the environment.
 */
const pluginRuntimeConfig = (): RsbuildPlugin => ({
  name: 'school:runtime-config',
  setup(api) {
    api.onAfterBuild(async () => {
      const body = `${JSON.stringify(runtimeConfigFromEnv(), null, 2)}\n`;
      await writeFile(join(api.context.distPath, RUNTIME_CONFIG.slice(1)), body);
    });
  },
});

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginStableStats(),
    pluginCompiledCatalogs(),
    pluginRuntimeConfig(),
    pluginEsmFederationRuntime(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      ...federationDefaults(),
      // One federation runtime for the whole page, provided to every remote.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './src/index.html',
    favicon: './src/assets/favicon.svg',
    templateParameters: { routeRemotes: JSON.stringify(routeRemotes()) },
  },
  server: {
    port: portOf('shell'),
    strictPort: true,
    historyApiFallback: true,
    setup: ({ action, server }) => {
      if (action !== 'dev') return;
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== RUNTIME_CONFIG) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(runtimeConfigFromEnv()));
      });
    },
  },
  output: { distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' } },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
