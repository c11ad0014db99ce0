// What a build must pass before the runtime map points at it: its shared singletons fit the
// shell's, its JavaScript fits the budget kept in the repo, and (scripts/deploy.mjs) its pages
// prerender in every language with the shell's shared scope.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import semver from 'semver';
import { repoRoot } from './repo-root.mjs';

const gzipAsync = promisify(gzip);

export const budgetsFile = join(repoRoot, 'deploy-budgets.json');

/**
 * Libraries whose second copy, or whose other major, breaks the page outright (two Reacts, two
 * routers, two theme contexts): a different major is refused even when the candidate would
 * accept it. The other shared packages must still satisfy the candidate's requiredVersion.
 */
export const strictMajors = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  '@school/design-system',
];

/**
 * `react-dom/client` -> `react-dom`, `@school/shared/data/public` -> `@school/shared`.
 * @param {string} name
 */
function packageOf(name) {
  return name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * @typedef {{ name: string; version?: string; requiredVersion?: string; singleton?: boolean;
 *   assets?: { js?: { sync?: string[]; async?: string[] } } }} SharedEntry
 * @typedef {{ path: string; assets: { js: { sync: string[]; async: string[] } } }} ManifestExpose
 * @typedef {{ pluginVersion?: string; remoteEntry?: { name?: string } }} ManifestMeta
 * @typedef {{ name?: string; shared?: SharedEntry[]; metaData?: ManifestMeta; exposes?: ManifestExpose[] }} Manifest
 */

/**
 * A remote runs the shell's federation runtime: runtime-core (`externalRuntime`) and the bundler
 * runtime (packages/build-config/federation-runtime.mjs), neither of which it bundles. A remote
 * built with another Module Federation version would run against functions it was not built
 * for, so both builds must come from the same version (`metaData.pluginVersion` of each
 * mf-manifest.json). One sentence, or none.
 * @param {Manifest} remote @param {Manifest} host
 * @returns {string[]}
 */
export function runtimeProblems(remote, host) {
  const own = remote.metaData?.pluginVersion;
  const given = host.metaData?.pluginVersion;
  if (!own || !given || own === given) return [];
  return [
    `federation runtime: built with Module Federation ${own} but the shell provides ${given} ` +
      '(a remote runs the shell’s runtime)',
  ];
}

/**
 * Problems between what a remote needs and what the host provides, one sentence each (empty
 * when they fit). Read from both builds' mf-manifest.json: `version` is the copy a build
 * bundles, `requiredVersion` the range it accepts; and the federation runtime both run
 * (runtimeProblems).
 * @param {Manifest} remote @param {Manifest} host
 * @returns {string[]}
 */
export function sharedProblems(remote, host) {
  const provided = new Map((host.shared ?? []).map((entry) => [entry.name, entry]));
  const problems = runtimeProblems(remote, host);
  for (const needed of remote.shared ?? []) {
    const given = provided.get(needed.name);
    if (!given?.version) {
      // The remote's own copy is used: nothing to agree on. But a remote bundles no copy of what
      // the shell provides (packages/build-config/shared.mjs): then it has nothing to run.
      const ownCopy = [...(needed.assets?.js?.sync ?? []), ...(needed.assets?.js?.async ?? [])];
      if (ownCopy.length === 0) {
        problems.push(
          `${needed.name}: the shell does not provide it and this build has no copy of its own`,
        );
      }
      continue;
    }
    const hostVersion = semver.coerce(given.version)?.version;
    const ownVersion = needed.version ? semver.coerce(needed.version)?.version : undefined;
    if (!hostVersion) continue;
    if (
      ownVersion &&
      strictMajors.includes(packageOf(needed.name)) &&
      semver.major(ownVersion) !== semver.major(hostVersion)
    ) {
      problems.push(
        `${needed.name}: built against ${needed.version} but the shell provides ${given.version} ` +
          `(major ${semver.major(ownVersion)} ≠ ${semver.major(hostVersion)}; a singleton has ` +
          'one copy per page)',
      );
      continue;
    }
    if (
      needed.requiredVersion &&
      semver.validRange(needed.requiredVersion) &&
      !semver.satisfies(hostVersion, needed.requiredVersion)
    ) {
      problems.push(
        `${needed.name}: requires ${needed.requiredVersion} but the shell provides ${given.version}`,
      );
    }
  }
  return problems;
}

/** @param {string} dir */
export async function manifestOf(dir) {
  return /** @type {Manifest & Record<string, any>} */ (
    JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8'))
  );
}

/** @param {string} file */
async function gzipSize(file) {
  return (await gzipAsync(await readFile(file), { level: 9 })).length;
}

/**
 * Every .js file of the browser build (the server build in server/ is not downloaded).
 * @param {string} dir
 */
async function browserScripts(dir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} folder @param {string} rel */
  const walk = async (folder, rel) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (rel === '' && entry.name === 'server') continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path, `${rel}${entry.name}/`);
      else if (entry.name.endsWith('.js')) out.push(`${rel}${entry.name}`);
    }
  };
  await walk(dir, '');
  return out;
}

