// One S3 bucket, through the standard client (@aws-sdk/client-s3): what the S3 deploy target,
// the publisher and the prerender worker do with it (get, put with its headers, list, delete),
// with each failure said in a sentence that names what to fix. The same code talks to AWS S3,
// Cloudflare R2 and the rehearsal's Swift (s3api): only the settings differ (README, docs/shipping).
import { createHash } from 'node:crypto';
import { extname } from 'node:path';

// The SDK warns on every process that Node 20 will not be supported by its releases of 2027;
// the version is pinned in scripts/package.json, and the warning is noise in every command.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutBucketAclCommand,
  PutObjectCommand,
  S3Client,
} = await import('@aws-sdk/client-s3');

export { bucketEnv, bucketSettingsOf } from './settings.mjs';
/** @typedef {import('./settings.mjs').BucketSettings} BucketSettings */

/** Files whose name carries their content hash: cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that change in place (HTML, the runtime map, remote entries and manifests). */
export const REVALIDATE = 'no-cache';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.d.ts': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
});

/**
 * The Content-Type of a file by its name (the feeds are Atom, as the Node server says).
 * @param {string} name
 */
export function contentTypeOf(name) {
  if (name.endsWith('/feed.xml') || name === 'feed.xml')
    return 'application/atom+xml; charset=utf-8';
  return TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The Cache-Control of a file of a build, by its path in the build: what is under static/
 * carries its hash in its name; the rest (remoteEntry.js, mf-manifest.json, HTML, type
 * archives, the server build) may be the same name with new bytes in another version of the
 * shell's site/ folder, so it is revalidated.
 * @param {string} path the file's path in its build folder
 */
export function cacheControlOf(path) {
  return path.startsWith('static/') ? IMMUTABLE : REVALIDATE;
}

/** An S3 object's ETag without quotes (the MD5 of a single-part upload). @param {string | undefined} etag */
export const bareEtag = (etag) => (etag ?? '').replace(/^W\//, '').replace(/"/g, '');

/** @param {Buffer | string} bytes */
export const md5 = (bytes) => createHash('md5').update(bytes).digest('hex');

/**
 * The error of a store operation said in a sentence that names what to fix.
 * @param {unknown} error @param {BucketSettings} s @param {string} what
 */
export function explain(error, s, what) {
  const e =
    /** @type {{ name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number }; cause?: { code?: string } }} */ (
      error
    );
  const where = `bucket "${s.bucket}"${s.endpoint ? ` at ${s.endpoint}` : ''}`;
  const name = e?.name ?? '';
  const code = e?.code ?? e?.cause?.code ?? '';
  const status = e?.$metadata?.httpStatusCode;
  let sentence;
  // HeadBucket answers a bare 404 (no body to name the error).
  if (name === 'NoSuchBucket' || (what === OPENING && (name === 'NotFound' || status === 404))) {
    sentence = `the ${where} does not exist (create it, or fix DEPLOY_S3_BUCKET)`;
  } else if (
    ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden'].includes(name) ||
    status === 403 ||
    status === 401
  ) {
    sentence = `the ${where} refused the credentials (${name || status}): check DEPLOY_S3_ACCESS_KEY_ID and DEPLOY_S3_SECRET_ACCESS_KEY`;
  } else if (name === 'CredentialsProviderError') {
    sentence = `no credentials for the ${where}: set DEPLOY_S3_ACCESS_KEY_ID and DEPLOY_S3_SECRET_ACCESS_KEY`;
  } else if (
    ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN'].includes(code) ||
    name === 'TimeoutError'
  ) {
    sentence = `the ${where} cannot be reached (${code || name})`;
  } else {
    sentence = `the ${where} answered ${name || 'an error'}${status ? ` (${status})` : ''}: ${e?.message ?? String(error)}${unreadAnswer(error)}`;
  }
  return new StoreError(`${what}: ${sentence}`, { cause: error });
}

/**
 * What the store sent when the SDK could not read it as S3 (an answer that is not S3's XML: a
 * server's own error page, another program on the port): its type, server and first bytes, so
 * that the sentence names it. The SDK keeps that text on the error's `$response.body` only then
 * (an S3 error it read keeps a stream there): empty for an answer the SDK read.
 * @param {unknown} error
 */
export function unreadAnswer(error) {
  const answer =
    /** @type {{ $response?: { statusCode?: number; headers?: Record<string, string>;
     *   body?: unknown } }} */ (error)?.$response;
  if (typeof answer?.body !== 'string') return '';
  const headers = answer.headers ?? {};
  const told = [
    answer.statusCode ? `status ${answer.statusCode}` : '',
    headers['content-type'] ? `type ${headers['content-type']}` : '',
    headers.server ? `server ${headers.server}` : '',
    answer.body
      ? `body ${JSON.stringify(answer.body.replace(/\s+/g, ' ').trim().slice(0, 300))}`
      : 'no body',
  ].filter(Boolean);
  return ` (its answer: ${told.join(', ')})`;
}

const OPENING = 'opening the bucket';

/** A store operation that failed, said in a sentence. */
export class StoreError extends Error {}

/**
 * @typedef {{ key: string; size: number; etag: string }} Listed an object in a listing (key
 *   relative to the prefix)
 * @typedef {{ contentType?: string; cacheControl?: string; meta?: Record<string, string> }} PutOptions
 */

/**
 * The bucket of the settings, with keys relative to the prefix.
 * @param {BucketSettings} s
 */
export function openBucket(s) {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    // A dead store should fail a step in seconds, said, not hang a deploy.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
    maxAttempts: 3,
    // Checksums only where S3 requires one: the S3-compatible stores (Swift 2.30's s3api, R2)
    // do not all know the SDK's newer flexible checksums; every PUT is checked by its ETag.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const full = (/** @type {string} */ key) => (s.prefix ? `${s.prefix}/${key}` : key);
  const relativeKey = (/** @type {string} */ key) =>
    s.prefix && key.startsWith(`${s.prefix}/`) ? key.slice(s.prefix.length + 1) : key;
  /** @template T @param {string} what @param {() => Promise<T>} action @returns {Promise<T>} */
  const guarded = async (what, action) => {
    try {
      return await action();
    } catch (error) {
      if (error instanceof StoreError) throw error;
      throw explain(error, s, what);
    }
  };

  return {
    settings: s,
    client,
    /** The full key of a key relative to the prefix. */
    full,
    /** Checks that the bucket is there and the credentials open it. */
    async check() {
      await guarded(OPENING, () => client.send(new HeadBucketCommand({ Bucket: s.bucket })));
    },
    /** Creates the bucket (the rehearsal's), readable by anyone (Swift: read ACL `.r:*`). */
    async create({ publicRead = true } = {}) {
      await guarded('creating the bucket', async () => {
        await client.send(new CreateBucketCommand({ Bucket: s.bucket })).catch((error) => {
          if (!['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error?.name))
            throw error;
        });
        if (publicRead) {
          await client.send(new PutBucketAclCommand({ Bucket: s.bucket, ACL: 'public-read' }));
        }
      });
    },
    /**
     * An object's bytes and ETag, or null when there is none.
     * @param {string} key
     * @returns {Promise<{ body: Buffer; etag: string; meta: Record<string, string> } | null>}
     */
    async get(key) {
      return guarded(`reading ${full(key)}`, async () => {
        try {
          const answer = await client.send(
            new GetObjectCommand({ Bucket: s.bucket, Key: full(key) }),
          );
          const bytes = await answer.Body?.transformToByteArray();
          return {
            body: Buffer.from(bytes ?? []),
            etag: bareEtag(answer.ETag),
            meta: answer.Metadata ?? {},
          };
        } catch (error) {
          const e = /** @type {{ name?: string }} */ (error);
          if (e?.name === 'NoSuchKey' || e?.name === 'NotFound') return null;
          throw error;
        }
      });
    },
    /** @param {string} key @returns {Promise<any>} the parsed JSON, or null when absent */
    async getJson(key) {
      const found = await this.get(key);
      return found ? JSON.parse(found.body.toString('utf8')) : null;
    },
    /**
     * Writes one object with its headers; its ETag is checked against the bytes' MD5.
     * @param {string} key @param {Buffer | string} body @param {PutOptions} [options]
     */
    async put(key, body, options = {}) {
      const bytes = Buffer.from(body);
      return guarded(`writing ${full(key)}`, async () => {
        const answer = await client.send(
          new PutObjectCommand({
            Bucket: s.bucket,
            Key: full(key),
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: options.contentType ?? contentTypeOf(key),
            CacheControl: options.cacheControl ?? REVALIDATE,
            Metadata: options.meta,
          }),
        );
        const etag = bareEtag(answer.ETag);
        if (etag && etag !== md5(bytes)) {
          throw new StoreError(`writing ${full(key)}: the store kept other bytes (ETag ${etag})`);
        }
        return etag;
      });
    },
    /** @param {string} key @param {unknown} value @param {PutOptions} [options] */
    async putJson(key, value, options = {}) {
      return this.put(key, `${JSON.stringify(value, null, 2)}\n`, {
        contentType: 'application/json; charset=utf-8',
        ...options,
      });
    },
    /**
     * Every object under a folder (keys relative to the prefix), in key order.
     * @param {string} folder e.g. `blog-news/v/0123456789ab/`
     * @returns {Promise<Listed[]>}
     */
    async list(folder) {
      return guarded(`listing ${full(folder)}`, async () => {
        /** @type {Listed[]} */
        const out = [];
        /** @type {string | undefined} */
        let token;
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: s.bucket,
              Prefix: full(folder),
              ContinuationToken: token,
            }),
          );
          for (const item of page.Contents ?? []) {
            if (!item.Key) continue;
            out.push({
              key: relativeKey(item.Key),
              size: item.Size ?? 0,
              etag: bareEtag(item.ETag),
            });
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return out;
      });
    },
    /**
     * Deletes objects, one request each (8 at a time): Swift 2.30's multi-object delete wants a
     * Content-MD5 the SDK no longer sends (it sends CRC32 checksums), so DeleteObjects is not
     * portable across S3-compatible stores; DeleteObject is. A key already gone is no error.
     * @param {string[]} keys
     */
    async remove(keys) {
      let next = 0;
      const lane = async () => {
        while (next < keys.length) {
          const key = /** @type {string} */ (keys[next++]);
          await guarded(`deleting ${full(key)}`, () =>
            client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: full(key) })),
          );
        }
      };
      await Promise.all(Array.from({ length: Math.min(8, keys.length) }, lane));
    },
    destroy() {
      client.destroy();
    },
  };
}

/** @typedef {ReturnType<typeof openBucket>} Bucket */
