#!/usr/bin/env node
// `npm test`: every check of the workspace, then the end-to-end suite against the built site
// served as `npm start` serves it, then one summary of all test runners.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { appNames, apps } from '@school/platform/apps';
import { testChromiumPath } from '@school/platform/chromium';
import { repoRoot } from './lib/repo-root.mjs';
import { bin, toolEnv } from './lib/processes.mjs';
import {
  affectedProjects,
  appsDrawn,
  testsVisiting,
  typeConsumers,
  workspaceProjects,
} from './lib/team-loop.mjs';

const started = Date.now();
const reports = join(repoRoot, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromium = testChromiumPath(process.env, existsSync);
if (!existsSync(chromium)) {
  console.error(
    `\nChromium is needed for the end-to-end tests and was not found at ${chromium}.\n` +
      "Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y chromium " +
      'chromium-headless-shell\n' +
      'or set CHROMIUM_PATH to a Chromium/Chrome binary. (No browser is ever downloaded.)\n',
  );
  process.exit(1);
}

/**
 * CPU seconds (user + system) of every finished child of this process and of their children,
 * as the kernel adds them up when a process is waited for (Linux /proc; undefined elsewhere).
 * The machine may be shared: wall time alone says as much about the neighbours as about us.
 */
function childrenCpuSeconds() {
  try {
    // Fields after the command name (which may hold spaces): cutime and cstime are 16 and 17.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/**
 * The CPU seconds the whole machine has been busy since boot (Linux /proc/stat; undefined
 * elsewhere). The figure above misses processes that end after their parent: Chromium's
 * renderers, GPU and zygote processes outlive a browser Playwright kills, and the kernel then
 * adds their time to no one of ours. In the end-to-end stage it counted 615 CPU s of the 2,163
 * the machine was busy (99.8 % of two cores, nothing else running).
 */
function machineBusySeconds() {
  try {
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = (
      readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
    )
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // Not idle, iowait (waiting) nor steal (another guest's). USER_HZ is 100 on Linux.
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return undefined;
  }
}

const machineAtStart = machineBusySeconds();

/**
 * @typedef {{ name: string; code: number; seconds: number; cpu?: number; machineBusy?: number;
 *   load: number[] }} Step
 * @type {Step[]}
 */
const steps = [];
let stepCount = 0;
/**
 * Runs one step to completion and records its exit code, wall and CPU time and the machine's
 * 1-minute load average, sampled every 15 s while it runs. The CPU time is the step's own
 * (scripts/lib/measured.mjs), so steps may run side by side. `tag`: its output lines are
 * prefixed with it (steps running side by side), otherwise inherited as they are.
 * @param {string} name @param {string} command @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { tag?: string }} [options]
 * @returns {Promise<number>}
 */
async function step(name, command, args, { tag, ...options } = {}) {
  console.log(`\n=== ${name}${tag ? ` [${tag}]` : ''} ===`);
  const t0 = Date.now();
  const machineBefore = machineBusySeconds();
  const cpuFile = join(reports, `cpu-${(stepCount += 1)}.txt`);
  const oneMinuteLoad = () => loadavg()[0] ?? 0;
  const load = [oneMinuteLoad()];
  const sampler = setInterval(() => load.push(oneMinuteLoad()), 15_000);
  const code = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'scripts', 'lib', 'measured.mjs'), command, ...args],
      {
        cwd: repoRoot,
        stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        ...options,
        env: { ...toolEnv(options.env), MEASURED_CPU_FILE: cpuFile },
      },
    );
    for (const stream of tag ? [child.stdout, child.stderr] : []) {
      if (stream)
        createInterface({ input: stream }).on('line', (line) => console.log(`[${tag}] ${line}`));
    }
    child.on('error', reject);
    child.on('close', (status) => resolve(status ?? 1));
  });
  clearInterval(sampler);
  load.push(oneMinuteLoad());
  const cpuText = existsSync(cpuFile) ? readFileSync(cpuFile, 'utf8') : '';
  const cpu = cpuText ? Number(cpuText) : undefined;
  const machineAfter = machineBusySeconds();
  const machineBusy =
    machineBefore !== undefined && machineAfter !== undefined
      ? machineAfter - machineBefore
      : undefined;
  steps.push({ name, code, seconds: (Date.now() - t0) / 1000, cpu, machineBusy, load });
  console.log(`=== ${name}: ${code === 0 ? 'done' : `FAILED (exit ${code})`} ===`);
  return code;
}

const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
// nx writes each task's start and end there (a Chrome trace, relative to the root, where nx
// runs): the summary adds them up per target and lists the slowest tasks.
const nxProfile = (/** @type {string} */ part) => join('.reports', `nx-profile-${part}.json`);
// CI runs every check for real; a developer's rerun replays what nx has cached.
const nxCache = process.env.CI ? ['--skip-nx-cache'] : [];
const appsBuilt = () =>
  appNames.every((app) => existsSync(join(repoRoot, apps[app].dir, 'dist', 'index.html')));
