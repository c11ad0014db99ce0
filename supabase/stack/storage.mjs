// /storage/v1: uploads, downloads, deletes and lists of the Storage API, and its image
// transformations (render.mjs), authorised the way Supabase Storage does it: every read and
// write of storage.objects runs as the caller's database role with its JWT claims, so the
// bucket's RLS policies decide. Bytes live on disk.
import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import busboy from 'busboy';
import { BodyTooLargeError, HttpError, readBody, sendJson } from './http.mjs';
import { JwtError, bearerOf, verifyJwt } from './jwt.mjs';
import { createImageRenderer } from './render.mjs';

// The Storage API's global cap; a bucket may set a lower one.
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Storage answers most failures with HTTP 400 and the meaningful status inside the body. */
/** @param {string | number} statusCode @param {string} error @param {string} message @param {number} [http] */
const storageError = (statusCode, error, message, http = 400) =>
  new HttpError(http, { statusCode: String(statusCode), error, message });

const notFound = () => storageError(404, 'not_found', 'Object not found');

const MIME_BY_EXT = /** @type {Record<string, string>} */ ({
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
});

/** @param {string} name */
function checkKey(name) {
  // The Storage API's own key rule, plus no empty or dot segments.
  const valid =
    name.length > 0 &&
    name.length <= 1024 &&
    /^[\w!\-.*'() &$@=;:+,?/]+$/u.test(name) &&
    !name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (!valid) throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
  return name;
}

/**
 * @param {{ db: import('./db.mjs').Database; config: import('./config.mjs').StackConfig }} deps
 */
export function createStorageService({ db, config }) {
  const root = resolve(config.dataDir, 'storage');
  mkdirSync(root, { recursive: true });
  // Object bytes live in one flat folder, one file per object version, named by a hash of the
  // bucket and key: keys like `x` and `x/a.png` (both valid on Supabase Storage) never collide
  // as a file and a folder, and a row's version always names a complete file written before
  // the row was committed.
  const objectsRoot = resolve(config.dataDir, 'storage-objects');
  mkdirSync(objectsRoot, { recursive: true });
  const renderer = createImageRenderer({ config });

  /** @param {string} bucket @param {string} name @param {string} version */
  function versionPath(bucket, name, version) {
    const digest = createHash('sha256').update(`${bucket}\u0000${name}`).digest('hex');
    return join(objectsRoot, `${digest}-${String(version).replace(/[^\w-]/g, '')}`);
  }

  /**
   * Where a row's bytes are: its version's file, or the layout of earlier versions of this
   * stack (a file at the key's own path) for objects stored before.
   * @param {string} bucket @param {Record<string, any>} row
   */
  function existingFile(bucket, row) {
    if (row.version) {
      const path = versionPath(bucket, row.name, row.version);
      if (existsSync(path)) return path;
    }
    const legacy = filePath(bucket, row.name);
    try {
      return statSync(legacy).isFile() ? legacy : null;
    } catch {
      return null;
    }
  }

  /** The bytes of an object version, and its image renditions. */
  /** @param {string} bucket @param {Record<string, any>} row */
  function removeFiles(bucket, row) {
    renderer.forget(bucket, row.name, row.version);
    if (row.version) rmSync(versionPath(bucket, row.name, row.version), { force: true });
    try {
      const legacy = filePath(bucket, row.name);
      if (statSync(legacy).isFile()) rmSync(legacy, { force: true });
    } catch {
      // No file in the earlier layout.
    }
  }

  /** @param {string} bucket @param {string} name */
  function filePath(bucket, name) {
    const path = resolve(root, bucket, name);
    if (relative(root, path).startsWith('..') || !path.startsWith(root + sep)) {
      throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
    }
    return path;
  }

  /** The role and claims of a request: its user token, or the API key's role. */
  /** @param {import('node:http').IncomingMessage} req @param {string} apiKeyToken */
  function claimsOf(req, apiKeyToken) {
    const token = bearerOf(req.headers) ?? apiKeyToken;
    let claims;
    try {
      claims = verifyJwt(token, config.jwtSecret);
    } catch (error) {
      const message =
        error instanceof JwtError && error.reason === 'expired'
          ? 'jwt expired'
          : 'invalid signature';
      throw storageError(403, 'Unauthorized', message);
    }
    const role = typeof claims.role === 'string' ? claims.role : '';
    if (!API_ROLES.has(role))
      throw storageError(403, 'Unauthorized', `role ${role || '(none)'} is not allowed`);
    return { claims, role };
  }

  /**
   * Runs fn in a transaction as the caller's role, like PostgREST does.
   * @template T @param {{ claims: Record<string, any>; role: string }} who
   * @param {(query: import('./db.mjs').Query) => Promise<T>} fn @returns {Promise<T>}
   */
  function asCaller(who, fn) {
    return db.transaction(async (query) => {
      await query(
        "select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)",
        [JSON.stringify(who.claims), who.role],
      );
      return fn(query);
    });
  }

  /** @param {string} bucketId */
  async function getBucket(bucketId) {
    const result = await db.query('select * from storage.buckets where id = $1', [bucketId]);
    if (result.rows.length === 0) throw storageError(404, 'Bucket not found', 'Bucket not found');
    return result.rows[0];
  }

  /** @param {unknown} error */
  function mapDbError(error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    const message = /** @type {Error} */ (error).message;
    if (code === '42501')
      return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
    if (code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
    if (code === '22P05' || code === '22021')
      return storageError(400, 'InvalidRequest', 'Invalid characters in the request');
    if (error instanceof HttpError) return error;
    // The database's or the file system's own text (paths, SQL) stays in the log.
    config.log(`[storage] error: ${message}`);
    const full = /** @type {{ code?: string }} */ (error).code === 'ENOSPC';
    return full
      ? storageError(
          507,
          'InsufficientStorage',
          'The server has no space left to store the object',
          507,
        )
      : storageError(500, 'internal', 'Internal Server Error', 500);
  }

  /** @param {import('node:http').IncomingMessage} req @param {number} limit */
  async function readUpload(req, limit) {
    const type = req.headers['content-type'] ?? '';
    if (type.startsWith('multipart/form-data')) {
      return new Promise((resolveUpload, reject) => {
        /** @type {{ data: Buffer; mimetype: string; cacheControl: string | null; tooLarge: boolean } | null} */
        let file = null;
        let cacheControl = /** @type {string | null} */ (null);
        let parser;
        try {
          parser = busboy({ headers: req.headers, limits: { fileSize: limit, files: 1 } });
        } catch {
          reject(storageError(400, 'InvalidRequest', 'Malformed multipart body'));
          return;
        }
        parser.on('field', (name, value) => {
          if (name === 'cacheControl') cacheControl = value;
        });
        parser.on('file', (_name, stream, info) => {
          /** @type {Buffer[]} */
          const chunks = [];
          const current = {
            data: Buffer.alloc(0),
            mimetype: info.mimeType,
            cacheControl: null,
            tooLarge: false,
          };
          stream.on('data', (chunk) => chunks.push(chunk));
          stream.on('limit', () => {
            current.tooLarge = true;
          });
          stream.on('end', () => {
            current.data = Buffer.concat(chunks);
          });
          file = current;
        });
        parser.on('error', () =>
          reject(storageError(400, 'InvalidRequest', 'Malformed multipart body')),
        );
        parser.on('close', () => {
          if (!file) {
            reject(storageError(400, 'InvalidRequest', 'No file in the multipart body'));
            return;
          }
          if (file.tooLarge) {
            reject(
              storageError(
                413,
                'Payload too large',
                'The object exceeded the maximum allowed size',
              ),
            );
            return;
          }
          resolveUpload({ data: file.data, mimetype: file.mimetype, cacheControl });
        });
        req.pipe(parser);
      });
    }
    try {
      const data = await readBody(req, limit);
      const header = req.headers['cache-control'];
      return {
        data,
        mimetype: (type.split(';')[0] ?? '').trim() || 'application/octet-stream',
        cacheControl: typeof header === 'string' ? header.replace(/^max-age=/, '') : null,
      };
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw storageError(
          413,
          'Payload too large',
          'The object exceeded the maximum allowed size',
        );
      }
      throw error;
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {{ claims: Record<string, any>; role: string }} who
   * @param {string} bucketId @param {string} name @param {'create' | 'update'} mode
   */
  async function upload(req, who, bucketId, name, mode) {
    const bucket = await getBucket(bucketId);
    const limit = Math.min(
      Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT),
      GLOBAL_FILE_SIZE_LIMIT,
    );
    const { data, mimetype, cacheControl } = await readUpload(req, limit);
    /** @type {string[] | null} */
    const allowed = bucket.allowed_mime_types;
    if (
      allowed &&
      allowed.length > 0 &&
      !allowed.some((pattern) => mimeMatches(pattern, mimetype))
    ) {
      throw storageError(415, 'invalid_mime_type', `mime type ${mimetype} is not supported`);
    }
    return storeObject(
      who,
      bucketId,
      name,
      data,
      mimetype,
      cacheControl ?? '3600',
      mode,
      req.headers['x-upsert'] === 'true',
    );
  }

  /**
   * @param {{ claims: Record<string, any>; role: string }} who @param {string} bucketId @param {string} name
   * @param {Buffer} data @param {string} mimetype @param {string} cacheControl
   * @param {'create' | 'update'} mode @param {boolean} upsert
   */
  async function storeObject(who, bucketId, name, data, mimetype, cacheControl, mode, upsert) {
    const version = randomUUID();
    const metadata = JSON.stringify({
      eTag: `"${version}"`,
      size: data.length,
      mimetype,
      cacheControl: `max-age=${cacheControl}`,
      lastModified: new Date().toISOString(),
      contentLength: data.length,
      httpStatusCode: 200,
    });
    filePath(bucketId, name);
    const path = versionPath(bucketId, name, version);
    try {
      // The bytes are on stable storage before the row that points at them is committed.
      const fd = openSync(path, 'w');
      try {
        writeSync(fd, data);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      rmSync(path, { force: true });
      throw error;
    }
    try {
      const owner = typeof who.claims.sub === 'string' ? who.claims.sub : null;
      // Read with the stack's own rights: the caller's policies may hide the row it replaces.
      const previous = (
        await db.query(
          'select name, version from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, name],
        )
      ).rows[0];
      const row = await asCaller(who, async (query) => {
        let result;
        if (mode === 'update') {
          result = await query(
            `update storage.objects set metadata = $3, version = $4, updated_at = now(), last_accessed_at = now()
             where bucket_id = $1 and name = $2 returning id`,
            [bucketId, name, metadata, version],
          );
          if (result.rows.length === 0) throw notFound();
        } else if (upsert) {
          result = await query(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
             values ($1, $2, $3, $4, $5, $6)
             on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version,
               owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now()
             returning id`,
            [bucketId, name, owner, owner, metadata, version],
          );
        } else {
          result = await query(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
             values ($1, $2, $3, $4, $5, $6) returning id`,
            [bucketId, name, owner, owner, metadata, version],
          );
        }
        return result.rows[0];
      });
      // The replaced version's bytes go once nothing points at them any more.
      if (previous && previous.version !== version) removeFiles(bucketId, previous);
      return { Key: `${bucketId}/${name}`, Id: row.id };
    } catch (error) {
      rmSync(path, { force: true });
      throw mapDbError(error);
    }
  }

  /**
   * The object row a read may see. Public (`who` null): any object of a public bucket, with the
   * stack's own rights, as Supabase serves public URLs without consulting storage.objects'
   * policies. Otherwise as the caller, so the bucket's policies decide.
   * @param {{ claims: Record<string, any>; role: string } | null} who @param {string} bucketId
   * @param {string[]} nameParts
   * @returns {Promise<Record<string, any>>}
   */
  async function readableRow(who, bucketId, nameParts) {
    const bucket = await getBucket(bucketId);
    const name = checkKey(nameParts.join('/'));
    const select = 'select * from storage.objects where bucket_id = $1 and name = $2';
    if (!who) {
      if (!bucket.public) throw notFound();
      const found = await db.query(select, [bucketId, name]);
      if (found.rows.length === 0) throw notFound();
      return found.rows[0];
    }
    const found = await asCaller(
      who,
      async (query) => (await query(select, [bucketId, name])).rows,
    );
    if (found.length === 0) throw notFound();
    return found[0];
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {Record<string, any>} row @param {string} bucketId
   */
  function serveFile(req, res, row, bucketId) {
    const path = existingFile(bucketId, row);
    if (!path) throw notFound();
    const meta = row.metadata ?? {};
    const etag = typeof meta.eTag === 'string' ? meta.eTag : `"${row.version ?? row.id}"`;
    const headers = {
      'Content-Type': meta.mimetype ?? 'application/octet-stream',
      'Content-Length': String(statSync(path).size),
      'Cache-Control': meta.cacheControl ?? 'max-age=3600',
      ETag: etag,
      'Last-Modified': new Date(row.updated_at ?? Date.now()).toUTCString(),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] });
      res.end();
      return;
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(path);
    stream.on('error', (error) => {
      // Headers are gone already: the only honest answer left is a cut connection.
      config.log(`[storage] read failed: ${error.message}`);
      res.destroy();
    });
    stream.pipe(res);
  }

  /**
   * @param {{ claims: Record<string, any>; role: string }} who @param {string} bucketId
   * @param {Record<string, any>} body
   */
  async function list(who, bucketId, body) {
    await getBucket(bucketId);
    const rawPrefix = typeof body.prefix === 'string' ? body.prefix : '';
    const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
    const limit = Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000);
    const offset = Math.max(Number(body.offset ?? 0) || 0, 0);
    const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
    const sortColumn = ['name', 'created_at', 'updated_at'].includes(body.sortBy?.column)
      ? body.sortBy.column
      : 'name';
    const descending = body.sortBy?.order === 'desc';
    const rows = await asCaller(
      who,
      async (query) =>
        (
          await query(
            `select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects
           where bucket_id = $1 and starts_with(name, $2)`,
            [bucketId, prefix],
          )
        ).rows,
    );
    /** @type {Map<string, Record<string, any>>} */
    const entries = new Map();
    for (const row of rows) {
      const rest = String(row.name).slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        const folder = rest.slice(0, slash);
        if (!entries.has(folder)) {
          entries.set(folder, {
            name: folder,
            id: null,
            updated_at: null,
            created_at: null,
            last_accessed_at: null,
            metadata: null,
          });
        }
      } else {
        entries.set(rest, {
          name: rest,
          id: row.id,
          updated_at: iso(row.updated_at),
          created_at: iso(row.created_at),
          last_accessed_at: iso(row.last_accessed_at),
          metadata: row.metadata,
        });
      }
    }
    const items = [...entries.values()].filter(
      (item) => !search || item.name.toLowerCase().includes(search),
    );
    items.sort((a, b) => {
      const left = String(a[sortColumn] ?? '');
      const right = String(b[sortColumn] ?? '');
      return (left < right ? -1 : left > right ? 1 : 0) * (descending ? -1 : 1);
    });
    return items.slice(offset, offset + limit);
  }

  /**
   * @param {{ claims: Record<string, any>; role: string }} who @param {string} bucketId @param {string[]} names
   */
  async function remove(who, bucketId, names) {
    const rows = await asCaller(
      who,
      async (query) =>
        (
          await query(
            `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning id, bucket_id, name, owner, created_at, updated_at, last_accessed_at, metadata, version`,
            [bucketId, names],
          )
        ).rows,
    );
    for (const row of rows) removeFiles(bucketId, row);
    return rows.map((row) => ({
      ...row,
      bucket_id: row.bucket_id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      last_accessed_at: iso(row.last_accessed_at),
    }));
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} path after /storage/v1 @param {string} apiKeyToken
   */
  async function handle(req, res, path, apiKeyToken) {
    const method = req.method ?? 'GET';
    try {
      const segments = path
        .split('/')
        .filter(Boolean)
        .map((part) => {
          try {
            return decodeURIComponent(part);
          } catch {
            throw storageError(400, 'InvalidKey', 'Invalid key');
          }
        });
      const reading = method === 'GET' || method === 'HEAD';
      if (segments[0] === 'render' && segments[1] === 'image') {
        // The image transformations: the object is found exactly as /object/… finds it.
        req.resume();
        const [, , access, bucketId, ...nameParts] = segments;
        if (!reading || (access !== 'public' && access !== 'authenticated') || !bucketId) {
          throw storageError(404, 'not_found', 'Route not found', 404);
        }
        const who = access === 'public' ? null : claimsOf(req, apiKeyToken);
        const row = await readableRow(who, bucketId, nameParts);
        const source = existingFile(bucketId, row);
        if (!source) throw notFound();
        const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
        return await renderer.render(req, res, { bucket: bucketId, row, source, query });
      }
      if (segments[0] !== 'object') {
        req.resume();
        throw storageError(404, 'not_found', 'Route not found', 404);
      }
      const [, first, second, ...rest] = segments;
      if (reading && first === 'public' && second) {
        req.resume();
        return serveFile(req, res, await readableRow(null, second, rest), second);
      }
      const who = claimsOf(req, apiKeyToken);
      if (reading && first) {
        req.resume();
        const bucketId = first === 'authenticated' && second ? second : first;
        const nameParts = first === 'authenticated' && second ? rest : [second ?? '', ...rest];
        return serveFile(req, res, await readableRow(who, bucketId, nameParts), bucketId);
      }
      if (method === 'POST' && first === 'list' && second) {
        const body = await jsonOf(req);
        return sendJson(res, 200, await list(who, second, body));
      }
      if ((method === 'POST' || method === 'PUT') && first && second) {
        const name = checkKey([second, ...rest].join('/'));
        const result = await upload(req, who, first, name, method === 'PUT' ? 'update' : 'create');
        return sendJson(res, 200, result);
      }
      if (method === 'DELETE' && first && !second) {
        const body = await jsonOf(req);
        const prefixes = Array.isArray(body.prefixes)
          ? body.prefixes.filter((p) => typeof p === 'string')
          : [];
        if (prefixes.length === 0)
          throw storageError(400, 'InvalidRequest', 'prefixes must be a non-empty array');
        await getBucket(first);
        return sendJson(res, 200, await remove(who, first, prefixes));
      }
      if (method === 'DELETE' && first && second) {
        req.resume();
        await getBucket(first);
        const name = checkKey([second, ...rest].join('/'));
        const removed = await remove(who, first, [name]);
        if (removed.length === 0) throw notFound();
        return sendJson(res, 200, { message: 'Successfully deleted' });
      }
      req.resume();
      throw storageError(404, 'not_found', 'Route not found', 404);
    } catch (error) {
      const mapped = error instanceof HttpError ? error : mapDbError(error);
      if (mapped instanceof HttpError)
        return sendJson(res, mapped.status, mapped.body, mapped.headers);
      throw error;
    }
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function jsonOf(req) {
    let raw;
    try {
      raw = await readBody(req, 1024 * 1024);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        throw storageError(413, 'Payload too large', 'The request body is too large');
      throw error;
    }
    try {
      const value = raw.length ? JSON.parse(raw.toString('utf8')) : {};
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error('not an object');
      return /** @type {Record<string, any>} */ (value);
    } catch {
      throw storageError(400, 'InvalidRequest', 'Body is not valid JSON');
    }
  }

  /**
   * Uploads the seed files (seed/storage/<bucket>/...) as the service role, once.
   * @param {string} seedDir
   */
  async function seedObjects(seedDir) {
    if (!existsSync(seedDir)) return 0;
    let count = 0;
    for (const bucketId of readdirSync(seedDir)) {
      const base = join(seedDir, bucketId);
      if (!statSync(base).isDirectory()) continue;
      for (const file of walk(base)) {
        const name = relative(base, file).split(sep).join('/');
        const key = `storage:${bucketId}/${name}`;
        const seen = await db.query(
          'select 1 from supabase_migrations.seed_files where path = $1',
          [key],
        );
        if (seen.rows.length > 0) continue;
        const mimetype = MIME_BY_EXT[extname(file).toLowerCase()] ?? 'application/octet-stream';
        await storeObject(
          { claims: { role: 'service_role' }, role: 'service_role' },
          bucketId,
          name,
          readFileSync(file),
          mimetype,
          '3600',
          'create',
          true,
        );
        await db.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
          key,
          'object',
        ]);
        count += 1;
      }
    }
    return count;
  }

  return { handle, seedObjects };
}

/** @param {string} pattern @param {string} mimetype */
function mimeMatches(pattern, mimetype) {
  if (pattern.endsWith('/*')) return mimetype.startsWith(pattern.slice(0, -1));
  return pattern === mimetype;
}

/** @param {unknown} value */
function iso(value) {
  return value === null || value === undefined
    ? null
    : new Date(/** @type {string} */ (value)).toISOString();
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
