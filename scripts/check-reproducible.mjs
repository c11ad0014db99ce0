#!/usr/bin/env node
// Builds every app twice, one build after the other, into temporary folders and compares them
// file by file: the production build must be reproducible (same sources -> same bytes).
// It also says, without failing, whether dist/ (made by nx, in parallel with other tasks) has
// the same bytes: once, on a fresh clone, it had different module ids (being looked into).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { apps } from '@school/platform/apps';
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

let differences = 0;
for (const app of Object.values(apps)) {
  const cwd = join(repoRoot, app.dir);
  const scratch = (/** @type {number} */ n) =>
    mkdtempSync(join(tmpdir(), `build-${app.mfName}-${n}-`));
  const [firstDir, secondDir] = [scratch(1), scratch(2)];
  try {
    const first = build(cwd, firstDir);
    const second = build(cwd, secondDir);
    const changed = changedFiles(first, second);
    differences += changed.length;
    console.log(`${changed.length === 0 ? 'same' : 'DIFF'}  ${app.dir}: ${first.size} files`);
    for (const name of changed) console.log(`      ${name}`);
    const distChanged = changedFiles(digest(join(cwd, 'dist')), first);
    if (distChanged.length > 0) {
      console.log(`      (note: dist/ from nx differs in ${distChanged.length} files)`);
    }
  } finally {
    for (const dir of [firstDir, secondDir]) rmSync(dir, { recursive: true, force: true });
  }
}
if (differences > 0) {
  console.error(`${differences} files differ between two builds of the same sources`);
  process.exit(1);
}
console.log('Every app builds to identical bytes twice.');
