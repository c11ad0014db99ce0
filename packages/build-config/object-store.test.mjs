// The S3 target's pure parts (scripts/lib/object-store): its settings from the environment, the
// headers each object is uploaded with, the addresses and keys the publisher derives, and the
// sentences a failure is said in. The store itself is exercised by e2e/tests/rehearsal.spec.ts.
import { describe, expect, it } from 'vitest';
import {
  bucketEnv,
  bucketSettingsOf,
  localMirrorOf,
} from '../../scripts/lib/object-store/settings.mjs';
import {
  cacheControlOf,
  contentTypeOf,
  explain,
  IMMUTABLE,
} from '../../scripts/lib/object-store/bucket.mjs';
import { addressOf, surrogateKeysOf } from '../../scripts/lib/object-store/publish.mjs';

describe('the S3 target from the environment', () => {
  it('no bucket: the local disk (null)', () => {
    expect(bucketSettingsOf({})).toBeNull();
    expect(bucketSettingsOf({ DEPLOY_S3_BUCKET: '  ' })).toBeNull();
  });

  it('reads every setting and gives it back as the same environment', () => {
    const env = {
      DEPLOY_S3_BUCKET: 'site',
      DEPLOY_S3_PREFIX: '/school/',
      DEPLOY_S3_ENDPOINT: 'http://127.0.0.1:8080',
      DEPLOY_S3_REGION: 'auto',
      DEPLOY_S3_PATH_STYLE: 'true',
      DEPLOY_S3_ACCESS_KEY_ID: 'id',
      DEPLOY_S3_SECRET_ACCESS_KEY: 'secret',
      DEPLOY_PUBLIC_URL: 'https://cdn.example.org/',
      DEPLOY_PURGE_URL: 'http://127.0.0.1:6081',
    };
    const settings = bucketSettingsOf(env);
    expect(settings).toMatchObject({
      bucket: 'site',
      prefix: 'school',
      endpoint: 'http://127.0.0.1:8080',
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.example.org',
    });
    expect(
      bucketSettingsOf(bucketEnv(/** @type {NonNullable<typeof settings>} */ (settings))),
    ).toEqual(settings);
    // AWS: no endpoint, virtual-hosted style, the SDK's own credentials.
    expect(bucketSettingsOf({ DEPLOY_S3_BUCKET: 'b' })).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses half a key pair, a bad path style and an endpoint that is not an address', () => {
    expect(() =>
      bucketSettingsOf({ DEPLOY_S3_BUCKET: 'b', DEPLOY_S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/go together/);
    expect(() => bucketSettingsOf({ DEPLOY_S3_BUCKET: 'b', DEPLOY_S3_PATH_STYLE: 'yes' })).toThrow(
      /true or false/,
    );
    expect(() =>
      bucketSettingsOf({ DEPLOY_S3_BUCKET: 'b', DEPLOY_S3_ENDPOINT: 'localhost:9' }),
    ).toThrow(/http\(s\) address/);
  });

  it('one local copy per store, bucket and prefix; DEPLOY_DIR names another', () => {
    const a = bucketSettingsOf({ DEPLOY_S3_BUCKET: 'site', DEPLOY_S3_ENDPOINT: 'http://h:1' });
    const b = bucketSettingsOf({ DEPLOY_S3_BUCKET: 'site', DEPLOY_S3_ENDPOINT: 'http://h:2' });
    expect(localMirrorOf(/** @type {any} */ (a), '/r')).toBe('/r/.deploy-s3/h-1_site');
    expect(localMirrorOf(/** @type {any} */ (b), '/r')).not.toBe(
      localMirrorOf(/** @type {any} */ (a), '/r'),
    );
    const c = bucketSettingsOf({ DEPLOY_S3_BUCKET: 'site', DEPLOY_DIR: '/tmp/x' });
    expect(localMirrorOf(/** @type {any} */ (c), '/r')).toBe('/tmp/x');
  });
});

describe('what each object is uploaded with', () => {
  it('hashed files for a year, the rest revalidated', () => {
    expect(cacheControlOf('static/js/main.0f0f0f.js')).toBe(IMMUTABLE);
    expect(cacheControlOf('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlOf('mf-manifest.json')).toBe('no-cache');
    expect(cacheControlOf('index.html')).toBe('no-cache');
    expect(cacheControlOf('server/static/js/x.js')).toBe('no-cache');
  });

  it('types by name, feeds as Atom', () => {
    expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('static/js/x.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('static/font/x.woff2')).toBe('font/woff2');
    expect(contentTypeOf('pages/ar/news/feed.xml')).toBe('application/atom+xml; charset=utf-8');
    expect(contentTypeOf('pages/sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(contentTypeOf('pages/ar/calendar/primary.ics')).toBe('text/calendar; charset=utf-8');
    expect(contentTypeOf('odd.bin')).toBe('application/octet-stream');
  });
});

describe('the pages in the bucket', () => {
  it('the address of each key, and ASCII surrogate keys for Arabic addresses', () => {
    expect(addressOf('pages/index.html')).toBe('/');
    expect(addressOf('pages/ar/news/index.html')).toBe('/ar/news');
    expect(addressOf('pages/sitemap.xml')).toBe('/sitemap.xml');
    const key = surrogateKeysOf('pages/ar/blog/التربية/index.html');
    expect(key).toBe('pages /ar/blog/%D8%A7%D9%84%D8%AA%D8%B1%D8%A8%D9%8A%D8%A9');
    expect(/^[\x20-\x7e]*$/.test(key)).toBe(true);
    expect(surrogateKeysOf('site/index.html')).toBe('site');
  });
});

describe('a failure said in a sentence', () => {
  const s = /** @type {any} */ (
    bucketSettingsOf({ DEPLOY_S3_BUCKET: 'site', DEPLOY_S3_ENDPOINT: 'http://h:1' })
  );
  it('names what to fix', () => {
    expect(explain({ name: 'NoSuchBucket' }, s, 'listing x').message).toMatch(/does not exist/);
    expect(
      explain({ name: 'NotFound', $metadata: { httpStatusCode: 404 } }, s, 'opening the bucket')
        .message,
    ).toMatch(/does not exist/);
    expect(explain({ name: 'SignatureDoesNotMatch' }, s, 'writing x').message).toMatch(
      /refused the credentials.*DEPLOY_S3_SECRET_ACCESS_KEY/,
    );
    expect(explain({ code: 'ECONNREFUSED' }, s, 'writing x').message).toMatch(
      /bucket "site" at http:\/\/h:1 cannot be reached \(ECONNREFUSED\)/,
    );
  });
  it('says what the store sent when it was not S3 (a deserialization error)', () => {
    const error = Object.defineProperty(
      { name: 'Error', message: 'XML parse error', $metadata: { httpStatusCode: 400 } },
      '$response',
      {
        value: {
          statusCode: 400,
          headers: { 'content-type': 'text/html; charset=UTF-8', server: 'other' },
          body: '<h1>Bad request syntax\n  (GET)</h1>',
        },
        enumerable: false,
      },
    );
    expect(explain(error, s, 'reading x').message).toBe(
      'reading x: the bucket "site" at http://h:1 answered Error (400): XML parse error (its ' +
        'answer: status 400, type text/html; charset=UTF-8, server other, body ' +
        '"<h1>Bad request syntax (GET)</h1>")',
    );
    expect(explain({ name: 'SlowDown', message: 'busy' }, s, 'writing x').message).toBe(
      'writing x: the bucket "site" at http://h:1 answered SlowDown: busy',
    );
  });
});
