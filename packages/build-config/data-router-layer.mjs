// The back office's data router in a bundler layer of its own (shell/src/app/data-router.ts).

/** The module that creates the back office's data router (see shell/src/app/data-router.ts). */
export const dataRouterModule = /[\\/]shell[\\/]src[\\/]app[\\/]data-router\.ts$/;

/**
 * Puts shell/src/app/data-router.ts, and the react-router it imports, in a bundler layer of their
 * own: a module in another layer is another module, tree-shaken on its own. That copy of
 * react-router keeps only `createBrowserRouter` (the data router's engine) and loads with the back
 * office, while the shared react-router-dom every page loads keeps `routerExports`, without it.
 * Shared singletons (react) are still consumed from the share scope inside the layer.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginDataRouterLayer() {
  return {
    name: 'school:data-router-layer',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({ test: dataRouterModule, layer: 'data-router' });
      });
    },
  };
}
