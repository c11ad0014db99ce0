#!/usr/bin/env node
// `npm run deploy:status`: for each app, the live version (when and from which commit it was
// built), the kept versions, and the last pointer moves.
import { appNames } from '@school/platform/apps';
import { repoRoot } from './lib/repo-root.mjs';
import {
  configFileOf,
  listVersions,
  liveVersionOf,
  readJournal,
  readRuntimeConfig,
  storeDirOf,
} from './lib/deploy-store.mjs';

// With DEPLOY_S3_BUCKET set, what the bucket holds.
const s3 = await import('./lib/object-store/settings.mjs')
  .then(({ bucketSettingsOf }) => bucketSettingsOf())
  .catch((/** @type {Error} */ error) => {
    console.error(error.message);
    process.exit(1);
  });
const bucketTarget = s3
  ? await import('./lib/object-store/remote-store.mjs')
      .then(({ openTarget }) => openTarget(s3, repoRoot, { mirror: false }))
      .catch((/** @type {Error} */ error) => {
        console.error(error.message);
        process.exit(1);
      })
  : null;
const store = storeDirOf();
const configFile = configFileOf();
const config = bucketTarget
  ? await bucketTarget.readMap().catch(() => null)
  : await readRuntimeConfig(configFile).catch(() => null);
if (!config) {
  console.log(
    bucketTarget
      ? `No runtime map in the ${bucketTarget.where}: nothing is published there yet.`
      : `No runtime map at ${configFile}: nothing is deployed yet (npm start creates it).`,
  );
  process.exit(0);
}
const journal = await (bucketTarget ? bucketTarget.readJournal() : readJournal(store));
console.log(
  bucketTarget
    ? `versions store: ${bucketTarget.where}\n`
    : `versions store: ${store}\nruntime map:    ${configFile}\n`,
);
for (const app of appNames) {
  const live = liveVersionOf(config, app);
  const versions = await (bucketTarget ? bucketTarget.versions(app) : listVersions(store, app));
  const describe = (/** @type {import('./lib/deploy-store.mjs').VersionMeta} */ v) =>
    `${v.version}  built ${v.builtAt}  commit ${v.commit}  (${v.source})`;
  const liveMeta = versions.find((v) => v.version === live);
  console.log(`${app}`);
  console.log(`  live  ${liveMeta ? describe(liveMeta) : (live ?? 'none (not a stored version)')}`);
  for (const v of versions) {
    if (v.version !== live) console.log(`  kept  ${describe(v)}`);
  }
  const moves = journal.filter((e) => e.app === app && e.to).slice(-5);
  for (const e of moves) {
    console.log(`  ${e.at}  ${e.action.padEnd(8)} ${e.from ?? '—'} -> ${e.to}`);
  }
  console.log('');
}
bucketTarget?.close();
