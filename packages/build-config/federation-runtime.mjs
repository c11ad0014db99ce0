// What the federation runtime costs every page, cut where the platform does not use it: the
// shell's runtime without manifest handling, and one bundler runtime for every container.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const client = join(dirname(fileURLToPath(import.meta.url)), 'client', 'federation');

/** The files that stand in for the federation runtime's own, by their job. */
export const federationClientFiles = {
  noSnapshotHandler: join(client, 'no-snapshot-handler.js'),
  noPreload: join(client, 'no-preload.js'),
  noErrorDescriptions: join(client, 'no-error-descriptions.js'),
  noStaticRemotes: join(client, 'no-static-remotes.js'),
  plainSemver: join(client, 'plain-semver.js'),
  consoleLogger: join(client, 'console-logger.js'),
  noErrorContext: join(client, 'no-error-context.js'),
  provideBundlerRuntime: join(client, 'provide-bundler-runtime.js'),
  bundlerRuntimeFromShell: join(client, 'bundler-runtime-from-shell.js'),
};

/** A file of @module-federation/runtime-core's build, whatever the install layout. */
const runtimeCoreFile = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]/;
/** runtime-core's manifest handling and the preloading it feeds (see client/federation). */
const snapshotHandlerRequest = /(?:^|[\\/])plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;
const preloadRequest = /(?:^|[\\/])utils[\\/]preload\.js$/;
/** runtime-core's range reader (share.js imports `./semver/index.js`, index.js `./utils/…`). */
const semverRequest = /^\.[\\/](?:utils[\\/])?semver[\\/]index\.js$/;
/** The bundler runtime's entry, CommonJS or ESM (pluginEsmFederationRuntime swaps the first). */
const bundlerRuntimeEntry =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * One module of a federation package, replaced with `file` where one of that package's own files
 * (`issuer` matches) imports it (`request` matches): a module of ours named the same is left alone.
 * @param {RegExp} issuer @param {RegExp} request @param {string} file
 * @returns {(request: string, issuer: string | undefined) => string | undefined}
 */
function replacing(issuer, request, file) {
  return (asked, by) => (by && issuer.test(by) && request.test(asked) ? file : undefined);
}

const snapshotHandlerReplacement = replacing(
  runtimeCoreFile,
  snapshotHandlerRequest,
  federationClientFiles.noSnapshotHandler,
);
const preloadReplacement = replacing(
  runtimeCoreFile,
  preloadRequest,
  federationClientFiles.noPreload,
);

/**
 * Which of runtime-core's own files a request from one of its files is replaced with, if any.
 * @param {string} request @param {string | undefined} issuer
 * @returns {string | undefined}
 */
export function manifestlessReplacement(request, issuer) {
  return snapshotHandlerReplacement(request, issuer) ?? preloadReplacement(request, issuer);
}

/**
 * runtime-core's semver module, from runtime-core's own files only: replaced with one that
 * reads the plain range forms every app is built with (client/federation/plain-semver.js).
 */
export const semverReplacement = replacing(
  runtimeCoreFile,
  semverRequest,
  federationClientFiles.plainSemver,
);

/** runtime-core's diagnostic context of an error (`../utils/context.js`, `./context.js`). */
const errorContextRequest = /^(?:(?:\.\.[\\/])+utils|\.)[\\/]context\.js$/;

/**
 * runtime-core's diagnostic context of its errors, from runtime-core's own files only: replaced
 * with none, which is all error-codes' browser build reads of it (client/federation/
 * no-error-context.js).
 */
export const errorContextReplacement = replacing(
  runtimeCoreFile,
  errorContextRequest,
  federationClientFiles.noErrorContext,
);

/** A file of @module-federation/webpack-bundler-runtime's build, and its static-remotes loader. */
const bundlerRuntimeFile = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]/;
const staticRemotesRequest = /^\.[\\/]remotes\.(?:c|m)?js$/;

/**
 * The bundler runtime's loader of statically imported remotes, from the bundler runtime's own
 * files only: replaced in the shell, which imports no remote statically.
 */
export const staticRemotesReplacement = replacing(
  bundlerRuntimeFile,
  staticRemotesRequest,
  federationClientFiles.noStaticRemotes,
);

/** A file of @module-federation/error-codes' build, and its descriptions module. */
const errorCodesFile = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]/;
const descriptionsRequest = /(?:^|[\\/])desc\.(?:c|m)?js$/;

/** The federation errors' English descriptions, from error-codes' own index only: replaced. */
export const errorDescriptionsReplacement = replacing(
  errorCodesFile,
  descriptionsRequest,
  federationClientFiles.noErrorDescriptions,
);