/**
 * The reproducibility check and the end-to-end suite (one after the other; side by side in a
 * team's loop): every app and spec, or those named.
 * @param {string} [tag]
 * @param {{ apps?: string[]; tests?: { file: string; lines: number[] | 'all' }[]; pagesOf?: string[] }} [only]
 *   `tests`: the spec files and, in each, the lines of the tests to run (Playwright's `file:line`);
 *   `pagesOf`: the apps whose pages the specs walking every page walk (`E2E_APPS`)
 */
async function reproducibleThenEndToEnd(tag, only = {}) {
  const reproducible = async () => {
    if (only.apps?.length === 0) return;
    await step(
      `reproducible builds (${only.apps ? only.apps.join(', ') : 'each app'} built again, compared byte for byte)`,
      process.execPath,
      [join(repoRoot, 'scripts', 'check-reproducible.mjs'), ...(only.apps ?? [])],
      { tag: only.tests ? 'reproducible' : tag },
    );
  };
  // A team's loop builds the app again (into a folder of its own) while the suite starts its
  // servers and waits on its timers; the whole run keeps one stage after the other.
  if (only.tests) await Promise.all([reproducible(), endToEnd(tag, only)]);
  else {
    await reproducible();
    await endToEnd(tag, only);
  }
}

/**
 * The end-to-end suite: every spec, or the tests named.
 * @param {string} [tag]
 * @param {{ tests?: { file: string; lines: number[] | 'all' }[]; pagesOf?: string[] }} [only]
 */
async function endToEnd(tag, only = {}) {
  if (only.tests?.length === 0) return;
  await step(
    `end-to-end (Playwright, Debian Chromium${only.tests ? `: ${only.tests.length} spec files` : ''})`,
    join(repoRoot, 'e2e', 'node_modules', '.bin', 'playwright'),
    [
      'test',
      // The named tests (`file:line`), else every test.
      ...(only.tests ?? []).flatMap(({ file, lines }) =>
        lines === 'all' ? [`tests/${file}`] : lines.map((line) => `tests/${file}:${line}`),
      ),
    ],
    {
      cwd: join(repoRoot, 'e2e'),
      env: {
        ...env,
        CHROMIUM_PATH: chromium,
        ...(only.tests ? { E2E_SPECS: only.tests.map(({ file }) => file).join(',') } : {}),
        ...(only.pagesOf ? { E2E_APPS: only.pagesOf.join(',') } : {}),
      },
      tag,
    },
  );
}

