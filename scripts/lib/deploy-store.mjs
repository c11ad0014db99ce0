// The versions store: what a static host or CDN bucket holds for this site.
//
//   <store>/<app>/<version>/        one build (browser files at the top, Node build in server/),
//                                   named by the hash of its content: never written again
//   <store>/<app>/<version>.json    when, from which commit and how it was made (written once)
//   <store>/journal.jsonl           append-only log of pointer moves (history for deploy:status)
//   runtime map (RUNTIME_CONFIG_FILE, default <store>/runtime-config.json): the one mutable file
//
// A remote's version is live when the runtime map points at `…/v/<version>/mf-manifest.json`;
// the shell's when the map's `shellVersion` names it. Deploying and rolling back rewrite that
// map in one rename, so a reader sees the old map or the new one, never a mix.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  appendFile,
  cp,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { appNames, apps, isAppName } from '@school/platform/apps';
import { repoRoot } from './repo-root.mjs';

/** @import { AppName } from '@school/platform/apps' */

/**
 * The runtime map as deployed: the map the shell reads, and which version of the shell is live.
 * @typedef {import('@school/platform/runtime-config').RuntimeConfig & { shellVersion?: string }} DeployedMap
 */

/**
 * What the store keeps beside a version (`<version>.json`).
 * @typedef {{ app: string; version: string; builtAt: string; commit: string; source: string }} VersionMeta
 */

/**
 * One line of the journal: a pointer move (`from` null on a first start), or a candidate stored
 * and verified without moving the pointer (`to` null, `version` the candidate).
 * @typedef {{ at: string; app: string; action: 'start' | 'deploy' | 'rollback' | 'candidate';
 *   from: string | null; to: string | null; version?: string }} JournalEvent
 */

/** A version id: the first 12 hex digits of the build's content hash. */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;

/** How many versions of each app stay served (the live one always among them). */
export const DEFAULT_KEEP = 5;

/** @param {NodeJS.ProcessEnv} [env] */
export function storeDirOf(env = process.env) {
  return env.DEPLOY_DIR ?? join(repoRoot, '.deploy');
}

/** @param {NodeJS.ProcessEnv} [env] */
export function configFileOf(env = process.env) {
  return env.RUNTIME_CONFIG_FILE ?? join(storeDirOf(env), 'runtime-config.json');
}

/** @param {NodeJS.ProcessEnv} [env] */
export function keepOf(env = process.env) {
  const keep = env.DEPLOY_KEEP ? Number(env.DEPLOY_KEEP) : DEFAULT_KEEP;
  if (!Number.isInteger(keep) || keep < 2) throw new Error('DEPLOY_KEEP must be an integer >= 2');
  return keep;
}

/** @param {string} store @param {string} app @param {string} version */
export function versionDir(store, app, version) {
  if (!VERSION_PATTERN.test(version)) throw new Error(`not a version id: "${version}"`);
  return join(store, app, version);
}

/**
 * The app name (`blog-news`) of a federation name (`blog_news`) or of an app name.
 * @param {string} name
 * @returns {AppName}
 */
export function appOf(name) {
  if (isAppName(name)) return name;
  const found = appNames.find((app) => apps[app].mfName === name);
  if (!found) throw new Error(`unknown app "${name}" (one of: ${appNames.join(', ')})`);
  return found;
}

/**
 * The version a runtime-map entry points at (`…/v/<version>/mf-manifest.json`), or undefined
 * for any other address (a hand-edited map, a test server).
 * @param {string | undefined} entry
 */
export function versionOfEntry(entry) {
  const match = /\/v\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '');
  const version = match?.[1];
  return version && VERSION_PATTERN.test(version) ? version : undefined;
}

/**
 * The address of another version of the same remote, on the same origin and under the same
 * folder as `entry`: only the version segment changes, so a pointer can never leave the host
 * that serves the remote's versions. `entry` may be a versioned or a plain manifest address.
 * @param {string} entry @param {string} version
 */
export function versionedEntry(entry, version) {
  if (!VERSION_PATTERN.test(version)) throw new Error(`not a version id: "${version}"`);
  const url = new URL(entry);
  const folder = url.pathname.replace(/(?:v\/[^/]+\/)?mf-manifest\.json$/, '');
  url.pathname = `${folder}v/${version}/mf-manifest.json`;
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * Every file under `dir`, as sorted relative paths with forward slashes.
 * @param {string} dir
 */
export async function filesOf(dir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} folder */
  const walk = async (folder) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  await walk(dir);
  return out.sort();
}

