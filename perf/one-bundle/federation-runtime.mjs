// Stands in for `@module-federation/enhanced/runtime` in the one-bundle build: the shell's remote
// loader keeps working unchanged, but `remote/Module` becomes a direct dynamic import.
import { remoteModules } from './generated/remote-modules.mjs';

export function registerRemotes() {}

/** Runtime plugins (the shell's retry of a failed remote) have nothing to act on in one bundle. */
export function registerPlugins() {}

/** @param {string} id */
export function loadRemote(id) {
  const load = remoteModules[/** @type {keyof typeof remoteModules} */ (id)];
  if (!load)
    return Promise.reject(new Error(`"${id}" is not a page module of the one-bundle build`));
  return load();
}
