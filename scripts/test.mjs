#!/usr/bin/env node
// `npm test`: every check of the workspace, then the end-to-end suite against the built site
// served as `npm start` serves it, then one summary of all test runners.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/repo-root.mjs';
import { bin, run } from './lib/processes.mjs';

const started = Date.now();
const reports = join(repoRoot, '.reports');
rmSync(reports, { recursive: true, force: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nChromium is needed for the end-to-end tests and was not found at ${chromium}.\n` +
      "Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or set CHROMIUM_PATH to a Chromium/Chrome binary. (No browser is ever downloaded.)\n',
  );
  process.exit(1);
}

/** @type {{ name: string; code: number; seconds: number }[]} */
const steps = [];
/**
 * Runs one step and records its exit code and time.
 * @param {string} name @param {string} command @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function step(name, command, args, options) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const code = run(command, args, options);
  steps.push({ name, code, seconds: (Date.now() - t0) / 1000 });
  return code;
}

const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
step(
  'lint, typecheck, unit + integration tests, builds (nx)',
  bin('nx'),
  [
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    'build',
    'build-storybook',
    '--outputStyle=static',
    // CI runs every check for real; a developer's rerun replays what nx has cached.
    ...(process.env.CI ? ['--skip-nx-cache'] : []),
  ],
  { env },
);

const built = [
  'shell',
  'remotes/home',
  'remotes/about-direction',
  'remotes/blog-news',
  'remotes/contact',
  'remotes/admin',
].every((dir) => existsSync(join(repoRoot, dir, 'dist', 'index.html')));
if (built) {
  step('reproducible builds (second build compared byte for byte)', process.execPath, [
    join(repoRoot, 'scripts', 'check-reproducible.mjs'),
  ]);
  step(
    'end-to-end (Playwright, Debian Chromium)',
    join(repoRoot, 'e2e', 'node_modules', '.bin', 'playwright'),
    ['test'],
    {
      cwd: join(repoRoot, 'e2e'),
      env: { ...env, CHROMIUM_PATH: chromium },
    },
  );
} else {
  steps.push({ name: 'end-to-end (not run: the build failed)', code: 1, seconds: 0 });
}

// One summary over every runner's JSON report.
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
const vitestDir = join(reports, 'vitest');
if (existsSync(vitestDir)) {
  for (const file of readdirSync(vitestDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const report = JSON.parse(readFileSync(join(vitestDir, file), 'utf8'));
    const p = report.numPassedTests ?? 0;
    const f = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
    const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    rows.push([`vitest ${file.replace(/\.json$/, '')}`, p, f, s]);
    passed += p;
    failed += f;
    skipped += s;
  }
}
const playwrightReport = join(reports, 'playwright.json');
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  const p = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const f = stats.unexpected ?? 0;
  const s = stats.skipped ?? 0;
  rows.push(['playwright e2e', p, f, s]);
  passed += p;
  failed += f;
  skipped += s;
}

console.log('\n=== summary ===');
for (const { name, code, seconds } of steps) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${name}  (${seconds.toFixed(1)} s)`);
}
for (const [name, p, f, s] of rows)
  console.log(`      ${name}: ${p} passed, ${f} failed, ${s} skipped`);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
const ok = steps.every((s) => s.code === 0) && failed === 0 && passed > 0;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
