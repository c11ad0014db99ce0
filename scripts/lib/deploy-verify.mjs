// A candidate version is checked exactly as it would run: its pages are prerendered by the live
// shell's server build (or the candidate shell's), which loads the candidate's Node build through
// Module Federation with the shell's shared scope, next to the live versions of the other remotes,
// all served from the store by throwaway servers. Nothing the site serves is touched.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { apps, remoteNames } from '@school/platform/apps';
import { routeEntryFor, routeTable } from '@school/platform/route-table';
import { repoRoot } from './repo-root.mjs';
import {
  liveVersionOf,
  shellDirFor,
  versionDir,
  versionOfEntry,
  withLiveVersion,
} from './deploy-store.mjs';
import {
  budgetProblem,
  islandProblems,
  kb,
  manifestOf,
  readBudgets,
  scriptBytes,
  sharedProblems,
} from './deploy-checks.mjs';
import { toolEnv } from './processes.mjs';
/** @import { AppName } from '@school/platform/apps' */
/** @import { DeployedMap } from './deploy-store.mjs' */
import { closeServers, listen } from './static-server.mjs';
import { createRemoteVersionsServer } from './versions-server.mjs';

/**
 * Whether the route table gives the app public pages (prerendered, so checked by rendering).
 * @param {AppName} app
 */
function isPublicRemote(app) {
  return routeTable.some((entry) => entry.app === app && entry.layout === 'public');
}

/**
 * Shared singletons of a candidate against the live builds around it: a remote against the live
 * shell; a shell against every live remote.
 * @param {{ store: string; config: DeployedMap; app: AppName; candidateDir: string }} options
 * @returns {Promise<string[]>}
 */
export async function checkShared({ store, config, app, candidateDir }) {
  const candidate = await manifestOf(candidateDir);
  if (app !== 'shell') {
    return sharedProblems(candidate, await manifestOf(shellDirFor(config, store)));
  }
  const problems = [];
  for (const remote of remoteNames) {
    const version = liveVersionOf(config, remote);
    if (!version) continue;
    for (const problem of sharedProblems(
      await manifestOf(versionDir(store, remote, version)),
      candidate,
    )) {
      problems.push(`live ${remote} ${version}: ${problem}`);
    }
  }
  return problems;
}

/** @param {{ app: AppName; candidateDir: string }} options */
export async function checkBudget({ app, candidateDir }) {
  const bytes = await scriptBytes(candidateDir, app === 'shell');
  return { bytes, problem: budgetProblem(app, bytes, await readBudgets()), label: kb(bytes) };
}

/**
 * Prerenders every page the candidate owns (the route table's prefixes for a remote and its
 * published articles, every public page for the shell) in fr, ar and en, into a throwaway
 * folder. Returns the failures, one line each (empty: every page rendered without an error).
 * @param {{ store: string; config: DeployedMap; app: AppName; version: string; log: (line: string) => void }} options
 * @returns {Promise<string[]>}
 */
export async function checkPages({ store, config, app, version, log }) {
  const candidateDir = versionDir(store, app, version);
  if (app !== 'shell' && !isPublicRemote(app)) {
    log(`${app} has no prerendered pages (its screens draw in the browser): page check skipped`);
    return [];
  }
  const nodeEntry = app === 'shell' ? join('server', 'index.js') : join('server', 'remoteEntry.js');
  if (!existsSync(join(candidateDir, nodeEntry))) {
    return [`${app} ${version} has no Node build (${nodeEntry}): its pages cannot prerender`];
  }
  // Every remote from the store, on a private port: the live versions, and the candidate.
  const checked = app === 'shell' ? config : withLiveVersion(config, app, version);
  /** @type {import('node:http').Server[]} */
  const servers = [];
  const work = await mkdtemp(join(tmpdir(), `deploy-check-${app}-`));
  try {
    const remotes = { ...checked.remotes };
    for (const remote of remoteNames) {
      const { mfName } = apps[remote];
      const live = versionOfEntry(checked.remotes[mfName]);
      if (!live) continue;
      const server = createRemoteVersionsServer({ store, app: remote });
      await listen(server, 0, '127.0.0.1');
      servers.push(server);
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      remotes[mfName] = `http://127.0.0.1:${port}/v/${live}/mf-manifest.json`;
    }
    const checkConfig = { ...checked, remotes };
    const configFile = join(work, 'runtime-config.json');
    await writeFile(configFile, JSON.stringify(checkConfig));
    const { pagePaths } = await import('../prerender.mjs');
    const all = await pagePaths(checkConfig);
    const mfName = app === 'shell' ? undefined : apps[app].mfName;
    const paths = mfName ? all.filter((path) => routeEntryFor(path)?.remote === mfName) : all;
    const shellDir = app === 'shell' ? candidateDir : shellDirFor(config, store);
    log(`prerendering ${paths.length} pages (fr, ar, en) with ${app} ${version}…`);
    const { code, output } = await runPrerender([
      '--config',
      configFile,
      '--out',
      join(work, 'pages'),
      '--shell',
      shellDir,
      '--strict',
      ...paths,
    ]);
    if (code === 0)
      return await pageIslandProblems(join(work, 'pages'), store, checkConfig.remotes);
    const lines = output
      .split('\n')
      .filter((line) => /^\s+\/|prerender failed/.test(line))
      .map((line) => line.trim());
    return lines.length > 0 ? lines : [`the prerenderer exited with ${code}:\n${output}`];
  } finally {
    await closeServers(servers);
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The islands the prerendered pages name that the checked map's builds do not expose, one line
 * per page and island (`/ar/contact: island contact/islands/contact-form: contact exposes no …`).
 * @param {string} pagesDir the prerenderer's output @param {string} store
 * @param {Record<string, string>} entries the checked map's remotes (any address naming /v/<version>/)
 * @returns {Promise<string[]>}
 */
async function pageIslandProblems(pagesDir, store, entries) {
  /** @type {Record<string, { exposes?: { path: string }[] }>} */
  const manifests = {};
  for (const remote of remoteNames) {
    const { mfName } = apps[remote];
    const version = versionOfEntry(entries[mfName]);
    if (version) manifests[mfName] = await manifestOf(versionDir(store, remote, version));
  }
  const root = await realpath(pagesDir);
  const problems = [];
  for (const file of await readdir(root, { recursive: true })) {
    if (!file.endsWith('index.html')) continue;
    const page = `/${relative(root, dirname(join(root, file)))}`.replace(/\/$/, '') || '/';
    for (const problem of islandProblems(await readFile(join(root, file), 'utf8'), manifests)) {
      problems.push(`${page}: ${problem}`);
    }
  }
  return problems;
}

/**
 * @param {string[]} args
 * @returns {Promise<{ code: number; output: string }>}
 */
function runPrerender(args) {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'prerender.mjs'), ...args], {
      cwd: repoRoot,
      env: toolEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text) => (output += text));
    child.stderr.setEncoding('utf8').on('data', (text) => (output += text));
    child.on('exit', (code) => resolveRun({ code: code ?? 1, output }));
  });
}
