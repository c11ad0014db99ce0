// An origin for the cache tier's own suite: a bucket's read side over HTTP, path-style
// (`/<bucket>/<key>`), holding objects in memory with the headers an object store sends back
// (Content-Type, Cache-Control, ETag, user metadata as `x-amz-meta-*`), answering conditional
// GETs, and counting the requests each key received, so a test sees what reached the origin and
// what the cache answered alone. The real store (Swift with s3api) answers the same requests;
// this lets the tier's suite run without it.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  body: string | Buffer;
  type: string;
  cacheControl?: string;
  meta?: Record<string, string>;
}

export interface BucketOrigin {
  port: number;
  put(key: string, object: StoredObject): void;
  remove(key: string): void;
  /** How many GET/HEAD requests reached the origin for this object key. */
  hits(key: string): number;
  close(): Promise<void>;
}

export async function startBucketOrigin(bucketPath: string): Promise<BucketOrigin> {
  const objects = new Map<string, StoredObject & { etag: string; bytes: Buffer }>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const object = path.startsWith(`${bucketPath}/`)
      ? objects.get(path.slice(bucketPath.length + 1))
      : undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    if (!object) {
      res
        .writeHead(404, { 'Content-Type': 'application/xml' })
        .end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': object.type,
      ETag: object.etag,
      ...(object.cacheControl ? { 'Cache-Control': object.cacheControl } : {}),
      ...Object.fromEntries(
        Object.entries(object.meta ?? {}).map(([name, value]) => [`x-amz-meta-${name}`, value]),
      ),
    };
    if (req.headers['if-none-match'] === object.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(object.bytes.length) });
    res.end(req.method === 'HEAD' ? undefined : object.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    put(key, object) {
      const bytes = Buffer.from(object.body);
      const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      objects.set(key, { ...object, bytes, etag });
    },
    remove(key) {
      objects.delete(key);
    },
    hits(key) {
      return counts.get(`${bucketPath}/${key}`) ?? 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
