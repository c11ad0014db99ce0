// The S3 deploy target: the versions store of scripts/lib/deploy-store.mjs, kept in a bucket.
//
// Keys, relative to the bucket's prefix (docs/shipping.md draws the whole layout):
//   <app>/v/<version>/…                  one version's files (browser files, server/ build),
//                                        uploaded once, never overwritten
//   _deploy/versions/<app>/<version>.json  written LAST, after every file of the version was
//                                        listed back with its size and MD5: a version without it
//                                        is incomplete and is never made live
//   _deploy/live/<app>.json              the app's live version: written by that app's deploys
//                                        and rollbacks only
//   runtime-config.json                  the runtime map the browsers read: rebuilt from the
//                                        live pointers (below)
//   _deploy/journal/<time>-<app>-<n>.json  one object per pointer move (never appended to)
//   site/static/…                        the shell's hashed files, of every version kept
//
// Two teams deploying different remotes at once. Swift 2.30's s3api answers 501 to every
// conditional PUT (If-Match, If-None-Match), so neither a compare-and-swap of the map nor a lock
// object made with If-None-Match: * is possible there (AWS S3 and R2 have both since 2024). So
// nothing is ever read-modified-written by two writers: each app has its own pointer object,
// written by that app's deploy only, and the map is derived from the pointers. A deploy writes
// its pointer, then: reads every pointer and the map; if the map disagrees, writes the map made
// from them, and reads both again; until a read finds them in agreement. The last writer of the
// map read the pointers after its own write, so a stale map written by a slower deploy is
// noticed by that deploy, which writes again: when both have returned, the map holds both. (A
// stale map may be live for the moment between the two writes.) One PUT switches the map.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { request as requestTls } from 'node:https';
import { dirname, join } from 'node:path';
import { appNames, apps } from '@school/platform/apps';
import {
  filesOf,
  liveVersionOf,
  VERSION_PATTERN,
  versionDir,
  withLiveVersion,
  writeRuntimeConfig,
} from '../deploy-store.mjs';
import { cacheControlOf, IMMUTABLE, md5, StoreError } from './bucket.mjs';

/** @import { Bucket } from './bucket.mjs' */
/** @import { AppName } from '@school/platform/apps' */
/** @import { DeployedMap, JournalEvent, VersionMeta } from '../deploy-store.mjs' */

export const MAP_KEY = 'runtime-config.json';
const DEPLOY = '_deploy';
/** @param {string} app @param {string} version */
export const versionFolder = (app, version) => `${app}/v/${version}/`;
/** @param {string} app @param {string} version */
export const markerKey = (app, version) => `${DEPLOY}/versions/${app}/${version}.json`;
/** @param {string} app */
export const pointerKey = (app) => `${DEPLOY}/live/${app}.json`;

/**
 * Runs `task` over `items`, `width` at a time; the first error stops the rest and is thrown.
 * @template T @param {T[]} items @param {number} width @param {(item: T) => Promise<void>} task
 */