/** A file of @module-federation/sdk's build, and its logger module. */
const sdkFile = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]/;
const loggerRequest = /^\.[\\/]logger\.(?:c|m)?js$/;

/**
 * The sdk's logger, from the sdk's own index only: replaced with one that prints to the console
 * (client/federation/console-logger.js).
 */
export const loggerReplacement = replacing(
  sdkFile,
  loggerRequest,
  federationClientFiles.consoleLogger,
);

/** Every replacement of the shell's production browser build, tried in this order. */
const shellReplacements = [
  manifestlessReplacement,
  staticRemotesReplacement,
  semverReplacement,
  loggerReplacement,
  errorDescriptionsReplacement,
  errorContextReplacement,
];

/**
 * Whether a request names the bundler runtime's entry (the federation entry of every container
 * imports it by its absolute path).
 * @param {string} request
 */
export function isBundlerRuntimeEntry(request) {
  return bundlerRuntimeEntry.test(request);
}

/** The version of @module-federation/webpack-bundler-runtime the apps build with. */
export function bundlerRuntimeVersion() {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('@module-federation/webpack-bundler-runtime/package.json');
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(manifest, 'utf8'))).version;
}

/**
 * @param {import('@rsbuild/core').Rspack.Configuration} config
 * @param {typeof import('@rsbuild/core').rspack} rspack
 */
function defineVersion(config, rspack) {
  config.plugins ??= [];
  config.plugins.push(
    new rspack.DefinePlugin({
      SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION: JSON.stringify(bundlerRuntimeVersion()),
    }),
  );
}

/**
 * The shell's federation runtime, in its production browser build (the dev server keeps the whole
 * runtime, whose tooling reads manifests; the Node build is Node's runtime as published):
 * - without manifest handling: `experiments.optimization.disableSnapshot` drops the snapshot
 *   plugin, but runtime-core still builds its snapshot handler and the preloading it feeds
 *   whenever remotes are enabled; both are replaced with what the runtime still touches
 *   (client/federation/no-snapshot-handler.js, no-preload.js);
 * - without the bundler's loader of statically imported remotes: the shell names none at build
 *   time (`remotes: {}`), it registers them at run time (client/federation/no-static-remotes.js);
 * - without the English descriptions of the federation errors (client/federation/
 *   no-error-descriptions.js: each error keeps its code and the address that explains it);
 * - with a range reader for the plain forms the apps are built with (`^1.2.3`, `<=1.2.3`…)
 *   instead of runtime-core's reader of every npm form (client/federation/plain-semver.js;
 *   shared.mjs refuses any other range at build time);
 * - with a logger that prints to the console instead of the sdk's, which also serves bundlers'
 *   infrastructure loggers and debug stack traces (client/federation/console-logger.js);
 * - without the diagnostic context runtime-core builds at each error site for error-codes'
 *   reporter, whose browser build never reads it (client/federation/no-error-context.js);
 * - providing its bundler runtime to the remotes (in every build, the dev server's too: a remote
 *   served from its production build takes it from the dev shell): add
 *   `federationClientFiles.provideBundlerRuntime` to the shell's `runtimePlugins`.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginShellFederationRuntime() {
  return {
    name: 'school:shell-federation-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, isDev, environment }) => {
        if (environment.config.output.target === 'node') return;
        defineVersion(config, rspack);
        if (isDev) return;
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(/\.(?:c|m)?js$/, (resource) => {
            const issuer = resource.contextInfo?.issuer;
            for (const replace of shellReplacements) {
              const replacement = replace(resource.request, issuer);
              if (replacement) {
                resource.request = replacement;
                return;
              }
            }
          }),
        );
      });
    },
  };
}

/**
 * A remote's production browser build takes the bundler runtime from the shell
 * (client/federation/bundler-runtime-from-shell.js) instead of bundling its own, as it already
 * takes runtime-core (`experiments.externalRuntime`). Its runtime facade keeps only the two
 * functions the bundler runtime calls, so the errors' English sentences (the facade's) go too.
 * Not in the dev server (its refresh tooling reaches into the container's runtime) nor in the
 * Node build (the prerenderer has no shell providing it).
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginRemoteFederationRuntime() {
  return {
    name: 'school:remote-federation-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, isDev, environment }) => {
        if (isDev || environment.config.output.target === 'node') return;
        defineVersion(config, rspack);
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(bundlerRuntimeEntry, (resource) => {
            if (isBundlerRuntimeEntry(resource.request)) {
              resource.request = federationClientFiles.bundlerRuntimeFromShell;
            }
          }),
        );
      });
    },
  };
}
