#!/usr/bin/env node
// `npm run deploy -- <app> [--from <build folder>] [--candidate]`
// Builds one app (browser + Node builds) into the versions store as an immutable,
// content-addressed version, verifies it (shared singletons against the shell, bundle budget,
// every page it owns prerendered in fr, ar and en), and only then points the runtime map at it in
// one atomic write. The running site follows at once: the servers read the map on each request
// and the prerender service renders the pages again when the map changes.
// --from: deploy a build made elsewhere (a CI artifact) instead of building here.
// --candidate: store and verify, but leave the live version alone (to preview it first).
// With DEPLOY_S3_BUCKET set (scripts/lib/object-store/settings.mjs), the store is that bucket:
// the live versions are copied from it for the checks, the version is uploaded and checked back
// object by object before the switch, the switch is one PUT of the map, and the cache tier
// (DEPLOY_PURGE_URL) is told to forget the map.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appNames, apps } from '@school/platform/apps';
import { repoRoot } from './lib/repo-root.mjs';
import {
  appendJournal,
  appOf,
  configFileOf,
  importBuild,
  keepOf,
  liveVersionOf,
  prune,
  readRuntimeConfig,
  storeDirOf,
  versionDir,
  withLiveVersion,
  withStoreLock,
  writeRuntimeConfig,
} from './lib/deploy-store.mjs';
import { checkBudget, checkPages, checkShared } from './lib/deploy-verify.mjs';
import { toolEnv } from './lib/processes.mjs';

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const target = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--from');
if (!target) {
  console.error(
    `usage: npm run deploy -- <app> [--from <build folder>] [--candidate]\n` +
      `apps: ${appNames.join(', ')}`,
  );
  process.exit(64);
}

