#!/usr/bin/env node
// The production build must be reproducible (same sources -> same bytes). Each app is built
// again into a temporary folder and compared, file by file, with the dist/ nx built a moment
// before: the same bytes are two builds that match, for the cost of one. When they differ (once,
// on a fresh clone, nx's dist/ had other module ids: nx builds two tasks at a time), the app is
// built a third time, one build after the other, and those two must match; the dist/ difference
// is then reported without failing, as before. Without a dist/, two builds are made.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { apps, isAppName } from '@school/platform/apps';
import { repoRoot } from './lib/repo-root.mjs';

// Written from the environment at start-up, not a build product.
const ignored = new Set(['runtime-config.json']);

/**
 * Each file of a build folder and the digest of its bytes.
 * @param {string} root
 */
function digest(root) {
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!ignored.has(name)) {
        files.set(
          relative(root, path),
          createHash('sha256').update(readFileSync(path)).digest('hex'),
        );
      }
    }
  };
  walk(root);
  return files;
}

/** @param {string} cwd the app's folder @param {string} outDir */
function build(cwd, outDir) {
  const result = spawnSync(join(cwd, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd,
    env: { ...process.env, BUILD_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${cwd}: build failed\n${result.stderr}`);
  return digest(outDir);
}

/** @param {Map<string, string>} first @param {Map<string, string>} second */
function changedFiles(first, second) {
  const names = new Set([...first.keys(), ...second.keys()]);
  return [...names].filter((name) => first.get(name) !== second.get(name));
}

// The apps named on the command line (`check-reproducible.mjs blog-news shell`), else all.
const named = process.argv.slice(2);
const unknown = named.filter((name) => !isAppName(name));
if (unknown.length > 0) {
  console.error(`not an app: ${unknown.join(', ')}`);
  process.exit(2);
}
const checked =
  named.length > 0 ? named.filter(isAppName).map((name) => apps[name]) : Object.values(apps);
let differences = 0;
let builds = 0;
for (const app of checked) {
  const cwd = join(repoRoot, app.dir);
  const scratch = (/** @type {number} */ n) =>
    mkdtempSync(join(tmpdir(), `build-${app.mfName}-${n}-`));
  /** @type {string[]} */
  const dirs = [];
  /** A build of the app into a scratch folder of its own. */
  const buildOnce = () => {
    const dir = scratch(dirs.length + 1);
    dirs.push(dir);
    builds += 1;
    return build(cwd, dir);
  };
  try {
    const dist = join(cwd, 'dist');
    const first = buildOnce();
    const distChanged = existsSync(dist) ? changedFiles(digest(dist), first) : undefined;
    let changed = distChanged ?? [];
    let against = 'dist/ from nx';
    if (distChanged === undefined || distChanged.length > 0) {
      changed = changedFiles(first, buildOnce());
      against = 'a second build';
    }
    differences += changed.length;
    console.log(
      `${changed.length === 0 ? 'same' : 'DIFF'}  ${app.dir}: ${first.size} files (against ${against})`,
    );
    for (const name of changed) console.log(`      ${name}`);
    if (distChanged && distChanged.length > 0) {
      console.log(`      (note: dist/ from nx differs in ${distChanged.length} files)`);
      for (const name of distChanged.slice(0, 10)) console.log(`        ${name}`);
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`${builds} builds for ${checked.length} apps.`);
if (differences > 0) {
  console.error(`${differences} files differ between two builds of the same sources`);
  process.exit(1);
}
console.log('Every app builds to identical bytes twice.');
