// Applies the platform SQL, the project's migrations (each once, recorded in
// supabase_migrations.schema_migrations as the Supabase CLI does) and the seed (once).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';

const here = new URL('.', import.meta.url);
export const platformSql = readFileSync(new URL('platform.sql', here), 'utf8');
export const realtimeCaptureSql = readFileSync(new URL('realtime-capture.sql', here), 'utf8');

/** @param {string} dir @returns {{ version: string; name: string; path: string }[]} */
export function listMigrations(dir) {
  return readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      return { version: match?.[1] ?? '', name: match?.[2] ?? '', path: join(dir, file) };
    });
}

/**
 * @param {import('./db.mjs').Database} db
 * @param {{ migrationsDir: string; seedFile: string | null; log: (line: string) => void }} options
 * @returns {Promise<{ applied: string[]; seeded: boolean }>}
 */
export async function migrate(db, { migrationsDir, seedFile, log }) {
  await db.exec(platformSql);
  const done = new Set(
    (await db.query('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => /** @type {string} */ (row.version),
    ),
  );
  /** @type {string[]} */
  const applied = [];
  for (const migration of listMigrations(migrationsDir)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.path, 'utf8');
    await db.transaction(async (query, exec) => {
      await exec(sql);
      await query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      );
    });
    applied.push(basename(migration.path));
    log(`migration applied: ${basename(migration.path)}`);
  }
  await db.exec(realtimeCaptureSql);

  let seeded = false;
  if (seedFile && existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    const seen = await db.query('select hash from supabase_migrations.seed_files where path = $1', [
      'seed.sql',
    ]);
    if (seen.rows.length === 0) {
      await db.transaction(async (query, exec) => {
        await exec(sql);
        await query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
          'seed.sql',
          hash,
        ]);
      });
      seeded = true;
      log('seed applied: seed.sql');
    } else if (seen.rows[0].hash !== hash) {
      log('seed.sql changed since this database was seeded; remove the data folder to re-seed');
    }
  }
  return { applied, seeded };
}
