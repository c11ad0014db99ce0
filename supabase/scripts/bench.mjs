#!/usr/bin/env node
// Latency and throughput of the home page's latest-news query at 1, 10 and 50 concurrent
// clients, through the local stack (HTTP -> PostgREST -> database) and straight on the
// database, on PGlite and on a throwaway PostgreSQL 15. Prints figures; asserts nothing.
// Each level runs for BENCH_SECONDS (default 3) or BENCH_MAX_REQUESTS (default 3000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ANON_KEY } from '../stack/config.mjs';
import { startStack } from '../stack/stack.mjs';
import { startPg15 } from './pg15.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 3000);
const LEVELS = [1, 10, 50];
const PATH =
  '/rest/v1/content_management?select=id,title,excerpt,created_at,featured_image&type=eq.news&status=eq.published&order=created_at.desc&limit=3';
const SQL = `select id, title, excerpt, created_at, featured_image from public.content_management
  where type = 'news' and status = 'published' and published_at <= now() order by created_at desc limit 3`;

/** @param {() => Promise<void>} once @param {number} concurrency */
async function measure(once, concurrency) {
  /** @type {number[]} */
  const times = [];
  const end = Date.now() + SECONDS * 1000;
  let issued = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end && issued < MAX_REQUESTS) {
        issued += 1;
        const t0 = process.hrtime.bigint();
        await once();
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  times.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return { requests: times.length, rps: times.length / elapsed, p50: pct(50), p99: pct(99) };
}

/** @param {string} label @param {import('../stack/stack.mjs').startStack extends (...a: any) => Promise<infer S> ? S : never} stack */
async function benchStack(label, stack) {
  const rows = [];
  const headers = { apikey: DEMO_ANON_KEY };
  const viaStack = async () => {
    const response = await fetch(`${stack.url}${PATH}`, { headers });
    if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    await response.arrayBuffer();
  };
  const direct = async () => {
    const result = await stack.db.query(SQL);
    if (result.rows.length !== 3) throw new Error('expected 3 rows');
  };
  await viaStack();
  await direct();
  for (const [path, once] of /** @type {const} */ ([
    ['stack (HTTP)', viaStack],
    ['database', direct],
  ])) {
    for (const concurrency of LEVELS) {
      const r = await measure(once, concurrency);
      rows.push({
        backend: label,
        path,
        concurrency,
        requests: r.requests,
        'req/s': r.rps.toFixed(0),
        'p50 ms': r.p50.toFixed(2),
        'p99 ms': r.p99.toFixed(2),
      });
      console.log(
        `${label.padEnd(12)} ${path.padEnd(13)} c=${String(concurrency).padEnd(3)} ${r.requests} req  ${r.rps.toFixed(0)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`,
      );
    }
  }
  return rows;
}

const dir = mkdtempSync(join(tmpdir(), 'school-bench-'));
const quiet = () => undefined;
const all = [];
try {
  const pglite = await startStack({ port: 0, dataDir: join(dir, 'pglite'), log: quiet });
  try {
    all.push(...(await benchStack('PGlite', pglite)));
  } finally {
    await pglite.stop();
  }
  const pg15 = await startPg15();
  try {
    const stack = await startStack({
      port: 0,
      dataDir: join(dir, 'pg15'),
      databaseUrl: pg15.url,
      log: quiet,
    });
    try {
      all.push(...(await benchStack('PostgreSQL15', stack)));
    } finally {
      await stack.stop();
    }
  } finally {
    pg15.stop();
  }
  console.log('');
  console.table(all);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
