// The six apps of the platform: their Module Federation names, folders and local ports. Plain
// data with no Node dependency; what reads the environment takes it as an argument.

/** @typedef {Record<string, string | undefined>} Env */

/** @typedef {{ mfName: string; portEnv: string; defaultPort: number; dir: string }} AppDefinition */

export const apps = /** @satisfies {Record<string, AppDefinition>} */ ({
  shell: { mfName: 'shell', portEnv: 'PORT_SHELL', defaultPort: 3000, dir: 'shell' },
  home: { mfName: 'home', portEnv: 'PORT_HOME', defaultPort: 3001, dir: 'remotes/home' },
  'about-direction': {
    mfName: 'about_direction',
    portEnv: 'PORT_ABOUT_DIRECTION',
    defaultPort: 3002,
    dir: 'remotes/about-direction',
  },
  'blog-news': {
    mfName: 'blog_news',
    portEnv: 'PORT_BLOG_NEWS',
    defaultPort: 3003,
    dir: 'remotes/blog-news',
  },
  contact: {
    mfName: 'contact',
    portEnv: 'PORT_CONTACT',
    defaultPort: 3004,
    dir: 'remotes/contact',
  },
  admin: { mfName: 'admin', portEnv: 'PORT_ADMIN', defaultPort: 3005, dir: 'remotes/admin' },
});

/** @typedef {keyof typeof apps} AppName */

/** The remotes, in the order the tools list them. */
export const remoteNames = /** @type {const} */ ([
  'home',
  'about-direction',
  'blog-news',
  'contact',
  'admin',
]);

/** @typedef {(typeof remoteNames)[number]} RemoteName */

/** Every app, the shell first (the order of `apps`). */
export const appNames = /** @type {const} */ (['shell', ...remoteNames]);

/**
 * @param {string} name
 * @returns {name is AppName}
 */
export function isAppName(name) {
  return Object.hasOwn(apps, name);
}

export const supabasePortEnv = 'PORT_SUPABASE';
export const supabaseDefaultPort = 54321;

/**
 * @param {string} variable @param {string | undefined} raw @param {number} fallback
 * @returns {number}
 */
function portFrom(variable, raw, fallback) {
  const port = raw ? Number(raw) : fallback;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${variable} must be a TCP port number, got "${raw}"`);
  }
  return port;
}

/**
 * The local port of an app: its fixed default, or the environment's `PORT_…`.
 * @param {AppName} app @param {Env} env the environment (`process.env` in Node)
 */
export function portOf(app, env) {
  const def = apps[app];
  return portFrom(def.portEnv, env[def.portEnv], def.defaultPort);
}

/**
 * The local Supabase-compatible stack's port.
 * @param {Env} env the environment (`process.env` in Node)
 */
export function supabasePort(env) {
  return portFrom(supabasePortEnv, env[supabasePortEnv], supabaseDefaultPort);
}
