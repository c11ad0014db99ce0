// `npm run dev [-- remote …]`: the shell and the named remotes (all five when none is named) as
// Rsbuild dev servers with React Fast Refresh; every other remote served from its production
// build on its usual port, exactly as one team works on its remote against the others' releases.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { apps, portOf, remoteNames } from '@school/platform/apps';
import { runtimeConfigFromEnv } from '@school/platform/runtime-config';
import { repoRoot } from './repo-root.mjs';
import { bin, run, startChild } from './processes.mjs';
import { closeServers, createStaticServer, listen } from './static-server.mjs';

/**
 * Which remotes run in dev mode: the folder names given (`blog-news`, `remotes/blog-news/`),
 * all of them when none is.
 * @param {string[]} args
 * @returns {import('@school/platform/apps').RemoteName[]}
 */
export function devRemotesFrom(args) {
  const names = args.map((arg) => arg.replace(/\/+$/, '').replace(/^remotes\//, ''));
  const unknown = names.filter((name) => !remoteNames.includes(/** @type {never} */ (name)));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown remote ${unknown.map((n) => `"${n}"`).join(', ')}: use one or more of ${remoteNames.join(', ')}`,
    );
  }
  return names.length > 0 ? remoteNames.filter((name) => names.includes(name)) : [...remoteNames];
}

/** @param {string} dir */
const projectOf = (dir) =>
  JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')).name;

/**
 * Resolves once `url` answers 200 (a dev server answers only after its first build).
 * @param {string} url @param {() => boolean} isAlive
 */
async function waitForOk(url, isAlive) {
  for (;;) {
    if (!isAlive()) throw new Error(`stopped before ${url} answered`);
    const ok = await fetch(url)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}

/**
 * Starts the dev site. Ports come from the environment (PORT_SHELL, PORT_BLOG_NEWS, …), so a
 * test can run a whole second site beside the first.
 * @param {{ args: string[]; env?: NodeJS.ProcessEnv; children: import('node:child_process').ChildProcess[] }} options
 * @returns {Promise<{ close: () => Promise<void>; ready: Promise<void> }>}
 */
export async function startDev({ args, env = process.env, children }) {
  const devRemotes = devRemotesFrom(args);
  const builtRemotes = remoteNames.filter((name) => !devRemotes.includes(name));

  // The others run from their production builds: built here when missing (nx replays its cache
  // when their sources have not changed since the last build).
  const missing = builtRemotes.filter(
    (name) => !existsSync(join(repoRoot, apps[name].dir, 'dist', 'mf-manifest.json')),
  );
  if (missing.length > 0) {
    console.log(`Building ${missing.join(', ')} (production builds, served as they are)…`);
    const projects = missing.map((name) => projectOf(apps[name].dir)).join(',');
    const code = run(bin('nx'), ['run-many', '-t', 'build', `--projects=${projects}`], {
      env: { ...env, NX_TUI: 'false' },
    });
    if (code !== 0) throw new Error(`building ${missing.join(', ')} failed`);
  }

  // The runtime map the shell reads, written once and read by the shell's dev server at every
  // request: edit it to point a remote somewhere else (a deployed version) without a restart.
  const configFile =
    env.RUNTIME_CONFIG_FILE ??
    join(repoRoot, 'node_modules', '.cache', 'dev', 'runtime-config.json');
  mkdirSync(dirname(configFile), { recursive: true });
  const config = runtimeConfigFromEnv(env);
  for (const name of remoteNames) {
    config.remotes[apps[name].mfName] = `http://localhost:${portOf(name, env)}/mf-manifest.json`;
  }
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);

  /** @type {import('node:http').Server[]} */
  const servers = [];
  for (const name of builtRemotes) {
    const server = createStaticServer({ root: join(repoRoot, apps[name].dir, 'dist'), cors: true });
    await listen(server, portOf(name, env));
    servers.push(server);
  }

  const devApps = /** @type {const} */ (['shell', ...devRemotes]);
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const devChildren = new Map();
  for (const name of devApps) {
    const cwd = join(repoRoot, apps[name].dir);
    const child = startChild(name, join(cwd, 'node_modules', '.bin', 'rsbuild'), ['dev'], {
      cwd,
      env: { ...env, RUNTIME_CONFIG_FILE: configFile },
    });
    children.push(child);
    devChildren.set(name, child);
  }

  const shellUrl = `http://localhost:${portOf('shell', env)}`;
  const ready = Promise.all(
    devApps.map((name) => {
      const child = /** @type {import('node:child_process').ChildProcess} */ (
        devChildren.get(name)
      );
      const alive = () => child.exitCode === null && child.signalCode === null;
      const url =
        name === 'shell'
          ? `${shellUrl}/`
          : `http://localhost:${portOf(name, env)}/mf-manifest.json`;
      return waitForOk(url, alive);
    }),
  ).then(() => {
    const built = builtRemotes.length > 0 ? builtRemotes.join(', ') : 'none';
    console.log(
      `\nDev site ready at ${shellUrl}  (dev servers: shell, ${devRemotes.join(', ')}; ` +
        `production builds: ${built}; runtime map: ${configFile}; Ctrl-C stops everything)\n`,
    );
  });

  return {
    ready,
    close: () => closeServers(servers),
  };
}
