// What the apps' Rsbuild configs change when `rsbuild dev` loads them.
import { portOf } from '@school/platform/apps';

/**
 * Whether the config is being loaded by `rsbuild dev` (which sets NODE_ENV before it reads the
 * config). The dev servers leave out what only a production build needs.
 * @param {Record<string, string | undefined>} [env]
 */
export function isDevServer(env = process.env) {
  return env.NODE_ENV === 'development';
}

/**
 * Rsbuild's `dev` options for an app of this platform, host or remote.
 * @param {import('@school/platform/apps').AppName} app
 * @param {import('@school/platform/apps').Env} [env]
 */
export function devServerOptions(app, env = process.env) {
  return {
    // Rsbuild 2 compiles dynamic imports only when the page first asks for them; the answer is an
    // HMR update that the shell's page cannot accept before the federation runtime is up (a full
    // reload, every time), and a remote's lazy chunks would ask the shell's origin for it.
    lazyCompilation: false,
    // A remote's HMR client runs inside the shell's page, where `location` is the shell's origin:
    // it must open its WebSocket to its own dev server's port, not to the shell's.
    client: { port: portOf(app, env) },
  };
}
