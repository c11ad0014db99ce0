#!/usr/bin/env node
// Builds every app a second time into a temporary folder and compares it, file by file, with
// its dist/: the production build must be reproducible (same sources -> same bytes).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { apps } from '@school/build-config';
import { repoRoot } from './lib/apps.mjs';

// Written from the environment at start-up, not a build product.
const ignored = new Set(['runtime-config.json']);

function digest(root) {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!ignored.has(name)) {
        files.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
      }
    }
  };
  walk(root);
  return files;
}

let differences = 0;
for (const app of Object.values(apps)) {
  const cwd = join(repoRoot, app.dir);
  const outDir = mkdtempSync(join(tmpdir(), `rebuild-${app.mfName}-`));
  try {
    const result = spawnSync(join(cwd, 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd,
      env: { ...process.env, BUILD_OUT_DIR: outDir },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`${app.dir}: second build failed\n${result.stderr}`);
    const first = digest(join(cwd, 'dist'));
    const second = digest(outDir);
    const names = new Set([...first.keys(), ...second.keys()]);
    const changed = [...names].filter((name) => first.get(name) !== second.get(name));
    differences += changed.length;
    console.log(`${changed.length === 0 ? 'same' : 'DIFF'}  ${app.dir}: ${first.size} files`);
    for (const name of changed) console.log(`      ${name}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
if (differences > 0) {
  console.error(`${differences} files differ between two builds of the same sources`);
  process.exit(1);
}
console.log('Every app builds to identical bytes twice.');
