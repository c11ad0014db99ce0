#!/usr/bin/env node
// `npm run prod:local`: the production rehearsal on free ports. The local Supabase stack, the
// object store (an S3-compatible bucket), the cache tier in front of it (scripts/lib/cache-tier),
// the current builds and pages uploaded to the bucket, and the prerender worker that keeps the
// pages there and purges what it changed. Prints the site's address through the cache tier;
// Ctrl-C stops everything, last started first.
//
// The object store's part comes from scripts/lib/object-store/index.mjs (issue #36's bucket
// half), through three hooks, each named when missing:
// - startObjectStore({ log }) -> { origin: { host, port, hostHeader? }, bucket, prefix, stop() }
// - publishSite({ store, tierUrl, log }): uploads every app's live build, the runtime map (its
//   remotes' addresses through the tier) and the prerendered pages per the bucket layout
// - startPrerenderWorker({ store, tierUrl, purge: { path(p), keys(k) }, log }) -> { stop() }
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startBackend } from './lib/backend.mjs';
import { defaultLayout, requireCacheTier, startCacheTier } from './lib/cache-tier/index.mjs';
import { bin, run, stopChild } from './lib/processes.mjs';
import { repoRoot } from './lib/repo-root.mjs';

const OBJECT_STORE_MODULE = join(repoRoot, 'scripts', 'lib', 'object-store', 'index.mjs');
const HOOKS = ['startObjectStore', 'publishSite', 'startPrerenderWorker'];
const ENV_FILE = join(repoRoot, '.prod-local.env');

/** Stops, last started first. @type {(() => Promise<void>)[]} */
const stops = [];
let stopping = false;
async function shutdown(/** @type {number} */ code) {
  if (stopping) return;
  stopping = true;
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/** @param {string} line */
const log = (line) => console.log(line);

try {
  requireCacheTier();
  if (!existsSync(OBJECT_STORE_MODULE)) {
    throw new Error(
      `prod:local needs the object store (${OBJECT_STORE_MODULE}: Swift with s3api), not in ` +
        'this checkout yet. The cache tier alone runs in front of any bucket: npm run cache-tier -- --origin http://127.0.0.1:<port>',
    );
  }
  const store = /** @type {Record<string, Function | undefined>} */ (
    await import(pathToFileURL(OBJECT_STORE_MODULE).href)
  );
  const missing = HOOKS.filter((name) => typeof store[name] !== 'function');
  if (missing.length > 0) {
    throw new Error(
      `${OBJECT_STORE_MODULE} does not export ${missing.join(', ')} (prod-local.mjs names them)`,
    );
  }
  const hook = (/** @type {string} */ name) => /** @type {Function} */ (store[name]);

  if (run(bin('nx'), ['run-many', '-t', 'build', '--outputStyle=static']) !== 0) {
    throw new Error('The build failed');
  }
  const backend = startBackend();
  if (backend) stops.push(async () => stopChild(backend.child));
  const objectStore = await hook('startObjectStore')({
    log: (/** @type {string} */ l) => log(`[store] ${l}`),
  });
  stops.push(() => objectStore.stop());
  const tier = await startCacheTier({
    origin: objectStore.origin,
    layout: { ...defaultLayout, prefix: objectStore.prefix ?? '', ...objectStore.layout },
  });
  stops.push(() => tier.stop());
  if (backend) await backend.ready;
  await hook('publishSite')({
    store: objectStore,
    tierUrl: tier.url,
    log: (/** @type {string} */ l) => log(`[publish] ${l}`),
  });
  const worker = await hook('startPrerenderWorker')({
    store: objectStore,
    tierUrl: tier.url,
    purge: { path: tier.purgePath, keys: tier.purgeKeys },
    log: (/** @type {string} */ l) => log(`[prerender] ${l}`),
  });
  stops.push(() => worker.stop());
  await worker.firstPublished;
  // The settings a deploy, a rollback or deploy:status in another terminal needs for this bucket.
  const { bucketEnv } = await import('./lib/object-store/settings.mjs');
  const envLines = Object.entries(
    bucketEnv({ ...objectStore.settings, publicUrl: tier.url, purgeUrl: tier.url }),
  ).map(([name, value]) => `${name}=${value}`);
  await writeFile(ENV_FILE, `${envLines.join('\n')}\n`);
  stops.push(() => rm(ENV_FILE, { force: true }));
  tier.exited.then(() => {
    if (!stopping) {
      console.error('The cache tier stopped');
      void shutdown(1);
    }
  });
  console.log(`\nThe site through the cache tier: ${tier.url}  (Ctrl-C stops everything)`);
  console.log(`Purge: curl -X PURGE ${tier.url}/<path>, or -H 'xkey-purge: <keys>' ${tier.url}/`);
  console.log(
    `Deploy to this bucket from another terminal: set -a; . ./.prod-local.env; set +a; ` +
      `npm run deploy -- blog-news  (rollback, deploy:status alike)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
