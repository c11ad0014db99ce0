#!/usr/bin/env node
// What one client's expensive read does to everyone else's, on a stack of its own: one anonymous
// PostgREST read with a back-referencing regular expression every 3 s (the attack), while another
// client reads the settings every 0.5 s, for 20 s. Prints the attack's answers and the ordinary
// reads refused, their median, p99 and slowest time; exits 0.
//   node scripts/bench-hostile-reads.mjs [seconds] [attack]   (PGlite; DATABASE_URL=… for PostgreSQL)
// attack: backrefs (the default), nested (nested quantifiers), wildcards (ilike with many
// wildcards on the longest column) or in-list (a 1000-element in.() list).
//   run it inside `unshare -n` on a shared machine
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ANON_KEY } from '../stack/config.mjs';
import { startStack } from '../stack/stack.mjs';

const seconds = Number(process.argv[2] ?? 20);
/** @type {Record<string, string>} */
const attacks = {
  backrefs: 'content=match.(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1x',
  nested: 'content=match.^((a|aa)*|(.*)*)*(.*)*(.*)*b$',
  wildcards: `content=ilike.${'*a'.repeat(40)}*z`,
  'in-list': `slug=in.(${Array.from({ length: 1000 }, (_, i) => `slug-${i}`).join(',')})`,
};
const attackName = process.argv[3] ?? 'backrefs';
const attackQuery = attacks[attackName];
if (!attackQuery) throw new Error(`attack: one of ${Object.keys(attacks).join(', ')}`);
const dir = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
const stack = await startStack({ port: 0, dataDir: join(dir, 'pglite'), log: () => undefined });
const [column = '', filter = ''] = attackQuery.split(/=(.*)/s);
const attackPath = `/rest/v1/content_management?select=id&${column}=${encodeURIComponent(filter)}`;
const readPath = '/rest/v1/site_settings?select=key';

/** @param {string} path @param {string} client */
async function get(path, client) {
  const started = performance.now();
  try {
    const response = await fetch(`${stack.url}${path}`, {
      headers: { apikey: DEMO_ANON_KEY, 'X-Forwarded-For': client },
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};

try {
  // Warm: the first reads of a fresh stack pay PostgREST's schema cache.
  for (let i = 0; i < 3; i += 1) await get(readPath, '198.51.100.2');
  const end = Date.now() + seconds * 1000;
  /** @type {Promise<{ status: number; ms: number }>[]} */
  const sent = [];
  /** @type {Promise<{ status: number; ms: number }>[]} */
  const reads = [];
  const attacker = setInterval(() => sent.push(get(attackPath, '203.0.113.9')), 3000);
  sent.push(get(attackPath, '203.0.113.9'));
  const reader = setInterval(() => reads.push(get(readPath, '198.51.100.2')), 500);
  await new Promise((resolve) => setTimeout(resolve, end - Date.now()));
  clearInterval(attacker);
  clearInterval(reader);
  const attackAnswers = await Promise.all(sent);
  const readAnswers = await Promise.all(reads);
  const ok = readAnswers.filter((r) => r.status === 200);
  const times = readAnswers.map((r) => r.ms);
  const statuses = (/** @type {{ status: number }[]} */ answers) =>
    [...new Set(answers.map((a) => a.status))].sort().join(', ');
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`);
  console.log(
    `attack ${attackName}: ${attackAnswers.length} sent, answered ${statuses(attackAnswers)}, ` +
      `slowest ${Math.max(...attackAnswers.map((a) => a.ms)).toFixed(0)} ms`,
  );
  console.log(
    `reads: ${readAnswers.length}, refused ${readAnswers.length - ok.length} ` +
      `(answered ${statuses(readAnswers)}); median ${quantile(times, 0.5).toFixed(0)} ms, ` +
      `p99 ${quantile(times, 0.99).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`,
  );
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