/**
 * The content hash of a build folder: the same sources give the same bytes (builds are
 * reproducible), hence the same version; any change gives another. The shell's
 * runtime-config.json is left out: it is a default written at build, never served (the
 * server answers the live map).
 * @param {string} dir
 */
export async function versionOfBuild(dir) {
  const hash = createHash('sha256');
  for (const file of await filesOf(dir)) {
    if (file === 'runtime-config.json') continue;
    hash.update(`${file}\0`);
    hash.update(await readFile(join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** The git commit of the checkout, marked `-dirty` when it has uncommitted changes. */
async function gitCommit() {
  const { spawnSync } = await import('node:child_process');
  const head = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (head.status !== 0) return 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? '-dirty' : ''}`;
}

/**
 * Copies a build into the store under its content hash (into a temporary folder first, renamed
 * into place: a version folder is complete or absent). An existing version is left as it is.
 * @param {{ store: string; app: string; buildDir: string; source: string }} options
 * @returns {Promise<{ version: string; created: boolean }>}
 */
export async function importBuild({ store, app, buildDir, source }) {
  if (!existsSync(join(buildDir, 'index.html'))) throw new Error(`${buildDir} holds no build`);
  const version = await versionOfBuild(buildDir);
  const target = versionDir(store, app, version);
  if (existsSync(target)) return { version, created: false };
  const temp = `${target}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await mkdir(join(store, app), { recursive: true });
  await cp(buildDir, temp, {
    recursive: true,
    filter: (path) => !path.endsWith(`${sep}runtime-config.json`),
  });
  const meta = {
    app,
    version,
    builtAt: new Date().toISOString(),
    commit: await gitCommit(),
    source,
  };
  await writeFile(`${target}.json`, `${JSON.stringify(meta, null, 2)}\n`);
  await rename(temp, target);
  return { version, created: true };
}

/**
 * @param {string} store @param {string} app @param {string} version
 * @returns {Promise<VersionMeta>}
 */
export async function versionMeta(store, app, version) {
  try {
    return JSON.parse(await readFile(`${versionDir(store, app, version)}.json`, 'utf8'));
  } catch {
    return { app, version, builtAt: 'unknown', commit: 'unknown', source: 'unknown' };
  }
}

/**
 * The versions of an app in the store, newest first (by when they were stored).
 * @param {string} store @param {string} app
 */
export async function listVersions(store, app) {
  const names = await readdir(join(store, app)).catch(() => []);
  const versions = [];
  for (const name of names) {
    if (!VERSION_PATTERN.test(name)) continue;
    const info = await stat(join(store, app, name)).catch(() => null);
    if (!info?.isDirectory()) continue;
    versions.push({ ...(await versionMeta(store, app, name)), version: name });
  }
  return versions.sort((a, b) => String(b.builtAt).localeCompare(String(a.builtAt)));
}

/** @param {string} file @returns {Promise<DeployedMap>} */
export async function readRuntimeConfig(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * Replaces the runtime map in one step: written beside it, then renamed over it (a rename within
 * a folder is atomic), so the servers and the prerenderer read the old map or the new one.
 * @param {string} file @param {unknown} config
 */
export async function writeRuntimeConfig(file, config) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`);
  await rename(temp, file);
}

/**
 * The live version of an app according to a runtime map.
 * @param {Partial<DeployedMap> | null | undefined} config @param {AppName} app
 */
export function liveVersionOf(config, app) {
  if (app === 'shell') {
    return typeof config?.shellVersion === 'string' && VERSION_PATTERN.test(config.shellVersion)
      ? config.shellVersion
      : undefined;
  }
  return versionOfEntry(config?.remotes?.[apps[app].mfName]);
}

/**
 * The runtime map with one app pointing at `version` (a copy: the caller writes it).
 * @param {DeployedMap} config @param {AppName} app @param {string} version
 * @returns {DeployedMap}
 */
export function withLiveVersion(config, app, version) {
  if (app === 'shell') return { ...config, shellVersion: version };
  const name = apps[app].mfName;
  const entry = config.remotes?.[name];
  if (!entry) throw new Error(`the runtime map has no entry for ${name}`);
  return { ...config, remotes: { ...config.remotes, [name]: versionedEntry(entry, version) } };
}

/**
 * The shell build the live pages come from: its live version, or shell/dist before any.
 * @param {Partial<DeployedMap> | null | undefined} config @param {string} store
 */
export function shellDirFor(config, store) {
  const version = liveVersionOf(config, 'shell');
  const dir = version ? join(store, 'shell', version) : undefined;
  return dir && existsSync(join(dir, 'index.html')) ? dir : join(repoRoot, apps.shell.dir, 'dist');
}

/** @param {string} store @param {Omit<JournalEvent, 'at'>} event */
export async function appendJournal(store, event) {
  await mkdir(store, { recursive: true });
  await appendFile(
    join(store, 'journal.jsonl'),
    `${JSON.stringify({ at: new Date().toISOString(), ...event })}\n`,
  );
}

/** @param {string} store @returns {Promise<JournalEvent[]>} */
export async function readJournal(store) {
  const text = await readFile(join(store, 'journal.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * Removes the versions beyond the newest `keep` of an app, never the live one nor `protect`
 * (the version just replaced: the one a rollback goes back to).
 * @param {{ store: string; app: string; keep: number; protect: Array<string | undefined> }} options
 * @returns {Promise<string[]>} the versions removed
 */
export async function prune({ store, app, keep, protect }) {
  const versions = await listVersions(store, app);
  /** @type {string[]} */
  const removed = [];
  let kept = 0;
  for (const { version } of versions) {
    if (protect.includes(version) || kept < keep) {
      kept += 1;
      continue;
    }
    await rm(versionDir(store, app, version), { recursive: true, force: true });
    await rm(`${versionDir(store, app, version)}.json`, { force: true });
    removed.push(version);
  }
  return removed;
}

/**
 * One deploy or rollback at a time per store: the map is read, changed and written back, and two
 * writers at once would lose one's change. A lock folder (mkdir is atomic) names its owner; a
 * lock whose process is gone is taken over.
 * @template T @param {string} store @param {() => Promise<T>} action @returns {Promise<T>}
 */
export async function withStoreLock(store, action) {
  await mkdir(store, { recursive: true });
  const lock = join(store, '.lock');
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const owner = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => '0'));
      let alive = false;
      try {
        if (owner) process.kill(owner, 0);
        // No pid yet: its owner is between mkdir and writing it (or died there long ago).
        alive = owner > 0 || Date.now() - (await stat(lock)).mtimeMs < 10_000;
      } catch {
        alive = false;
      }
      if (!alive) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      console.log(`waiting for another deploy (process ${owner}) to finish…`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await action();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * The runtime map the servers start with. Addresses, Supabase and time limits come from the
 * environment (as before); which version of each app is live comes from the previous map, so a
 * restart keeps what was deployed or rolled back. Each app's dist/ is stored as a version too
 * (content-addressed: the same build is the same version), and becomes live when the app has no
 * live version yet (a fresh clone's first start) or when it is a build the store has never seen
 * live (the checkout was changed and `npm start` rebuilt it). A build that was live once and was
 * then rolled back does not come back by restarting.
 * @param {{ store: string; configFile: string; env?: NodeJS.ProcessEnv; log?: (line: string) => void }} options
 */
export async function prepareRuntimeConfig({ store, configFile, env = process.env, log }) {
  const { runtimeConfigFromEnv } = await import('@school/platform/runtime-config');
  const previous = await readRuntimeConfig(configFile).catch(() => null);
  const journal = await readJournal(store);
  /** @type {DeployedMap} */
  let config = runtimeConfigFromEnv(env);
  const keep = keepOf(env);
  for (const app of appNames) {
    const def = apps[app];
    const before = liveVersionOf(previous, app);
    let live = before && existsSync(versionDir(store, app, before)) ? before : undefined;
    const dist = join(repoRoot, def.dir, 'dist');
    if (existsSync(join(dist, 'index.html'))) {
      const { version } = await importBuild({
        store,
        app,
        buildDir: dist,
        source: `${def.dir}/dist (npm start)`,
      });
      const seen = journal.some((event) => event.app === app && event.to === version);
      if (!live || !seen) {
        if (!seen) {
          await appendJournal(store, { app, action: 'start', from: live ?? null, to: version });
          log?.(`${app}: ${version} (built from ${def.dir}/dist) is live`);
        }
        live = version;
      }
    }
    if (!live) throw new Error(`${def.dir}/dist is missing and nothing is deployed: build first`);
    config = withLiveVersion(config, app, live);
    await prune({ store, app, keep, protect: [live, before] });
  }
  await mkdir(dirname(configFile), { recursive: true });
  await writeRuntimeConfig(configFile, config);
  return config;
}
