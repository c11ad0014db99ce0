// Browser code, in the remotes' production builds only: what each remoteEntry.js gets when its
// federation entry imports @module-federation/webpack-bundler-runtime (see
// ../../federation-runtime.mjs). The shell publishes its copy (provide-bundler-runtime.js); this
// module builds the container's own federation object around it, as the package's index does:
// the container's own runtime facade (its build identity finds its own instance), its own
// share-scope holder and options, the shell's functions.
//
// A remote runs only inside the shell (its runtime-core comes from the shell already,
// `externalRuntime`), and the deploy check refuses a remote built with another federation version
// than the live shell (scripts/lib/deploy-checks.mjs, runtimeProblems). Should one still arrive,
// its entry fails here with the reason, and the shell shows that area's fallback.
/* global SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION */
import { getRemoteEntry, init } from '@module-federation/runtime';

/**
 * The container's own runtime facade: `init` finds or makes this container's instance by its build
 * identity. The bundler runtime calls only these two of it (`init`, and `getRemoteEntry` for a
 * shared fallback), so the rest of the facade stays out of remoteEntry.js.
 */
const runtime = { init, getRemoteEntry };

const provided = globalThis.__schoolFederationBundlerRuntime;
if (!provided) {
  throw new Error(
    'This remote takes the federation bundler runtime from the shell, and no shell provided it: load it through the shell',
  );
}
if (provided.version !== SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION) {
  throw new Error(
    `This remote was built with the federation bundler runtime ${SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION}, the shell provides ${provided.version}`,
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
