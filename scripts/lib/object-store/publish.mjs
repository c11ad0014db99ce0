// What goes in the bucket besides the versions: the live shell's own files (site/), the
// prerendered pages (pages/), and the first publication of a site into an empty bucket. And the
// prerender worker that keeps the pages there: the prerender service of the Node server
// (scripts/lib/prerender-service.mjs), run over a local copy of the bucket's live versions,
// whose pages folder is made the bucket's pages/ after every run, and the changed addresses
// purged from the cache tier. It needs the bucket, Supabase and the purge address, nothing else:
// no Node process serves the site.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { appNames, apps } from '@school/platform/apps';
import { contentSecurityPolicy } from '@school/build-config/security-headers';
import {
  filesOf,
  importBuild,
  liveVersionOf,
  shellDirFor,
  withLiveVersion,
} from '../deploy-store.mjs';
import { repoRoot } from '../repo-root.mjs';
import { startPrerenderService } from '../prerender-service.mjs';
import { contentTypeOf, md5, REVALIDATE } from './bucket.mjs';
import {
  appendBucketJournal,
  convergeMap,
  MAP_KEY,
  mirrorLive,
  pointerKey,
  purge,
  readBucketMap,
  uploadVersion,
  writeBucketMap,
} from './target.mjs';

/** @import { Bucket } from './bucket.mjs' */
/** @import { DeployedMap } from '../deploy-store.mjs' */

/** The surrogate keys of an object: its kind, and its page's address. @param {string} key */
export function surrogateKeysOf(key) {
  if (key.startsWith('site/')) return 'site';
  // Header values are ASCII: an Arabic address goes as the browser sends it, percent-encoded.
  if (key.startsWith('pages/')) return `pages ${encodeURI(addressOf(key))}`;
  return '';
}

