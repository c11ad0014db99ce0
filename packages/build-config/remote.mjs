// The Rsbuild configuration every remote shares: a Module Federation container that exposes
// route components, loads with a relative public path, and can be served from any origin.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginCompiledCatalogs } from './i18n.mjs';
import { apps, federationDefaults, pluginEsmFederationRuntime, portOf } from './index.mjs';
import { pluginStableStats } from './stable-stats.mjs';

/**
 * @param {{ app: import('./index.d.mts').RemoteName; exposes: Record<string, string>; title: string }} options
 * @returns {import('@rsbuild/core').RsbuildConfig}
 */
export function defineRemoteConfig({ app, exposes, title }) {
  const { mfName } = apps[app];
  return {
    plugins: [
      pluginReact(),
      pluginStableStats(),
      pluginCompiledCatalogs(),
      pluginEsmFederationRuntime(),
      pluginModuleFederation({
        name: mfName,
        filename: 'remoteEntry.js',
        exposes,
        ...federationDefaults(),
        // The shell provides the federation runtime: one copy on the page, not one per remote.
        experiments: { externalRuntime: true },
      }),
    ],
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
      assetPrefix: 'auto',
      distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  };
}
