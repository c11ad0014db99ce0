// The Rsbuild plugins the shell and every remote build with, in one order, so that the server
// build and the browser build of any app name and load modules alike.
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginEsmFederationRuntime } from './esm-federation-runtime.mjs';
import { pluginCompiledCatalogs } from './i18n.mjs';
import { pluginFederatedReactRefresh } from './react-refresh.mjs';
import { pluginReactRouterProduction } from './react-router-production.mjs';
import { pluginServerOnlyCookies } from './server-only.mjs';
import { pluginStableStats } from './stable-stats.mjs';
import { pluginStableStyledNames } from './styled.mjs';

/**
 * @param {import('@rsbuild/core').RsbuildPlugin} federationRuntime The app's side of the one
 *   bundler runtime of a page: the shell provides it, each remote takes the shell's.
 * @param {import('@rsbuild/core').RsbuildPlugin[]} own The app's own plugins.
 * @returns {import('@rsbuild/core').RsbuildPlugin[]} Module Federation's plugin comes after them.
 */
export function pluginsOfEveryApp(federationRuntime, ...own) {
  return [
    pluginReact(),
    pluginFederatedReactRefresh(),
    // Class names from each component's file, not from a counter: the server build and the
    // browser build must name every styled component alike for hydration.
    pluginStableStyledNames(),
    pluginStableStats(),
    pluginCompiledCatalogs(),
    pluginEsmFederationRuntime(),
    federationRuntime,
    ...own,
    pluginServerOnlyCookies(),
    pluginReactRouterProduction(),
  ];
}
