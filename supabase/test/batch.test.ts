// db.batch: statements known in advance run in one transaction (on PGlite in one trip to the
// database thread): all of them, in order, or none. On PGlite and on PostgreSQL 15.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPg15 } from '../scripts/pg15.mjs';
import { openPglite, openPostgres, type Database } from '../stack/db.mjs';
import { pgliteDataDir } from './support';

const dir = mkdtempSync(join(tmpdir(), 'school-batch-'));
let pg15: Awaited<ReturnType<typeof startPg15>>;
const databases: { name: string; db: Database }[] = [];

beforeAll(async () => {
  databases.push({ name: 'pglite', db: await openPglite(pgliteDataDir(join(dir, 'pglite'))) });
  pg15 = await startPg15();
  databases.push({ name: 'postgres15', db: await openPostgres(pg15.url) });
  for (const { db } of databases) {
    await db.exec('create table batch_items (n int primary key)');
  }
}, 120_000);

afterAll(async () => {
  for (const { db } of databases) await db.close();
  pg15?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('db.batch', () => {
  it.each(['pglite', 'postgres15'])('runs every statement in order on %s', async (name) => {
    const { db } = databases.find((entry) => entry.name === name) as { db: Database };
    const results = await db.batch([
      { text: 'insert into batch_items values ($1), ($2)', params: [1, 2] },
      { text: 'update batch_items set n = n + 10 where n = $1', params: [2] },
      { text: 'select n from batch_items order by n' },
    ]);
    expect(results).toHaveLength(3);
    expect((results[2]?.rows as { n: number }[]).map((row) => row.n)).toEqual([1, 12]);
  });

  it.each(['pglite', 'postgres15'])('keeps nothing of a batch that fails on %s', async (name) => {
    const { db } = databases.find((entry) => entry.name === name) as { db: Database };
    await expect(
      db.batch([
        { text: 'insert into batch_items values ($1)', params: [100] },
        // A duplicate key: the whole batch is rolled back.
        { text: 'insert into batch_items values ($1)', params: [1] },
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    const after = await db.query('select count(*)::int as n from batch_items where n = 100');
    expect((after.rows[0] as { n: number }).n).toBe(0);
    // The session is usable afterwards (not left inside the failed transaction).
    const next = await db.query('select 1 as one');
    expect((next.rows[0] as { one: number }).one).toBe(1);
  });
});
