// The Rsbuild configuration every remote shares: a Module Federation container that exposes
// route components, loads with a relative public path, and can be served from any origin.
import { join } from 'node:path';
import { apps, portOf } from '@school/platform/apps';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { serverAssetPrefix } from '@school/platform/server-render';
import { pluginsOfEveryApp } from './app-plugins.mjs';
import { devServerOptions, isDevServer } from './dev-server.mjs';
import { pluginRemoteFederationRuntime } from './federation-runtime.mjs';
import { federationDefaults } from './shared.mjs';
import { generateExposedTypes, typesFolder } from './mf-types.mjs';

/**
 * Publishes the declarations of the exposed modules with the browser build
 * (`dist/@mf-types/<Expose>.d.ts`, see mf-types.mjs): the shell type-checks against them, and a
 * deployed version carries the types it was built with. Production builds only; a module whose
 * declaration cannot be emitted fails the build with TypeScript's message.
 * @param {{ exposes: Record<string, string> }} options
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginExposedTypes({ exposes }) {
  return {
    name: 'school:exposed-types',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        const web = environments.web;
        if (!web) return;
        generateExposedTypes({
          root: api.context.rootPath,
          exposes,
          outDir: join(web.distPath, typesFolder),
        });
      });
    },
  };
}

/**
 * @param {object} options
 * @param {import('@school/platform/apps').RemoteName} options.app
 * @param {Record<string, string>} options.exposes
 * @param {string} options.title
 * @param {boolean} [options.server] Also build the exposed modules for Node (`dist/server`), for
 *   the prerenderer.
 * @returns {import('@rsbuild/core').RsbuildConfig}
 */
export function defineRemoteConfig({ app, exposes, title, server: withServer = false }) {
  const { mfName } = apps[app];
  // The dev server never prerenders: its Node build would only double every rebuild.
  const server = withServer && !isDevServer();
  const root = process.env.BUILD_OUT_DIR ?? 'dist';
  return {
    plugins: [
      // The shell provides the bundler runtime as it provides runtime-core (externalRuntime).
      ...pluginsOfEveryApp(pluginRemoteFederationRuntime(), pluginExposedTypes({ exposes })),
      pluginModuleFederation(
        {
          name: mfName,
          filename: 'remoteEntry.js',
          exposes,
          // The singletons the shell provides are taken from it, not bundled (see shared.mjs).
          ...federationDefaults({ remote: true }),
          experiments: {
            // The shell provides the federation runtime: one copy on the page, not one per remote.
            externalRuntime: true,
            // What stays in remoteEntry.js is the bundler's side of the runtime: a remote loads
            // no other remote (the shell does, through the runtime), and runs in browsers only, so
            // the remote-module handler and the Node script loading stay out. Not in dev (the
            // shell's dev runtime keeps its full form too).
            ...(isDevServer()
              ? {}
              : {
                  optimization: {
                    target: /** @type {const} */ ('web'),
                    disableSnapshot: true,
                    disableRemote: true,
                  },
                }),
          },
        },
        { environment: 'web' },
      ),
      ...(server
        ? [
            pluginModuleFederation(
              {
                name: mfName,
                filename: 'remoteEntry.js',
                exposes,
                ...federationDefaults({ server: true }),
              },
              { target: 'node', environment: 'node' },
            ),
          ]
        : []),
    ],
    environments: {
      web: {},
      ...(server
        ? {
            node: {
              source: { entry: { index: './src/index.ts' } },
              output: {
                target: 'node',
                distPath: { root: `${root}/server` },
                // Asset addresses are the browser build's, which only the deployment knows: the
                // prerenderer replaces this marker with the remote's public address.
                assetPrefix: serverAssetPrefix(app),
                // This build is served over HTTP (the prerenderer loads it from the remote's
                // address), and the bundler's module comments name each shared library's
                // fallback by its absolute path on the build machine. Minified without
                // compression or renaming: the comments go, the code and every name stay as they
                // are, so a stack from the prerenderer still names the function that threw.
                minify: {
                  js: true,
                  css: false,
                  jsOptions: {
                    minimizerOptions: {
                      compress: false,
                      mangle: false,
                      format: { comments: false },
                    },
                  },
                },
              },
            },
          }
        : {}),
    },
    source: {
      entry: { index: './src/index.ts' },
    },
    html: { title },
    server: {
      port: portOf(app, process.env),
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    dev: { assetPrefix: 'auto', ...devServerOptions(app) },
    output: {
      // NO_MINIFY=1: readable component names in production stacks (finding hydration errors).
      minify: process.env.NO_MINIFY ? false : undefined,
      assetPrefix: 'auto',
      distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}
