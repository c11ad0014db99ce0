#!/usr/bin/env node
// `npm run deploy:status`: for each app, the live version (when and from which commit it was
// built), the kept versions, and the last pointer moves.
import { appNames } from '@school/platform/apps';
import {
  configFileOf,
  listVersions,
  liveVersionOf,
  readJournal,
  readRuntimeConfig,
  storeDirOf,
} from './lib/deploy-store.mjs';

const store = storeDirOf();
const configFile = configFileOf();
const config = await readRuntimeConfig(configFile).catch(() => null);
if (!config) {
  console.log(`No runtime map at ${configFile}: nothing is deployed yet (npm start creates it).`);
  process.exit(0);
}
const journal = await readJournal(store);
console.log(`versions store: ${store}\nruntime map:    ${configFile}\n`);
for (const app of appNames) {
  const live = liveVersionOf(config, app);
  const versions = await listVersions(store, app);
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
