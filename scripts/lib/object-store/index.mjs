// The object-store half of the production rehearsal (`npm run prod:local`, scripts/prod-local.mjs):
// a real S3 server (Swift with s3api: swift.mjs) holding the site's bucket, the first
// publication of the current builds into it, and the prerender worker that keeps its pages.
import { join } from 'node:path';
import { repoRoot } from '../repo-root.mjs';
import { openBucket } from './bucket.mjs';
import { publishFirst, startBucketPrerender } from './publish.mjs';
import { startSwift } from './swift.mjs';

export const BUCKET = 'site';

/**
 * @typedef {object} ObjectStore
 * @property {{ host: string; port: number }} origin where anonymous readers GET objects
 * @property {string} bucket
 * @property {string} prefix
 * @property {{ bucketPath: string; cspHeader: string; keysHeader: string }} layout how the
 *   cache tier reads it: Swift's own API for anonymous reads (`/v1/<account>/<container>/<key>`,
 *   the container readable by all), where user metadata comes back as `x-object-meta-*`
 * @property {import('./settings.mjs').BucketSettings} settings the S3 target's settings
 * @property {import('./swift.mjs').Swift} swift
 * @property {() => Promise<void>} stop
 */

/**
 * Starts Swift on free ports and creates the site's bucket, readable by anyone.
 * @param {{ log?: (line: string) => void; port?: number }} [options]
 * @returns {Promise<ObjectStore>}
 */
export async function startObjectStore({ log, port } = {}) {
  const swift = await startSwift({ log, port });
  /** @type {import('./settings.mjs').BucketSettings} */
  const settings = {
    bucket: BUCKET,
    prefix: '',
    endpoint: swift.endpoint,
    region: swift.region,
    forcePathStyle: true,
    credentials: { accessKeyId: swift.accessKeyId, secretAccessKey: swift.secretAccessKey },
    publicUrl: undefined,
    purgeUrl: undefined,
  };
  const bucket = openBucket(settings);
  try {
    await bucket.create({ publicRead: true });
  } catch (error) {
    await swift.stop();
    throw error;
  } finally {
    bucket.destroy();
  }
  log?.(`Swift (s3api) on ${swift.endpoint}, bucket "${BUCKET}"`);
  return {
    origin: { host: '127.0.0.1', port: swift.port },
    bucket: BUCKET,
    prefix: '',
    layout: {
      bucketPath: `/v1/${swift.account}/${BUCKET}`,
      cspHeader: 'x-object-meta-csp',
      keysHeader: 'x-object-meta-surrogate-key',
    },
    settings,
    swift,
    stop: () => swift.stop(),
  };
}

/**
 * Publishes the current builds into the store's bucket, addressed through `tierUrl`.
 * @param {{ store: ObjectStore; tierUrl: string; log?: (line: string) => void }} options
 */
export async function publishSite({ store, tierUrl, log }) {
  const bucket = openBucket({ ...store.settings, publicUrl: tierUrl });
  try {
    return await publishFirst({
      bucket,
      store: join(repoRoot, '.prerender-s3', String(store.origin.port), 'publish-store'),
      publicUrl: tierUrl,
      log,
    });
  } finally {
    bucket.destroy();
  }
}

/**
 * Starts the prerender worker on the store's bucket, purging through the tier.
 * @param {{ store: ObjectStore; tierUrl: string; log?: (line: string) => void; pollMs?: number }} options
 */
export async function startPrerenderWorker({ store, tierUrl, log, pollMs }) {
  const bucket = openBucket(store.settings);
  const worker = await startBucketPrerender({
    bucket,
    workDir: join(repoRoot, '.prerender-s3', String(store.origin.port), 'worker'),
    purgeUrl: tierUrl,
    log,
    pollMs,
  });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      bucket.destroy();
    },
  };
}
