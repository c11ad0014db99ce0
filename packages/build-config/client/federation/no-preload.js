// Browser code, in the shell's production build only (see ../../federation-runtime.mjs): what
// @module-federation/runtime-core's `utils/preload.js` becomes in a runtime built without manifest
// handling. Its functions serve `preloadRemote` and the snapshot plugin, which list a remote's
// assets from its manifest; without manifests there is nothing to list. The page preloads the
// current route's remoteEntry.js from its HTML instead (shell/src/index.html), and the shell
// never calls `preloadRemote`: a call says why it cannot work here.

/** @returns {never} */
function notBuiltIn() {
  throw new Error(
    'preloadRemote is not built into this federation runtime (no manifests): the page preloads the remoteEntry.js of its route from its HTML',
  );
}

export const defaultPreloadArgs = notBuiltIn;
export const formatPreloadArgs = notBuiltIn;
export const normalizePreloadExposes = notBuiltIn;

/** @returns {Promise<never>} */
export async function preloadAssets() {
  return notBuiltIn();
}
