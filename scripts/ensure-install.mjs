#!/usr/bin/env node
// Installs the workspace's dependencies when they are missing or older than the lockfile, with
// the pnpm version the project pins, fetched from the npm registry (no corepack needed).
// Plain Node only: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.install-stamp');

export function pnpmVersion() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(.+)$/.exec(pkg.packageManager ?? '');
  if (!match) throw new Error('package.json must pin pnpm in "packageManager"');
  return match[1];
}

/**
 * Runs the pinned pnpm: the workspace's own copy (a devDependency, so nx finds it on PATH too)
 * once installed, otherwise that version fetched by npx. A global pnpm is never used: it may be
 * missing or another version.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function pnpm(args, options = {}) {
  const version = pnpmVersion();
  const own = join(root, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  const ownVersion = existsSync(own)
    ? JSON.parse(readFileSync(join(root, 'node_modules', 'pnpm', 'package.json'), 'utf8')).version
    : undefined;
  const [cmd, cmdArgs] =
    ownVersion === version
      ? [process.execPath, [own, ...args]]
      : [npxPath(), ['--yes', `pnpm@${version}`, ...args]];
  return spawnSync(cmd, cmdArgs, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...options.env },
  });
}

/** npx beside this Node (npm ships it there), so a PATH without it still works. */
function npxPath() {
  const beside = join(dirname(process.execPath), process.platform === 'win32' ? 'npx.cmd' : 'npx');
  return existsSync(beside) ? beside : 'npx';
}

function fingerprint() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

export function ensureInstall() {
  const expected = fingerprint();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === expected) return;
  console.log('Installing dependencies (pnpm install --frozen-lockfile)...');
  const result = pnpm(['install', '--frozen-lockfile']);
  if (result.status !== 0) {
    console.error(
      'pnpm install failed. If you changed a package.json, run "npx pnpm@' +
        pnpmVersion() +
        ' install" to update pnpm-lock.yaml.',
    );
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, expected);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureInstall();