// `npm test -- blog-news` (folder names, several allowed): a team's own loop over what a change
// there can break (scripts/lib/team-loop.mjs), with the same summary. CI runs everything.
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
// `--overlap` (or TEST_OVERLAP=1): the builds first, then the checks that need no browser (lint,
// typecheck, unit and integration tests, Storybook) side by side with the reproducibility check
// and the end-to-end suite. The checks then run without their task dependencies: the builds and
// the shell's federated types are made in the first step, and nothing rebuilds a dist/ the
// browser suite is serving. Default: one stage after the other, which is faster on two cores:
// each stage alone keeps both busy (the end-to-end stage at 99.8 %), so running them side by side
// only adds switching (1,751 s against 1,509 on a fresh clone).
const overlap = process.argv.includes('--overlap') || process.env.TEST_OVERLAP === '1';
// `check` = a project's lint and typecheck in one process over one program (scripts/check.mjs).
const checks = ['check', 'type-coverage', 'test', 'build-storybook'];
if (named.length > 0) {
  const projects = workspaceProjects(repoRoot);
  /** @type {import('./lib/team-loop.mjs').WorkspaceProject[]} */
  let chosen;
  try {
    chosen = affectedProjects(projects, named);
  } catch (error) {
    console.error(`npm test -- ${named.join(' ')}: ${/** @type {Error} */ (error).message}`);
    process.exit(2);
  }
  const typesOnly = typeConsumers(projects, chosen);
  const specDir = join(repoRoot, 'e2e', 'tests');
  const drawn = appsDrawn(chosen);
  const tests = testsVisiting(
    readdirSync(specDir)
      .filter((file) => file.endsWith('.spec.ts'))
      .sort()
      .map((file) => ({ file, source: readFileSync(join(specDir, file), 'utf8') })),
    drawn,
  );
  const chosenApps = appNames.filter((app) => chosen.some((p) => p.dir === apps[app].dir));
  console.log(
    `npm test -- ${named.join(' ')}: ${chosen.map((p) => p.folder).join(', ')}` +
      (typesOnly.length > 0 ? " and the shell's typecheck" : '') +
      `; end-to-end: ${tests.length > 0 ? tests.map(({ file, lines }) => (lines === 'all' ? file : `${file}:${lines.join(':')}`)).join(', ') : 'none'}`,
  );
  const checksOfChosen = (/** @type {string[]} */ extra) => [
    'run-many',
    '-t',
    ...checks,
    '-p',
    ...chosen.map((p) => p.name),
    ...extra,
    '--outputStyle=static',
    ...nxCache,
  ];
  if (tests.length === 0 && chosenApps.length === 0) {
    // Nothing drawn (the data layer, a tool): the checks alone, with what they depend on.
    await step(
      `lint, typecheck, unit + integration tests of ${named.join(', ')} and what depends on it (nx)`,
      bin('nx'),
      checksOfChosen([]),
      { env: { ...env, NX_PROFILE: nxProfile('all') } },
    );
  } else {
    // The builds the suite serves (the others' from nx's cache when unchanged) and the shell's
    // federated types first; then the checks side by side with the reproducibility check and the
    // end-to-end specs. Unlike the whole suite, the loop's browser stage leaves half the machine
    // idle (its timers, the prerenderer, the stack), which the checks fill.
    await step(
      `builds of the apps the suite serves${typesOnly.length > 0 ? ' and the federated types' : ''} (nx, cached when unchanged)`,
      bin('nx'),
      [
        'run-many',
        '-t',
        'build',
        ...(typesOnly.length > 0 ? ['mf-types'] : []),
        '-p',
        ...new Set([
          ...chosen.map((p) => p.name),
          ...typesOnly.map((p) => p.name),
          ...projects
            .filter((p) => appNames.some((app) => apps[app].dir === p.dir))
            .map((p) => p.name),
        ]),
        '--outputStyle=static',
        ...nxCache,
      ],
      { env: { ...env, NX_PROFILE: nxProfile('builds') } },
    );
    await Promise.all([
      (async () => {
        await step(
          `lint, typecheck, unit + integration tests of ${named.join(', ')} and what depends on it (nx)`,
          bin('nx'),
          checksOfChosen(['--exclude-task-dependencies']),
          { env: { ...env, NX_PROFILE: nxProfile('checks') }, tag: 'checks' },
        );
        // The shell's typecheck against the remote's published types; its own lint and tests
        // check the shell, which the change did not touch.
        if (typesOnly.length > 0) {
          await step(
            "the shell's typecheck against the remote's types (nx)",
            bin('nx'),
            [
              'run-many',
              '-t',
              'typecheck',
              '-p',
              ...typesOnly.map((p) => p.name),
              '--exclude-task-dependencies',
              '--outputStyle=static',
              ...nxCache,
            ],
            { env: { ...env, NX_PROFILE: nxProfile('types') }, tag: 'checks' },
          );
        }
      })(),
      appsBuilt()
        ? reproducibleThenEndToEnd('e2e', {
            apps: chosenApps,
            tests,
            // The specs walking every page walk the drawn apps' (all of them when the shell is).
            ...(drawn.length < appNames.length ? { pagesOf: drawn } : {}),
          })
        : Promise.resolve(
            void steps.push({
              name: 'end-to-end (not run: the build failed)',
              code: 1,
              seconds: 0,
              load: [],
            }),
          ),
    ]);
  }
} else if (overlap) {
  await step(
    'builds and federated types (nx)',
    bin('nx'),
    ['run-many', '-t', 'build', 'mf-types', '--outputStyle=static', ...nxCache],
    { env: { ...env, NX_PROFILE: nxProfile('builds') } },
  );
  if (appsBuilt()) {
    await Promise.all([
      step(
        'lint, typecheck, unit + integration tests, storybook (nx)',
        bin('nx'),
        [
          'run-many',
          '-t',
          ...checks,
          '--exclude-task-dependencies',
          '--outputStyle=static',
          ...nxCache,
        ],
        { env: { ...env, NX_PROFILE: nxProfile('checks') }, tag: 'checks' },
      ),
      reproducibleThenEndToEnd('e2e'),
    ]);
  } else {
    steps.push({ name: 'end-to-end (not run: the build failed)', code: 1, seconds: 0, load: [] });
  }
} else {
  await step(
    'lint, typecheck, unit + integration tests, builds (nx)',
    bin('nx'),
    ['run-many', '-t', ...checks, 'build', '--outputStyle=static', ...nxCache],
    { env: { ...env, NX_PROFILE: nxProfile('all') } },
  );
  if (appsBuilt()) await reproducibleThenEndToEnd();
  else {
    steps.push({ name: 'end-to-end (not run: the build failed)', code: 1, seconds: 0, load: [] });
  }
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
/**
 * @typedef {{ title: string; results: { duration: number }[] }} PlaywrightTest
 * @typedef {{ title: string; tests: (PlaywrightTest & { projectName?: string })[] }} PlaywrightSpec
 * @typedef {{ title: string; file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] }} PlaywrightSuite
 */
/** The slowest end-to-end tests and files, from Playwright's report. @type {[string, number][]} */
const e2eTests = [];
/** @type {Map<string, number>} */
const e2eFiles = new Map();
if (existsSync(playwrightReport)) {
  /** @type {{ stats: Record<string, number>; suites?: PlaywrightSuite[] }} */
  const { stats, suites = [] } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  /** @param {PlaywrightSuite} suite @param {string} file */
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        e2eTests.push([`${file} › ${spec.title}`, seconds]);
        e2eFiles.set(file, (e2eFiles.get(file) ?? 0) + seconds);
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, file);
  };
  for (const suite of suites) walk(suite, suite.file ?? suite.title);
  const p = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const f = stats.unexpected ?? 0;
  const s = stats.skipped ?? 0;
  rows.push(['playwright e2e', p, f, s]);
  passed += p;
  failed += f;
  skipped += s;
}

