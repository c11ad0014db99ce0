import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { federationDefaults, portOf, runtimeConfigFromEnv } from '@school/build-config';
import { pluginStableStats } from '@school/build-config/stable-stats';
import { adminRemote, publicRemoteRoutes } from './src/app/route-table';

const RUNTIME_CONFIG = '/runtime-config.json';

/** Path -> remote name, for the HTML's early preload of the current route's remote. */
function routeRemotes() {
  const name = (id: string) => id.split('/')[0];
  return {
    admin: name(adminRemote),
    paths: Object.fromEntries(publicRemoteRoutes.map(({ path, remote }) => [path, name(remote)])),
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
    pluginRuntimeConfig(),
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
