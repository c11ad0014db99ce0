#!/usr/bin/env node
// What drawing every public page costs the prerenderer: a full run (every page in fr, ar and en,
// articles included) repeated, as the prerender service does after a settings change, on the
// last production build and a fresh copy of the seeded database. Prints each run's wall time and
// the renderer's CPU time, then the medians (the first run, which loads the server builds, is
// left out of them). A benchmark: it prints figures and asserts nothing.
//   unshare -n sh -c 'ip link set lo up && node perf/prerender-cost.mjs [--runs N]'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../scripts/lib/backend.mjs';
import { stopChild } from '../scripts/lib/processes.mjs';
import { prerenderSite } from '../scripts/prerender.mjs';
import { serveAll } from '../scripts/serve.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(2, Number(args[runsAt + 1]) || 6) : 6;

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const dataDir = mkdtempSync(join(tmpdir(), 'prerender-cost-'));
const env = {
  ...process.env,
  SUPABASE_DATA_DIR: dataDir,
  // The service stays off: this process draws the pages itself.
  PRERENDER: '0',
  DEPLOY_DIR: join(dataDir, 'deploy'),
  RUNTIME_CONFIG_FILE: join(dataDir, 'runtime-config.json'),
};
const backend = startBackend(env);
if (!backend) throw new Error('no local Supabase stack in this checkout');
/** @type {Awaited<ReturnType<typeof serveAll>> | undefined} */
let site;
try {
  await backend.ready;
  backend.child.stdout?.removeAllListeners('data');
  backend.child.stdout?.on('data', () => {});
  site = await serveAll({ env, quiet: true });
  // The map the site serves: each remote at its deployed version's address.
  const config = JSON.parse(readFileSync(env.RUNTIME_CONFIG_FILE, 'utf8'));
  const walls = [];
  const cpus = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await prerenderSite({
      config,
      outDir: join(dataDir, 'pages'),
      origin: site.urls.shell,
    });
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    console.log(
      `run ${run + 1}: ${result.written.length} pages, ${result.errors.length} errors, ` +
        `${Object.keys(result.redrawn).length} drawn more than once: ` +
        `${Math.round(wall)} ms, CPU ${Math.round(cpuMs)} ms`,
    );
    if (run > 0) {
      walls.push(wall);
      cpus.push(cpuMs);
    }
  }
  console.log(
    `\nEvery page, warm (median of ${walls.length}): ${Math.round(median(walls))} ms, ` +
      `CPU ${Math.round(median(cpus))} ms`,
  );
} finally {
  await site?.close();
  await stopChild(backend.child);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
