// The runtime map the shell reads at start-up (`/runtime-config.json`), so one build runs
// anywhere: which remote answers where, which Supabase project, how long a remote may take.
import { apps, portOf, remoteNames, supabasePort } from './apps.mjs';
import { localAnonKey } from './keys.mjs';

/**
 * @typedef {object} RuntimeConfig
 * @property {Record<string, string>} remotes Module Federation remote name -> URL of that
 *   remote's mf-manifest.json.
 * @property {{ url: string; anonKey: string }} supabase
 * @property {number} remoteTimeoutMs How long a remote may take to load before its area shows
 *   the fallback.
 * @property {boolean} [imageTransformations] Whether Storage transforms images
 *   (`/storage/v1/render/image`): the local stack does, hosted projects on a plan with image
 *   transformations do. Off: images are shown as uploaded.
 */

/** How long a remote may take to load unless the map says otherwise. */
export const defaultRemoteTimeoutMs = 8000;

/**
 * Remote name -> URL of its mf-manifest.json, on the fixed local ports.
 * @param {import('./apps.mjs').Env} env the environment (`process.env` in Node)
 * @param {string} [host]
 */
export function defaultRemoteMap(env, host = 'localhost') {
  /** @type {Record<string, string>} */
  const map = {};
  for (const name of remoteNames) {
    map[apps[name].mfName] = `http://${host}:${portOf(name, env)}/mf-manifest.json`;
  }
  return map;
}

/**
 * The runtime file from the environment: remote manifests on the fixed local ports, the Supabase
 * URL and anon key, the remote timeout.
 * @param {import('./apps.mjs').Env} env the environment (`process.env` in Node)
 * @returns {RuntimeConfig & { imageTransformations: boolean }}
 */
export function runtimeConfigFromEnv(env) {
  return {
    remotes: defaultRemoteMap(env),
    supabase: {
      url: env.SUPABASE_URL ?? `http://localhost:${supabasePort(env)}`,
      anonKey: env.SUPABASE_ANON_KEY ?? localAnonKey,
    },
    remoteTimeoutMs: env.REMOTE_TIMEOUT_MS ? Number(env.REMOTE_TIMEOUT_MS) : defaultRemoteTimeoutMs,
    // A hosted project on a plan without Storage's image transformations sets this to 0: the
    // pages then show images as uploaded.
    imageTransformations: env.SUPABASE_IMAGE_TRANSFORMATIONS !== '0',
  };
}
