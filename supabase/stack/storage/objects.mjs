// storage.buckets and storage.objects, read and written the way Supabase Storage does it: every
// read and write of an object row runs as the caller's database role with its JWT claims, so
// the bucket's RLS policies decide. The bytes go through the file store.
import { randomUUID } from 'node:crypto';
import { notFound, storageError, toStorageError } from './errors.mjs';
import { checkKey } from './parse.mjs';

/** @typedef {import('./caller.mjs').Caller} Caller */
/** @typedef {ReturnType<typeof createObjectStore>} ObjectStore */
/**
 * A row of storage.objects, as this stack writes its metadata.
 * @typedef {{ id: string; bucket_id: string; name: string; owner: string | null;
 *   version: string | null; metadata: { eTag?: unknown; mimetype?: string; cacheControl?: string } | null;
 *   created_at: Timestamp; updated_at: Timestamp; last_accessed_at: Timestamp }} ObjectRow
 * @typedef {string | Date | null} Timestamp
 */

/**
 * @param {{ db: import('../db.mjs').Database; files: import('./files.mjs').FileStore;
 *   log: (line: string) => void }} deps
 */
export function createObjectStore({ db, files, log }) {
  /**
   * Runs fn in a transaction as the caller's role, like PostgREST does.
   * @template T @param {Caller} who
   * @param {(query: import('../db.mjs').Query) => Promise<T>} fn @returns {Promise<T>}
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

  /** @param {string} bucketId @returns {Promise<Record<string, any>>} */
  async function getBucket(bucketId) {
    const result = await db.query('select * from storage.buckets where id = $1', [bucketId]);
    if (result.rows.length === 0) throw storageError(404, 'Bucket not found', 'Bucket not found');
    return result.rows[0];
  }

  /**
   * Stores a new version of an object: its bytes first, then its row as the caller.
   * @param {Caller} who @param {string} bucketId @param {string} name
   * @param {{ data: Buffer; mimetype: string; cacheControl: string }} upload
   * @param {'create' | 'update'} mode @param {boolean} upsert
   */
  async function storeObject(who, bucketId, name, { data, mimetype, cacheControl }, mode, upsert) {
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
    files.writeVersion(bucketId, name, version, data);
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
      if (previous && previous.version !== version) files.removeFiles(bucketId, previous);
      return { Key: `${bucketId}/${name}`, Id: row.id };
    } catch (error) {
      files.discardVersion(bucketId, name, version);
      throw toStorageError(error, log);
    }
  }

  /**
   * The object row a read may see. Public (`who` null): any object of a public bucket, with the
   * stack's own rights, as Supabase serves public URLs without consulting storage.objects'
   * policies. Otherwise as the caller, so the bucket's policies decide.
   * @param {Caller | null} who @param {string} bucketId @param {string[]} nameParts
   * @returns {Promise<ObjectRow>}
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
   * One level of a bucket's tree under a prefix: objects, and folders for deeper keys.
   * @param {Caller} who @param {string} bucketId @param {import('./parse.mjs').ListOptions} options
   */
  async function list(who, bucketId, { prefix, limit, offset, search, sortColumn, descending }) {
    await getBucket(bucketId);
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
   * Deletes the rows the caller may delete, then their bytes; answers the deleted rows.
   * @param {Caller} who @param {string} bucketId @param {string[]} names
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
    for (const row of rows) files.removeFiles(bucketId, row);
    return rows.map((row) => ({
      ...row,
      bucket_id: row.bucket_id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      last_accessed_at: iso(row.last_accessed_at),
    }));
  }

  return { getBucket, storeObject, readableRow, list, remove };
}

/** @param {Timestamp | undefined} value */
function iso(value) {
  return value === null || value === undefined ? null : new Date(value).toISOString();
}
