// What the federation client files (this folder) read from the page and from the build.
import type {
  attachShareScopeMap,
  bundlerRuntime,
} from '@module-federation/webpack-bundler-runtime';

declare global {
  /** Defined at build (federation-runtime.mjs): the bundler runtime's version the app built with. */
  const SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION: string;
  /** The shell's bundler runtime, published for the remotes (provide-bundler-runtime.js). */
  var __schoolFederationBundlerRuntime:
    | {
        version: string;
        bundlerRuntime: typeof bundlerRuntime;
        attachShareScopeMap: typeof attachShareScopeMap;
      }
    | undefined;
}

export {};