/** @param {number} s */
const secs = (s) => `${s.toFixed(1)} s`;

// Task times inside the nx step. Tasks run two at a time, so they add up to about twice the
// step's wall time.
/** @type {{ name: string; target: string; seconds: number }[]} */
const tasks = [];
for (const part of ['all', 'types', 'builds', 'checks']) {
  const file = join(repoRoot, nxProfile(part));
  if (!existsSync(file)) continue;
  /** @type {{ name: string; ph: string; dur?: number; cat?: string }[]} */
  const events = JSON.parse(readFileSync(file, 'utf8'));
  for (const event of events) {
    if (event.ph !== 'X' || event.dur === undefined) continue;
    tasks.push({
      name: event.name,
      target: event.name.slice(event.name.lastIndexOf(':') + 1),
      seconds: event.dur / 1e6,
    });
  }
}

console.log('\n=== summary ===');
console.log(
  'stage times (wall; CPU its processes were counted; CPU the whole machine was busy, as a share ' +
    `of its ${cpus().length} cores, other stages run side by side included; 1-min load average ` +
    'min-max while it ran)',
);
for (const { name, code, seconds, cpu, machineBusy, load } of steps) {
  const busyText =
    machineBusy === undefined
      ? ''
      : `, machine busy ${secs(machineBusy)} (${((100 * machineBusy) / (seconds * cpus().length)).toFixed(0)} %)`;
  const cpuText = (cpu === undefined ? '' : `, CPU ${secs(cpu)}`) + busyText;
  const loadText =
    load.length > 0 ? `, load ${Math.min(...load).toFixed(1)}-${Math.max(...load).toFixed(1)}` : '';
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${name}  (${secs(seconds)}${cpuText}${loadText})`);
}
if (tasks.length > 0) {
  /** @type {Map<string, { seconds: number; count: number }>} */
  const byTarget = new Map();
  for (const { target, seconds } of tasks) {
    const sum = byTarget.get(target) ?? { seconds: 0, count: 0 };
    byTarget.set(target, { seconds: sum.seconds + seconds, count: sum.count + 1 });
  }
  console.log('      nx tasks per target (wall, added up over tasks run side by side):');
  for (const [target, { seconds, count }] of [...byTarget].sort(
    (a, b) => b[1].seconds - a[1].seconds,
  ))
    console.log(`        ${target} x${count}: ${secs(seconds)}`);
  console.log('      slowest nx tasks:');
  for (const { name, seconds } of tasks.sort((a, b) => b.seconds - a.seconds).slice(0, 8))
    console.log(`        ${name}: ${secs(seconds)}`);
}
if (e2eTests.length > 0) {
  console.log('      end-to-end files (test time added up; they run side by side):');
  for (const [file, seconds] of [...e2eFiles].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`        ${file}: ${secs(seconds)}`);
  console.log('      slowest end-to-end tests:');
  for (const [title, seconds] of e2eTests.sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`        ${title}: ${secs(seconds)}`);
}
for (const [name, p, f, s] of rows)
  console.log(`      ${name}: ${p} passed, ${f} failed, ${s} skipped`);
const totalCpu = childrenCpuSeconds();
const machineAtEnd = machineBusySeconds();
console.log(
  `total time ${secs((Date.now() - started) / 1000)}` +
    (totalCpu === undefined ? '' : `, CPU ${secs(totalCpu)}`) +
    (machineAtStart !== undefined && machineAtEnd !== undefined
      ? `, machine busy ${secs(machineAtEnd - machineAtStart)}`
      : ''),
);
const ok = steps.every((s) => s.code === 0) && failed === 0 && passed > 0;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
