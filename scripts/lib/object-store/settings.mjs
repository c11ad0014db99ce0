// The S3 deploy target's settings, read from the environment (no SDK loaded: the local disk,
// the default target, never pays for it).

/**
 * The S3 target's settings, from the environment.
 * @typedef {object} BucketSettings
 * @property {string} bucket DEPLOY_S3_BUCKET
 * @property {string} prefix DEPLOY_S3_PREFIX: this site's folder in the bucket ('' for none)
 * @property {string | undefined} endpoint DEPLOY_S3_ENDPOINT (none for AWS: the SDK knows it)
 * @property {string} region DEPLOY_S3_REGION (us-east-1 by default; `auto` for R2)
 * @property {boolean} forcePathStyle DEPLOY_S3_PATH_STYLE (`true` for Swift and MinIO-likes)
 * @property {{ accessKeyId: string; secretAccessKey: string } | undefined} credentials
 *   DEPLOY_S3_ACCESS_KEY_ID + DEPLOY_S3_SECRET_ACCESS_KEY, or the SDK's own chain (AWS_*
 *   variables, profiles, instance roles) when unset
 * @property {string | undefined} publicUrl DEPLOY_PUBLIC_URL: the site's address through the
 *   CDN (the remotes' addresses in the runtime map start with it)
 * @property {string | undefined} purgeUrl DEPLOY_PURGE_URL: where PURGE requests go (the cache
 *   tier); none: nothing is purged (a CDN that revalidates no-cache objects needs none)
 * @property {string | undefined} [mirrorDir] DEPLOY_DIR: where the bucket's live versions are
 *   copied for the checks (a cache; .deploy-s3/<endpoint_bucket_prefix> by default)
 */

/**
 * The S3 target's settings, or null when the environment names no bucket (the local disk is
 * the default target).
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {BucketSettings | null}
 */
export function bucketSettingsOf(env = process.env) {
  const bucket = env.DEPLOY_S3_BUCKET?.trim();
  if (!bucket) return null;
  const id = env.DEPLOY_S3_ACCESS_KEY_ID?.trim();
  const secret = env.DEPLOY_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(id) !== Boolean(secret)) {
    throw new Error(
      'DEPLOY_S3_ACCESS_KEY_ID and DEPLOY_S3_SECRET_ACCESS_KEY go together: one is set, not the other',
    );
  }
  const pathStyle = env.DEPLOY_S3_PATH_STYLE?.trim().toLowerCase();
  if (pathStyle && !['true', 'false', '1', '0'].includes(pathStyle)) {
    throw new Error(
      `DEPLOY_S3_PATH_STYLE must be true or false, not "${env.DEPLOY_S3_PATH_STYLE}"`,
    );
  }
  const endpoint = env.DEPLOY_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error(`DEPLOY_S3_ENDPOINT must be an http(s) address, not "${endpoint}"`);
  }
  return {
    bucket,
    prefix: (env.DEPLOY_S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: env.DEPLOY_S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
    publicUrl: env.DEPLOY_PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    purgeUrl: env.DEPLOY_PURGE_URL?.trim().replace(/\/+$/, '') || undefined,
    mirrorDir: env.DEPLOY_DIR?.trim() || undefined,
  };
}

/** The environment that names a bucket (the inverse of bucketSettingsOf). @param {BucketSettings} s */
export function bucketEnv(s) {
  /** @type {Record<string, string>} */
  const env = {
    DEPLOY_S3_BUCKET: s.bucket,
    DEPLOY_S3_PREFIX: s.prefix,
    DEPLOY_S3_REGION: s.region,
    DEPLOY_S3_PATH_STYLE: String(s.forcePathStyle),
  };
  if (s.endpoint) env.DEPLOY_S3_ENDPOINT = s.endpoint;
  if (s.credentials) {
    env.DEPLOY_S3_ACCESS_KEY_ID = s.credentials.accessKeyId;
    env.DEPLOY_S3_SECRET_ACCESS_KEY = s.credentials.secretAccessKey;
  }
  if (s.publicUrl) env.DEPLOY_PUBLIC_URL = s.publicUrl;
  if (s.purgeUrl) env.DEPLOY_PURGE_URL = s.purgeUrl;
  return env;
}

/**
 * The local folder a deploy to this bucket copies the live versions into (its checks read them
 * there), one per endpoint, bucket and prefix; a cache only: the bucket is the truth.
 * @param {BucketSettings} s @param {string} root the repository's root
 */
export function localMirrorOf(s, root) {
  if (s.mirrorDir) return s.mirrorDir;
  const name = [s.endpoint?.replace(/^https?:\/\//, '') ?? 'aws', s.bucket, s.prefix]
    .filter(Boolean)
    .join('_')
    .replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${root}/.deploy-s3/${name}`;
}