/** The site address of a key under pages/ (`pages/ar/news/index.html` -> `/ar/news`). @param {string} key */
export function addressOf(key) {
  const path = key.slice('pages/'.length);
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`;
  return `/${path}`;
}

/**
 * Every file under a folder that is served (none in a dot folder or named with a dot first: the
 * prerenderer's stamps), as sorted relative paths; none when the folder is not there yet.
 * @param {string} dir
 */
async function servedFilesOf(dir) {
  const files = await filesOf(dir).catch(() => /** @type {string[]} */ ([]));
  return files.filter((path) => !path.split('/').some((segment) => segment.startsWith('.')));
}

/**
 * Makes a folder of the bucket hold exactly `files` (key -> bytes): uploads what differs,
 * deletes what is no longer there. HTML carries its Content-Security-Policy (computed from its
 * inline scripts and the map, as the Node server does per answer) and every object its surrogate
 * keys, as metadata the cache tier turns into headers. Returns the keys changed or deleted.
 * `policies`: the policy each HTML key holds in the bucket, as this process last wrote or read
 * it (kept by the caller across syncs, so an unchanged page is not read back every run).
 * @param {{ bucket: Bucket; folder: string; files: Map<string, Buffer>; map: DeployedMap;
 *   keep?: (key: string) => boolean; policies?: Map<string, string> }} options
 */
export async function syncFolder({ bucket, folder, files, map, keep, policies = new Map() }) {
  const there = new Map((await bucket.list(folder)).map((o) => [o.key, o]));
  /** @type {string[]} */
  const changed = [];
  for (const [key, bytes] of files) {
    const old = there.get(key);
    const isHtml = key.endsWith('.html');
    const csp = isHtml ? contentSecurityPolicy({ html: bytes.toString('utf8'), config: map }) : '';
    if (old && old.size === bytes.length && old.etag === md5(bytes)) {
      // The same bytes; an HTML object's policy may still have changed (the map's origins).
      if (!isHtml) continue;
      if (!policies.has(key)) policies.set(key, (await bucket.get(key))?.meta.csp ?? '');
      if (policies.get(key) === csp) continue;
    }
    /** @type {Record<string, string>} */
    const meta = { 'surrogate-key': surrogateKeysOf(key) };
    if (isHtml) meta.csp = csp;
    await bucket.put(key, bytes, {
      contentType: contentTypeOf(key),
      cacheControl: REVALIDATE,
      meta,
    });
    if (isHtml) policies.set(key, csp);
    changed.push(key);
  }
  const gone = [...there.keys()].filter((key) => !files.has(key) && !keep?.(key));
  if (gone.length > 0) await bucket.remove(gone);
  for (const key of gone) policies.delete(key);
  return [...changed, ...gone];
}

/**
 * The live shell's own files at the top of site/ (its index.html: the page drawn for any
 * address not prerendered and for the not-found answer; icons, manifest). static/ is the
 * deploy's (uploadVersion), kept for every version.
 * @param {{ bucket: Bucket; store: string; map: DeployedMap; policies?: Map<string, string> }} options
 */
export async function publishShellFiles({ bucket, store, map, policies }) {
  const shellDir = shellDirFor(map, store);
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  for (const path of await servedFilesOf(shellDir)) {
    if (
      path.startsWith('static/') ||
      path.startsWith('server/') ||
      path === 'runtime-config.json'
    ) {
      continue;
    }
    files.set(`site/${path}`, await readFile(join(shellDir, path)));
  }
  return syncFolder({
    bucket,
    folder: 'site/',
    files,
    map,
    keep: (key) => key.startsWith('site/static/'),
    policies,
  });
}

/**
 * The prerendered pages folder made the bucket's pages/.
 * @param {{ bucket: Bucket; outDir: string; map: DeployedMap; policies?: Map<string, string> }} options
 */
export async function publishPages({ bucket, outDir, map, policies }) {
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  for (const path of await servedFilesOf(outDir))
    files.set(`pages/${path}`, await readFile(join(outDir, path)));
  return syncFolder({ bucket, folder: 'pages/', files, map, policies });
}

/**
 * The first publication into an empty bucket (or a bucket whose map is gone): every app's
 * current build as a version, its pointer, and the runtime map, whose remotes are addressed
 * through `publicUrl` (`<publicUrl>/<app>/v/<version>/mf-manifest.json`). A bucket that has a
 * map keeps it: what was deployed there stays live (as `npm start` keeps the disk's).
 * @param {{ bucket: Bucket; store: string; publicUrl: string; env?: NodeJS.ProcessEnv;
 *   log?: (line: string) => void }} options
 * @returns {Promise<DeployedMap>}
 */
export async function publishFirst({ bucket, store, publicUrl, env = process.env, log }) {
  const existing = await readBucketMap(bucket);
  if (existing) {
    log?.('the bucket already has a runtime map: what is live there stays live');
    return existing;
  }
  const { runtimeConfigFromEnv } = await import('@school/platform/runtime-config');
  /** @type {DeployedMap} */
  let map = runtimeConfigFromEnv(env);
  map = {
    ...map,
    remotes: Object.fromEntries(
      appNames
        .filter((app) => app !== 'shell')
        .map((app) => [apps[app].mfName, `${publicUrl}/${app}/mf-manifest.json`]),
    ),
  };
  for (const app of appNames) {
    const dist = join(repoRoot, apps[app].dir, 'dist');
    if (!existsSync(join(dist, 'index.html')))
      throw new Error(`${apps[app].dir}/dist is missing: build first`);
    const { version } = await importBuild({
      store,
      app,
      buildDir: dist,
      source: `${apps[app].dir}/dist (prod:local)`,
    });
    const sent = await uploadVersion({ bucket, store, app, version });
    log?.(
      `${app} ${version}: ${sent.created ? `${sent.uploaded} files uploaded` : 'already there'}`,
    );
    await bucket.putJson(pointerKey(app), { app, version, at: new Date().toISOString() });
    map = withLiveVersion(map, app, version);
  }
  await writeBucketMap(bucket, map);
  for (const app of appNames) {
    await appendBucketJournal(bucket, {
      app,
      action: 'start',
      from: null,
      to: liveVersionOf(map, app) ?? null,
    });
  }
  return convergeMap(bucket);
}

/**
 * The prerender worker: keeps pages/ and site/ in the bucket in step with the data and the
 * live versions, and purges what it changed.
 * @param {{ bucket: Bucket; workDir: string; purgeUrl?: string; pollMs?: number;
 *   mapPollMs?: number; log?: (line: string) => void; env?: NodeJS.ProcessEnv }} options
 */
export async function startBucketPrerender({
  bucket,
  workDir,
  purgeUrl,
  pollMs = 15_000,
  mapPollMs = 1000,
  log = () => {},
  env = process.env,
}) {
  const store = join(workDir, 'store');
  const configFile = join(workDir, 'runtime-config.json');
  const outDir = join(workDir, 'pages');
  await rm(outDir, { recursive: true, force: true });
  let map = await mirrorLive({ bucket, store, configFile });
  let mapEtag = (await bucket.get(MAP_KEY))?.etag ?? '';
  let shell = liveVersionOf(map, 'shell');
  /** Each HTML object's policy in the bucket, as this worker wrote or read it. */
  const policies = new Map();
  const sentShell = await publishShellFiles({ bucket, store, map, policies });
  if (sentShell.length > 0 && purgeUrl) await purge(purgeUrl, { keys: ['site'] });

  /** Pages to publish again (a run's changes, or a publication that failed). */
  let dirty = false;
  let lastProblem = '';
  let busy = Promise.resolve();
  let stopped = false;
  /** @type {(count: number) => void} */
  let published = () => {};
  let runs = 0;
  const firstPublished = new Promise((resolve) => (published = resolve));

  const publish = async () => {
    if (!dirty || stopped) return;
    dirty = false;
    try {
      const changed = await publishPages({ bucket, outDir, map, policies });
      if (changed.length > 0 && purgeUrl) {
        await purge(purgeUrl, { paths: changed.map(addressOf) });
      }
      if (changed.length > 0)
        log(
          `published ${changed.length} page file(s) to the bucket${purgeUrl ? ' and purged them' : ''}`,
        );
      published(runs++);
    } catch (error) {
      dirty = true;
      const message = `not published (tried again every ${mapPollMs} ms): ${error instanceof Error ? error.message : error}`;
      if (message !== lastProblem) log(message);
      lastProblem = message;
      return;
    }
    lastProblem = '';
  };
  const service = startPrerenderService({
    configFile,
    store,
    outDir,
    pollMs,
    log,
    env,
    onRun: () => {
      dirty = true;
      busy = busy.then(publish);
    },
  });

  /** Follows the bucket's map: a deploy or rollback made anywhere. */
  const followMap = async () => {
    const found = await bucket.get(MAP_KEY);
    if (!found || found.etag === mapEtag) return;
    map = await mirrorLive({ bucket, store, configFile });
    mapEtag = found.etag;
    const nextShell = liveVersionOf(map, 'shell');
    if (nextShell !== shell) {
      shell = nextShell;
      const changed = await publishShellFiles({ bucket, store, map, policies });
      if (changed.length > 0 && purgeUrl) await purge(purgeUrl, { keys: ['site'] });
      log(`shell ${nextShell} is live: its files are in site/`);
    }
  };
  const timer = setInterval(() => {
    busy = busy
      .then(followMap)
      .then(publish)
      .catch((error) => log(`the bucket's map: ${error instanceof Error ? error.message : error}`));
  }, mapPollMs);

  return {
    /** Resolves once the first run's pages are in the bucket. */
    firstPublished,
    idle: async () => {
      await service.idle();
      await busy;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await service.stop();
      await busy.catch(() => undefined);
    },
  };
}
