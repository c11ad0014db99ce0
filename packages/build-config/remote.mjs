// The Rsbuild configuration every remote shares: a Module Federation container that exposes
// route components, loads with a relative public path, and can be served from any origin.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginCompiledCatalogs } from './i18n.mjs';
import {
  apps,
  federationDefaults,
  pluginEsmFederationRuntime,
  portOf,
  serverAssetPrefix,
} from './index.mjs';

export { serverAssetPrefix };
import { pluginStableStats } from './stable-stats.mjs';
import { pluginStableStyledNames } from './styled.mjs';

/**
 * @param {{ app: import('./index.d.mts').RemoteName; exposes: Record<string, string>; title: string }} options
 * @returns {import('@rsbuild/core').RsbuildConfig}
 */
export function defineRemoteConfig({ app, exposes, title, server = false }) {
  const { mfName } = apps[app];
  const root = process.env.BUILD_OUT_DIR ?? 'dist';
  return {
    plugins: [
      pluginReact(),
      // Class names from each component's file, not from a counter: the server build and the
      // browser build must name every styled component alike for hydration.
      pluginStableStyledNames(),
      pluginStableStats(),
      pluginCompiledCatalogs(),
      pluginEsmFederationRuntime(),
      pluginModuleFederation(
        {
          name: mfName,
          filename: 'remoteEntry.js',
          exposes,
          ...federationDefaults(),
          // The shell provides the federation runtime: one copy on the page, not one per remote.
          experiments: { externalRuntime: true },
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
      port: portOf(app),
      strictPort: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    dev: { assetPrefix: 'auto' },
    output: {
      // NO_MINIFY=1: readable component names in production stacks (finding hydration errors).
      minify: process.env.NO_MINIFY ? false : undefined,
      assetPrefix: 'auto',
      distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}