const started = performance.now();
const seconds = (/** @type {number} */ from) =>
  `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** A check failed: the lines say why. Thrown so that the lock and scratch folders are released. */
class Refused extends Error {
  /** @param {string[]} lines */
  constructor(lines) {
    super(lines.join('; '));
    this.lines = lines;
  }
}
/** @param {string[]} lines @returns {never} */
function fail(lines) {
  console.error(`\ndeploy refused — the live version is unchanged:`);
  for (const line of lines) console.error(`  ✗ ${line}`);
  process.exit(1);
}

/** @type {import('@school/platform/apps').AppName} */
let app;
try {
  app = appOf(target);
} catch (error) {
  fail([error instanceof Error ? error.message : String(error)]);
}
const s3 = await import('./lib/object-store/settings.mjs').then(
  ({ bucketSettingsOf }) => bucketSettingsOf(),
  (error) => fail([error instanceof Error ? error.message : String(error)]),
);
const remote = s3 ? await import('./lib/object-store/remote-store.mjs') : null;
const bucketTarget = s3 && remote ? await remote.openTarget(s3, repoRoot).catch(fail1) : null;
const store = bucketTarget?.store ?? storeDirOf();
const configFile = bucketTarget?.configFile ?? configFileOf();
if (!existsSync(configFile)) {
  fail([`no runtime map at ${configFile}: start the site once (npm start) to create it`]);
}
/** @param {unknown} error @returns {never} */
function fail1(error) {
  return fail([error instanceof Error ? error.message : String(error)]);
}

// 1. One build, browser and Node, into a folder of its own (never over what is served).
const from = option('--from');
let buildDir = from ? resolve(from) : undefined;
/** @type {string | undefined} */
let scratch;
if (!buildDir) {
  scratch = await mkdtemp(join(tmpdir(), `deploy-${app}-`));
  buildDir = join(scratch, 'dist');
  const cwd = join(repoRoot, apps[app].dir);
  console.log(`building ${app}…`);
  const t0 = performance.now();
  const result = spawnSync(join(cwd, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd,
    env: toolEnv({ ...process.env, BUILD_OUT_DIR: buildDir }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    // A build stopped by a signal has no exit code: name the signal (killed for memory, …).
    const how = result.signal ? `stopped by ${result.signal}` : `exit ${result.status}`;
    fail([`the build of ${app} failed (${how})`]);
  }
  console.log(`built in ${seconds(t0)}`);
}

/** A purge of the cache tier that failed after the switch (the deploy itself is done). */
/** @type {unknown} */
let purgeProblem = null;
try {
  const { version, created } = await importBuild({
    store,
    app,
    buildDir,
    source: from ? `deploy --from ${buildDir}` : 'deploy',
  });
  console.log(`${app} ${version}: ${created ? 'stored' : 'already in the store'}`);

  await withStoreLock(store, async () => {
    const config = bucketTarget ? await bucketTarget.readMap() : await readRuntimeConfig(configFile);
    const live = liveVersionOf(config, app);
    if (version === live) {
      console.log(`${app} ${version} is already live: nothing to do`);
      // A purge that failed after the switch is done now.
      purgeProblem = await bucketTarget?.purgeMap().then(() => null, (e) => e);
      return;
    }
    // 2. Verification: each check names what is wrong; any problem leaves the map alone.
    const candidateDir = versionDir(store, app, version);
    /** @param {string[]} lines */
    const refuse = async (lines) => {
      // A refused build must not stay reachable (unless it was stored before, e.g. an old version).
      if (created) {
        await rm(candidateDir, { recursive: true, force: true });
        await rm(`${candidateDir}.json`, { force: true });
      }
      throw new Refused(lines);
    };
    const t1 = performance.now();
    const shared = await checkShared({ store, config, app, candidateDir });
    if (shared.length > 0) {
      await refuse(shared.map((p) => `shared singletons: ${p}`));
    }
    console.log(`  ✓ shared singletons fit the ${app === 'shell' ? 'live remotes' : 'live shell'}`);
    const budget = await checkBudget({ app, candidateDir });
    if (budget.problem) await refuse([`bundle budget: ${budget.problem}`]);
    console.log(`  ✓ JavaScript ${budget.label} gzip, within the budget`);
    const pages = await checkPages({
      store,
      config,
      app,
      version,
      log: (line) => console.log(`  ${line}`),
    });
    if (pages.length > 0) await refuse(pages.map((p) => `prerender: ${p}`));
    console.log(`  ✓ pages prerender without error (checks took ${seconds(t1)})`);

    if (bucketTarget) {
      const t2 = performance.now();
      const sent = await bucketTarget.upload(app, version);
      console.log(
        `  ✓ in the bucket: ${sent.created ? `${sent.uploaded} of ${sent.files} files uploaded, every one listed back with its size and MD5` : 'already complete'} (${seconds(t2)})`,
      );
    }

    if (args.includes('--candidate')) {
      console.log(
        `\n${app} ${version} is stored and verified, not live. Preview it (signed in as an ` +
          `admin): /?preview=${apps[app].mfName}@${version}; ` +
          `release it: npm run deploy -- ${app} --from ${candidateDir}`,
      );
      const event = /** @type {const} */ ({
        app,
        action: 'candidate',
        from: live ?? null,
        to: null,
        version,
      });
      await (bucketTarget ? bucketTarget.journal(event) : appendJournal(store, event));
      return;
    }

    // 3. The switch: one atomic write of the map (read again under the lock).
    if (bucketTarget) {
      await bucketTarget.switchLive(app, version, 'deploy', live ?? null);
    } else {
      const latest = await readRuntimeConfig(configFile);
      await writeRuntimeConfig(configFile, withLiveVersion(latest, app, version));
      await appendJournal(store, { app, action: 'deploy', from: live ?? null, to: version });
    }
    console.log(
      `\n${app} ${version} is live (was ${live ?? 'none'}) at ${new Date().toISOString()}, ` +
        `${seconds(started)} after the deploy started. Roll back: npm run rollback -- ${app}`,
    );
    const removed = await prune({ store, app, keep: keepOf(), protect: [version, live] });
    if (bucketTarget) {
      removed.push(...(await bucketTarget.prune(app, keepOf(), [version, live])));
      // Last: a purge that fails leaves the switch done; deploying again purges again.
      purgeProblem = await bucketTarget.purgeMap().then(() => null, (e) => e);
    }
    if (removed.length > 0) console.log(`no longer kept: ${[...new Set(removed)].join(', ')}`);
  });
} catch (error) {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  if (error instanceof Refused) fail(error.lines);
  if (remote && error instanceof remote.StoreError) fail([error.message]);
  throw error;
} finally {
  bucketTarget?.close();
}
if (purgeProblem) {
  console.error(`\n${purgeProblem instanceof Error ? purgeProblem.message : purgeProblem}`);
  process.exit(1);
}
if (scratch) await rm(scratch, { recursive: true, force: true });
