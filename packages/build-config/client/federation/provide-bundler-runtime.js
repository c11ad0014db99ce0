// Browser code: a federation runtime plugin of the shell (see ../../federation-runtime.mjs). It
// publishes the shell's copy of @module-federation/webpack-bundler-runtime for the remotes, as
// `provideExternalRuntime` publishes runtime-core.
//
// Every container carries the bundler runtime: the functions that consume and provide shared
// modules, initialize the share scope and start the container, about 3 KB gzip of each
// remoteEntry.js. They take everything they work on as arguments (the container's
// `__webpack_require__` and its federation data), so one copy serves every container of the page.
// The remotes' builds take it from here (bundler-runtime-from-shell.js) instead of bundling it.
// The shell itself exposes nothing, so its own build leaves `initContainerEntry` out
// (FEDERATION_HAS_EXPOSES): it is imported here by its file, for the remotes.
/* global SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION */
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/** @returns {{ name: string }} the runtime plugin (it has no hooks: publishing is its job) */
export default function provideBundlerRuntime() {
  globalThis.__schoolFederationBundlerRuntime = {
    version: SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap,
  };
  return { name: 'school:provide-bundler-runtime' };
}
