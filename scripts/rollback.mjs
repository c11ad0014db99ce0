#!/usr/bin/env node
// `npm run rollback -- <app> [version]`: points the runtime map back at a kept version in one
// atomic write, with no build: the version the current one replaced, or the one named. The
// servers follow on their next request; the prerender service renders the pages again at once.
// With DEPLOY_S3_BUCKET set, the same against the bucket (its pointers, its journal; the cache
// tier is told to forget the map).
import { existsSync } from 'node:fs';
import { appNames } from '@school/platform/apps';
import { repoRoot } from './lib/repo-root.mjs';
import {
  appendJournal,
  appOf,
  configFileOf,
  listVersions,
  liveVersionOf,
  readJournal,
  readRuntimeConfig,
  storeDirOf,
  VERSION_PATTERN,
  versionDir,
  withLiveVersion,
  withStoreLock,
  writeRuntimeConfig,
} from './lib/deploy-store.mjs';
import { checkShared } from './lib/deploy-verify.mjs';

const [target, wanted] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
/** @param {string} message @returns {never} */
function refuse(message) {
  console.error(`rollback refused — the live version is unchanged: ${message}`);
  process.exit(1);
}
if (!target) {
  console.error(`usage: npm run rollback -- <app> [version]\napps: ${appNames.join(', ')}`);
  process.exit(64);
}

/**
 * The version that was live before `current` went live: the last move onto it that was not
 * itself a rollback. So rolling back twice after two bad deploys goes back two steps, instead of
 * swinging between the last two.
 * @param {import('./lib/deploy-store.mjs').JournalEvent[]} journal
 * @param {string} app @param {string | undefined} current
 */
function previousOf(journal, app, current) {
  const event = journal.findLast(
    (e) => e.app === app && e.to === current && e.action !== 'rollback',
  );
  return event?.from ?? undefined;
}

const started = performance.now();
/** @type {import('@school/platform/apps').AppName} */
let app;
try {
  app = appOf(target);
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
const toMessage = (/** @type {unknown} */ error) =>
  error instanceof Error ? error.message : String(error);
const s3 = await import('./lib/object-store/settings.mjs').then(
  ({ bucketSettingsOf }) => bucketSettingsOf(),
  (error) => refuse(toMessage(error)),
);
const bucketTarget = s3
  ? await import('./lib/object-store/remote-store.mjs')
      // Only what the check reads: the live shell (a remote's rollback), or the live remotes.
      .then(({ openTarget }) =>
        openTarget(s3, repoRoot, {
          mirror: app === 'shell' ? appNames.filter((name) => name !== 'shell') : ['shell'],
        }),
      )
      .catch((error) => refuse(toMessage(error)))
  : null;
const store = bucketTarget?.store ?? storeDirOf();
const configFile = bucketTarget?.configFile ?? configFileOf();
if (!existsSync(configFile)) refuse(`no runtime map at ${configFile}`);

await withStoreLock(store, async () => {
  const config = bucketTarget ? await bucketTarget.readMap() : await readRuntimeConfig(configFile);
  const current = liveVersionOf(config, app);
  const kept = (await (bucketTarget ? bucketTarget.versions(app) : listVersions(store, app))).map(
    (v) => v.version,
  );
  const journal = await (bucketTarget ? bucketTarget.readJournal() : readJournal(store));
  const version = wanted ?? previousOf(journal, app, current);
  if (!version) refuse(`no earlier version of ${app} is known; kept: ${kept.join(', ') || 'none'}`);
  if (!VERSION_PATTERN.test(version)) refuse(`"${version}" is not a version id`);
  if (version === current) refuse(`${app} ${version} is already live`);
  if (bucketTarget ? !kept.includes(version) : !existsSync(versionDir(store, app, version))) {
    refuse(`${app} ${version} is not kept; kept: ${kept.join(', ') || 'none'}`);
  }
  await bucketTarget?.mirror(app, version);
  // No build and no rendering: only what can change under a kept version, the builds around it.
  const problems = await checkShared({
    store,
    config,
    app,
    candidateDir: versionDir(store, app, version),
  });
  if (problems.length > 0) refuse(problems.join('; '));
  if (bucketTarget) {
    await bucketTarget.switchLive(app, version, 'rollback', current ?? null);
  } else {
    await writeRuntimeConfig(configFile, withLiveVersion(config, app, version));
    await appendJournal(store, { app, action: 'rollback', from: current ?? null, to: version });
  }
  const ms = Math.round(performance.now() - started);
  console.log(
    `${app} ${version} is live again (was ${current ?? 'none'}), pointer moved in ${ms} ms`,
  );
  await bucketTarget?.purgeMap();
}).catch((error) => refuse(toMessage(error)));
bucketTarget?.close();
