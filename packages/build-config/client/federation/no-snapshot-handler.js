// Browser code, in the shell's production build only (see ../../federation-runtime.mjs): what
// @module-federation/runtime-core's `plugins/snapshot/SnapshotHandler.js` becomes in a runtime built
// without manifest handling (`experiments.optimization.disableSnapshot`).
//
// That option drops the snapshot plugin, but runtime-core still constructs a SnapshotHandler for
// every runtime that loads remotes, and with it the manifest fetching, the snapshot built from a
// manifest and the errors about both. The shell registers every remote by its remoteEntry.js
// (shell/src/lib/remotes.ts), so no manifest is ever read and no snapshot ever exists. What the
// runtime still touches on this object: `hooks` (each registered plugin is applied to every hook
// group; this one has no hooks), `manifestCache` (emptied when a remote is registered again) and
// `getGlobalRemoteInfo` (a remote registered again: with no snapshot, there is no host snapshot to
// clean). Anything else would need a manifest, and says so.

const noManifest =
  'this federation runtime is built without manifest handling (disableSnapshot): register remotes by their remoteEntry.js';

/** A hook group with no hooks: plugins are recorded, none of their handlers has a hook here. */
class NoHooks {
  constructor() {
    /** @type {Record<string, never>} */
    this.lifecycle = {};
    /** @type {Record<string, { name: string }>} */
    this.registerPlugins = {};
  }

  /** @param {{ name: string }} plugin */
  applyPlugin(plugin) {
    if (plugin && plugin.name) this.registerPlugins[plugin.name] = plugin;
  }

  /** @param {string} name */
  removePlugin(name) {
    delete this.registerPlugins[name];
  }
}

/** No snapshot is ever recorded without manifests: nothing for the host to forget either. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}

export class SnapshotHandler {
  /** @param {unknown} host the federation instance */
  constructor(host) {
    this.HostInstance = host;
    this.hooks = new NoHooks();
    /** @type {Map<string, unknown>} */
    this.manifestCache = new Map();
    this.loadingHostSnapshot = null;
  }

  getGlobalRemoteInfo() {
    return getGlobalRemoteInfo();
  }

  /** @returns {Promise<never>} */
  async loadRemoteSnapshotInfo() {
    throw new Error(noManifest);
  }

  /** @returns {Promise<never>} */
  async getManifestJson() {
    throw new Error(noManifest);
  }
}