async function eachLimited(items, width, task) {
  let next = 0;
  /** @type {unknown} */
  let failure;
  const lane = async () => {
    while (failure === undefined && next < items.length) {
      const item = /** @type {T} */ (items[next++]);
      try {
        await task(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  if (failure !== undefined) throw failure;
}

/**
 * Uploads the files of `dir` under `folder`: each with its type and cache rule, none over an
 * object already there with other bytes (a store is append-only for versions); an object
 * already there with the same bytes (an upload cut short and tried again) is left.
 * @param {{ bucket: Bucket; dir: string; folder: string; cacheControl?: (path: string) => string;
 *   skip?: (path: string) => boolean; log?: (line: string) => void }} options
 */
export async function uploadFolder({ bucket, dir, folder, cacheControl = cacheControlOf, skip }) {
  const files = (await filesOf(dir)).filter((path) => !skip?.(path));
  const there = new Map((await bucket.list(folder)).map((o) => [o.key, o]));
  let uploaded = 0;
  await eachLimited(files, 8, async (path) => {
    const bytes = await readFile(join(dir, path));
    const key = `${folder}${path}`;
    const existing = there.get(key);
    if (existing) {
      if (existing.size === bytes.length && existing.etag === md5(bytes)) return;
      throw new StoreError(
        `${bucket.full(key)} is already in the store with other bytes: a version is never ` +
          'overwritten (delete it by hand if it is known to be corrupt)',
      );
    }
    await bucket.put(key, bytes, { cacheControl: cacheControl(path) });
    uploaded += 1;
  });
  return { files, uploaded };
}

/**
 * Lists `folder` back and compares it with `dir`: every file there with its size and MD5.
 * @param {{ bucket: Bucket; dir: string; folder: string; files: string[] }} options
 * @returns {Promise<string[]>} what is missing or wrong (empty: complete)
 */
export async function verifyFolder({ bucket, dir, folder, files }) {
  const there = new Map((await bucket.list(folder)).map((o) => [o.key, o]));
  /** @type {string[]} */
  const problems = [];
  for (const path of files) {
    const object = there.get(`${folder}${path}`);
    const bytes = await readFile(join(dir, path));
    if (!object) problems.push(`${path} is missing`);
    else if (object.size !== bytes.length || object.etag !== md5(bytes)) {
      problems.push(`${path} differs (${object.size} bytes, ETag ${object.etag})`);
    }
  }
  return problems;
}

/**
 * Puts one version in the bucket: its files, checked back, then its marker (which makes it a
 * complete version). The shell's hashed files also go to site/static/ (where the pages load
 * them from), before the marker. Safe to run again after any failure: it finishes the job.
 * @param {{ bucket: Bucket; store: string; app: AppName; version: string; log?: (l: string) => void }} options
 * @returns {Promise<{ uploaded: number; files: number; created: boolean }>}
 */
export async function uploadVersion({ bucket, store, app, version, log }) {
  const dir = versionDir(store, app, version);
  const marker = await bucket.get(markerKey(app, version));
  if (marker) return { uploaded: 0, files: 0, created: false };
  const folder = versionFolder(app, version);
  const { files, uploaded } = await uploadFolder({ bucket, dir, folder });
  const problems = await verifyFolder({ bucket, dir, folder, files });
  if (app === 'shell' && existsSync(join(dir, 'static'))) {
    const stat = await uploadFolder({
      bucket,
      dir: join(dir, 'static'),
      folder: 'site/static/',
      cacheControl: () => IMMUTABLE,
    });
    problems.push(
      ...(await verifyFolder({
        bucket,
        dir: join(dir, 'static'),
        folder: 'site/static/',
        files: stat.files,
      })),
    );
  }
  if (problems.length > 0) {
    throw new StoreError(
      `${app} ${version} is incomplete in the store (${problems.slice(0, 3).join('; ')}${
        problems.length > 3 ? `; and ${problems.length - 3} more` : ''
      }): not made live; deploy again to finish the upload`,
    );
  }
  /** @type {VersionMeta & { files: number }} */
  const meta = {
    ...JSON.parse(await readFile(`${dir}.json`, 'utf8').catch(() => '{}')),
    app,
    version,
    files: files.length,
  };
  await bucket.putJson(markerKey(app, version), meta);
  log?.(
    `${app} ${version}: ${uploaded} of ${files.length} files uploaded, all ${files.length} checked`,
  );
  return { uploaded, files: files.length, created: true };
}

/** Whether a version is complete in the bucket. @param {Bucket} bucket @param {string} app @param {string} version */
export async function isComplete(bucket, app, version) {
  return (await bucket.get(markerKey(app, version))) !== null;
}

/**
 * The versions of an app in the bucket (complete ones), newest first.
 * @param {Bucket} bucket @param {string} app
 * @returns {Promise<VersionMeta[]>}
 */
export async function listBucketVersions(bucket, app) {
  const markers = await bucket.list(`${DEPLOY}/versions/${app}/`);
  /** @type {VersionMeta[]} */
  const versions = [];
  for (const { key } of markers) {
    const version = key.slice(key.lastIndexOf('/') + 1).replace(/\.json$/, '');
    if (!VERSION_PATTERN.test(version)) continue;
    const meta = await bucket.getJson(key).catch(() => null);
    versions.push({
      app,
      builtAt: 'unknown',
      commit: 'unknown',
      source: 'unknown',
      ...meta,
      version,
    });
  }
  return versions.sort((a, b) => String(b.builtAt).localeCompare(String(a.builtAt)));
}

/** @param {Bucket} bucket @returns {Promise<Partial<Record<AppName, string>>>} */
export async function readPointers(bucket) {
  /** @type {Partial<Record<AppName, string>>} */
  const pointers = {};
  for (const app of appNames) {
    const pointer = await bucket.getJson(pointerKey(app));
    if (pointer && VERSION_PATTERN.test(pointer.version)) pointers[app] = pointer.version;
  }
  return pointers;
}

/** The runtime map in the bucket. @param {Bucket} bucket @returns {Promise<DeployedMap | null>} */
export async function readBucketMap(bucket) {
  return bucket.getJson(MAP_KEY);
}

/** @param {DeployedMap} map @param {Partial<Record<AppName, string>>} pointers */
function composed(map, pointers) {
  let next = map;
  for (const app of appNames) {
    const version = pointers[app];
    if (version && liveVersionOf(next, app) !== version) next = withLiveVersion(next, app, version);
  }
  return next;
}

/** Writes the map as browsers get it. @param {Bucket} bucket @param {DeployedMap} map */
export function writeBucketMap(bucket, map) {
  return bucket.putJson(MAP_KEY, map, { cacheControl: 'no-cache' });
}

/**
 * Makes the map agree with the live pointers (see the head of this file). Returns the map.
 * @param {Bucket} bucket
 * @returns {Promise<DeployedMap>}
 */
export async function convergeMap(bucket) {
  for (let round = 0; round < 50; round += 1) {
    const pointers = await readPointers(bucket);
    const map = await readBucketMap(bucket);
    if (!map)
      throw new StoreError(`no runtime map at ${bucket.full(MAP_KEY)}: publish the site first`);
    const next = composed(map, pointers);
    if (JSON.stringify(next) === JSON.stringify(map)) return map;
    await writeBucketMap(bucket, next);
  }
  throw new StoreError('the runtime map kept changing under this deploy for 50 rounds: try again');
}

/**
 * One pointer move: the app's pointer, then the map made to agree, then the journal.
 * @param {{ bucket: Bucket; app: AppName; version: string; action: JournalEvent['action'];
 *   from: string | null }} options
 */
export async function switchLive({ bucket, app, version, action, from }) {
  if (!(await isComplete(bucket, app, version))) {
    throw new StoreError(`${app} ${version} is not complete in the store: not made live`);
  }
  await bucket.putJson(pointerKey(app), { app, version, at: new Date().toISOString() });
  const map = await convergeMap(bucket);
  await appendBucketJournal(bucket, { app, action, from, to: version });
  return map;
}

/** @param {Bucket} bucket @param {Omit<JournalEvent, 'at'>} event */
export async function appendBucketJournal(bucket, event) {
  const at = new Date().toISOString();
  const key = `${DEPLOY}/journal/${at.replace(/[:.]/g, '-')}-${event.app}-${randomBytes(3).toString('hex')}.json`;
  await bucket.putJson(key, { at, ...event });
}

/** @param {Bucket} bucket @returns {Promise<JournalEvent[]>} */
export async function readBucketJournal(bucket) {
  const listed = await bucket.list(`${DEPLOY}/journal/`);
  /** @type {JournalEvent[]} */
  const events = [];
  for (const { key } of listed) {
    const event = await bucket.getJson(key).catch(() => null);
    if (event) events.push(event);
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * Copies a complete version from the bucket into the local store (the checks read it there),
 * unless it is there already. Written beside and renamed: complete or absent.
 * @param {{ bucket: Bucket; store: string; app: AppName; version: string }} options
 */
export async function mirrorVersion({ bucket, store, app, version }) {
  const target = versionDir(store, app, version);
  if (existsSync(target)) return false;
  const marker = await bucket.getJson(markerKey(app, version));
  if (!marker) throw new StoreError(`${app} ${version} is not complete in the store`);
  const folder = versionFolder(app, version);
  const temp = `${target}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  const objects = await bucket.list(folder);
  await eachLimited(objects, 8, async ({ key }) => {
    const found = await bucket.get(key);
    if (!found) throw new StoreError(`${bucket.full(key)} vanished while it was copied`);
    const file = join(temp, ...key.slice(folder.length).split('/'));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, found.body);
  });
  await writeFile(`${target}.json`, `${JSON.stringify(marker, null, 2)}\n`);
  await rename(temp, target);
  return true;
}

/**
 * The bucket's live state copied to the local store: every live version (or those of `only`),
 * and the map written to `configFile`. Returns the map.
 * @param {{ bucket: Bucket; store: string; configFile: string; only?: readonly AppName[] }} options
 */
export async function mirrorLive({ bucket, store, configFile, only = appNames }) {
  const map = await readBucketMap(bucket);
  if (!map) {
    throw new StoreError(
      `no runtime map at ${bucket.full(MAP_KEY)}: nothing is published in this bucket yet ` +
        "(npm run prod:local publishes the rehearsal's)",
    );
  }
  await mkdir(store, { recursive: true });
  for (const app of only) {
    const version = liveVersionOf(map, app);
    if (version) await mirrorVersion({ bucket, store, app, version });
  }
  await mkdir(dirname(configFile), { recursive: true });
  await writeRuntimeConfig(configFile, map);
  return map;
}

/**
 * Removes from the bucket the versions beyond the newest `keep` of an app, never the live one
 * nor `protect`: the marker first (the version stops being complete), then its files.
 * @param {{ bucket: Bucket; app: AppName; keep: number; protect: Array<string | undefined> }} options
 */
export async function pruneBucket({ bucket, app, keep, protect }) {
  const versions = await listBucketVersions(bucket, app);
  /** @type {string[]} */
  const removed = [];
  let kept = 0;
  for (const { version } of versions) {
    if (protect.includes(version) || kept < keep) {
      kept += 1;
      continue;
    }
    await bucket.remove([markerKey(app, version)]);
    const files = await bucket.list(versionFolder(app, version));
    await bucket.remove(files.map((f) => f.key));
    removed.push(version);
  }
  return removed;
}

/**
 * Purges addresses of the site from the cache tier (PURGE <path>), or objects by surrogate
 * key (PURGE / with `xkey-purge`). Throws when the tier refuses or cannot be reached.
 * @param {string} purgeUrl @param {{ paths?: string[]; keys?: string[] }} what
 */
export async function purge(purgeUrl, { paths = [], keys = [] }) {
  /** @param {string} path @param {Record<string, string>} headers */
  const one = (path, headers) =>
    new Promise((resolve, reject) => {
      const url = new URL(path, `${purgeUrl}/`);
      const send = url.protocol === 'https:' ? requestTls : request;
      const req = send(url, { method: 'PURGE', headers, timeout: 10_000 }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(body)
            : reject(
                new StoreError(
                  `purge of ${path} refused by ${purgeUrl}: ${res.statusCode} ${body.trim()}`,
                ),
              ),
        );
      });
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (error) =>
        reject(
          new StoreError(`purge of ${path}: ${purgeUrl} cannot be reached (${error.message})`),
        ),
      );
      req.end();
    });
  for (const path of paths) await one(path, {});
  if (keys.length > 0) await one('/', { 'xkey-purge': keys.join(' ') });
}

/** The app name of each remote in the map's order (for messages). */
export const mfNames = appNames.map((app) => apps[app].mfName);
