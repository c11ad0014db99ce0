import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import {
  devServerOptions,
  federationClientFiles,
  federationDefaults,
  isDevServer,
  pluginDataRouterLayer,
  pluginsOfEveryApp,
  pluginShellFederationRuntime,
} from '@school/build-config';
import { portOf } from '@school/platform/apps';
import { runtimeConfigFromEnv } from '@school/platform/runtime-config';
import { addressScript } from '@school/platform/route-table';
import { themeScript } from '@school/build-config/theme-script';
import { menusScript } from '@school/build-config/menus-script';
import { carouselScript } from '@school/build-config/carousel-script';
import { ISLANDS_ATTRIBUTE } from '@school/platform/early-events';

const RUNTIME_CONFIG = '/runtime-config.json';
const dev = isDevServer();

/**
 * The shell knows no remote at build time. The build ships a default runtime file for the local
 * ports (a deployment edits or replaces it); the dev server answers it from the environment.
 */
const pluginRuntimeConfig = (): RsbuildPlugin => ({
  name: 'school:runtime-config',
  setup(api) {
    api.onAfterBuild(async ({ environments }) => {
      const { web, node } = environments;
      if (web) {
        const body = `${JSON.stringify(runtimeConfigFromEnv(process.env), null, 2)}\n`;
        await writeFile(join(web.distPath, RUNTIME_CONFIG.slice(1)), body);
      }
      // The server build is CommonJS inside a "type": "module" package.
      if (node) await writeFile(join(node.distPath, 'package.json'), '{ "type": "commonjs" }\n');
    });
  },
});

export default defineConfig({
  plugins: [
    ...pluginsOfEveryApp(
      pluginShellFederationRuntime(),
      pluginRuntimeConfig(),
      pluginDataRouterLayer(),
    ),
    pluginModuleFederation(
      {
        name: 'shell',
        remotes: {},
        ...federationDefaults(),
        // The bundler runtime too: one copy on the page, published for the remotes' containers
        // (packages/build-config/federation-runtime.mjs).
        runtimePlugins: [federationClientFiles.provideBundlerRuntime],
        experiments: {
          // One federation runtime for the whole page, provided to every remote.
          provideExternalRuntime: true,
          // The browser build only runs in browsers (no Node script loading), and registers each
          // remote by its remoteEntry.js (lib/remotes.ts), so the manifest ("snapshot") handling
          // stays out: 29.2 -> 26.0 KB gzip for the runtime every page loads first. The dev
          // server keeps it (its tooling reads manifests).
          ...(dev ? {} : { optimization: { target: 'web' as const, disableSnapshot: true } }),
        },
      },
      { environment: 'web' },
    ),
    // The prerenderer: the same shell for Node, loading each remote's server build at run time.
    // Not in the dev server, which never prerenders.
    ...(dev
      ? []
      : [
          pluginModuleFederation(
            { name: 'shell', remotes: {}, ...federationDefaults({ server: true }) },
            { target: 'node', environment: 'node' },
          ),
        ]),
  ],
  environments: {
    web: { source: { entry: { index: './src/index.ts' } } },
    ...(dev
      ? {}
      : {
          node: {
            source: { entry: { index: './src/server/entry.ts' } },
            output: {
              target: 'node',
              distPath: { root: `${process.env.BUILD_OUT_DIR ?? 'dist'}/server` },
            },
          },
        }),
  },
  html: {
    template: './src/index.html',
    // Until a page renders its own title (React puts it first); prerendered pages carry theirs.
    title: 'Complexe Scolaire Islamique de Bamako',
    favicon: './src/assets/favicon.svg',
    // index.html's first script reads the address with the route table's own reader, and starts
    // the theme's one writer (@school/platform/theme) and the header menus' (@school/platform/menus).
    templateParameters: {
      readAddress: addressScript(),
      themeScript,
      menusScript,
      carouselScript,
      islandsAttribute: ISLANDS_ATTRIBUTE,
    },
  },
  dev: devServerOptions('shell'),
  server: {
    port: portOf('shell', process.env),
    strictPort: true,
    historyApiFallback: true,
    setup: ({ action, server }) => {
      if (action !== 'dev') return;
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== RUNTIME_CONFIG) return next();
        // `npm run dev` writes the map it composed (dev servers and production builds) to
        // RUNTIME_CONFIG_FILE, read at every request as the production server reads its own;
        // a bare `rsbuild dev` answers the map of the local ports.
        const file = process.env.RUNTIME_CONFIG_FILE;
        const body = file
          ? readFile(file, 'utf8')
          : Promise.resolve(JSON.stringify(runtimeConfigFromEnv(process.env)));
        body.then(
          (json) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(json);
          },
          (error: unknown) => next(error),
        );
      });
    },
  },
  // NO_MINIFY=1: readable component names in production stacks (how hydration errors are found).
  output: {
    distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' },
    minify: process.env.NO_MINIFY ? false : undefined,
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