/**
 * The JavaScript a build adds to pages, gzip, in bytes. A remote: its remoteEntry.js and the
 * chunks of its exposed modules (not the fallback copies of shared libraries, which the shell
 * provides and which never load). The shell: every script of its browser build.
 * @param {string} dir @param {boolean} isShell
 */
export async function scriptBytes(dir, isShell) {
  const files = new Set();
  if (isShell) {
    for (const file of await browserScripts(dir)) files.add(file);
  } else {
    const manifest = await manifestOf(dir);
    files.add(manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js');
    for (const expose of manifest.exposes ?? []) {
      for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) files.add(file);
    }
  }
  let total = 0;
  for (const file of files) total += await gzipSize(join(dir, file));
  return total;
}

/** @returns {Promise<Record<string, number>>} app -> bytes (gzip) */
export async function readBudgets() {
  const raw = JSON.parse(await readFile(budgetsFile, 'utf8'));
  return raw.budgets ?? {};
}

/**
 * The budget problem of a build, if any.
 * @param {string} app @param {number} bytes @param {Record<string, number>} budgets
 */
export function budgetProblem(app, bytes, budgets) {
  const budget = budgets[app];
  if (budget === undefined) return `no budget for ${app} in deploy-budgets.json`;
  if (bytes > budget) {
    return (
      `JavaScript ${kb(bytes)} gzip is over the budget of ${kb(budget)} for ${app} ` +
      '(deploy-budgets.json): make it smaller, or raise the budget in a reviewed change'
    );
  }
  return undefined;
}

/** @param {number} bytes */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * The islands a prerendered page names (`data-island="contact/islands/contact-form"`) that no
 * build of the map exposes: such a page must not be published, its island would never answer
 * (the box would keep the server's HTML and a tap in it go to the browser). One line per island.
 * @param {string} html
 * @param {Record<string, { exposes?: readonly { path: string }[] } | undefined>} manifests the
 *   manifest of each remote of the map, by Module Federation name
 * @returns {string[]}
 */
export function islandProblems(html, manifests) {
  /** @type {Set<string>} */
  const problems = new Set();
  for (const [, id = ''] of html.matchAll(/\bdata-island="([^"]*)"/g)) {
    const slash = id.indexOf('/');
    const remote = slash > 0 ? id.slice(0, slash) : id;
    const module = `./${id.slice(slash + 1)}`;
    const manifest = manifests[remote];
    if (slash <= 0 || !manifest) problems.add(`island ${id}: no remote "${remote}" in the map`);
    else if (!(manifest.exposes ?? []).some((expose) => expose.path === module)) {
      problems.add(`island ${id}: ${remote} exposes no ${module}`);
    }
  }
  return [...problems];
}
