// The seed's files (seed/storage/<bucket>/...), uploaded as the service role, each once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { serviceRole } from './caller.mjs';

/** @type {Record<string, string>} */
const MIME_BY_EXT = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
};

/**
 * @param {{ db: import('../db.mjs').Database; objects: import('./objects.mjs').ObjectStore }} deps
 * @param {string} seedDir @returns {Promise<number>} how many files were new
 */
export async function seedObjects({ db, objects }, seedDir) {
  if (!existsSync(seedDir)) return 0;
  let count = 0;
  for (const bucketId of readdirSync(seedDir)) {
    const base = join(seedDir, bucketId);
    if (!statSync(base).isDirectory()) continue;
    for (const file of walk(base)) {
      const name = relative(base, file).split(sep).join('/');
      const key = `storage:${bucketId}/${name}`;
      const seen = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [
        key,
      ]);
      if (seen.rows.length > 0) continue;
      const mimetype = MIME_BY_EXT[extname(file).toLowerCase()] ?? 'application/octet-stream';
      await objects.storeObject(
        serviceRole,
        bucketId,
        name,
        { data: readFileSync(file), mimetype, cacheControl: '3600' },
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

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
