// What every app of the platform must agree on at build time, for the apps' Rsbuild configs: the
// shared-singletons map (shared.mjs) and the Rsbuild plugins all of them add, one module each.
// What the apps and the Node tools also need at run time (names, ports, languages, routes, keys,
// the server build's asset marker, the Chromium the tools launch) is in @school/platform.
export { pluginsOfEveryApp } from './app-plugins.mjs';
export { pluginDataRouterLayer, dataRouterModule } from './data-router-layer.mjs';
export { devServerOptions, isDevServer } from './dev-server.mjs';
export { pluginEsmFederationRuntime } from './esm-federation-runtime.mjs';
export {
  federationClientFiles,
  pluginRemoteFederationRuntime,
  pluginShellFederationRuntime,
} from './federation-runtime.mjs';
export { pluginFederatedReactRefresh } from './react-refresh.mjs';
export {
  federationDefaults,
  intlExports,
  providedRange,
  queryExports,
  remoteProvidedEntries,
  routerExports,
  sharedDependencies,
  styledExports,
} from './shared.mjs';
