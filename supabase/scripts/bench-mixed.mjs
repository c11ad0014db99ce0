#!/usr/bin/env node
// A mixed load on PGlite (a benchmark, not a test: it prints figures and asserts
// nothing). BENCH_CLIENTS clients (default 50) for BENCH_SECONDS (default 30), each looping over
// a request drawn from the mix below, as the public site and the back office produce it:
//   70 % the home page's latest news (GET /rest/v1/content_management ...)
//   15 % a visitor's contact message (POST /rest/v1/rpc/send_contact_message)
//   10 % an admin saving a setting (PATCH /rest/v1/site_settings, signed-in admin token)
//    5 % an admin signing in (POST /auth/v1/token?grant_type=password, bcrypt cost 10)
// Then every acknowledged contact message is looked up: a missing one is a lost write.
// The stack runs as `node stack/main.mjs` in a child process, as developers run it, so the
// load generator does not share its thread. Works against any checkout of this folder (copy the
// script into an older one's scripts/ to compare versions).
// Run it inside a private network namespace: unshare -n sh -c 'ip link set lo up && node scripts/bench-mixed.mjs'
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../stack/config.mjs';
import { freePort } from '../stack/http.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ADMIN = { email: 'admin@ecole.example', password: 'AdminDemo2024!' };
const NEWS =
  '/rest/v1/content_management?select=id,title,excerpt,created_at,featured_image&type=eq.news&status=eq.published&order=created_at.desc&limit=3';

const dir = mkdtempSync(join(tmpdir(), 'school-bench-mixed-'));
const port = await freePort();
const child = spawn(
  process.execPath,
  [
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    fileURLToPath(new URL('../stack/main.mjs', import.meta.url)),
  ],
  {
    env: {
      ...process.env,
      PORT_SUPABASE: String(port),
      SUPABASE_DATA_DIR: join(dir, 'pglite'),
      // The load signs in far more often than the per-address limit allows.
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000000',
      // Every simulated visitor writes from this machine's one address: the contact limits
      // (per client and per e-mail address) are scaled out of the way, still checked.
      FORM_RATE_LIMIT_FACTOR: '999999',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((resolveReady, reject) => {
  child.once('exit', (code) => reject(new Error(`the stack exited (${code}) before it was ready`)));
  let seen = '';
  const stdout = /** @type {import('node:stream').Readable} */ (child.stdout);
  const watch = (/** @type {Buffer} */ chunk) => {
    if (!(seen += String(chunk)).includes('Supabase local stack ready')) return;
    // From here on the stack's log is drained unread: keeping it cost this process (on the
    // same cores as the stack) time that grew with every request.
    stdout.off('data', watch);
    stdout.resume();
    resolveReady(undefined);
  };
  stdout.on('data', watch);
});
const url = `http://127.0.0.1:${port}`;
const anon = { apikey: DEMO_ANON_KEY };
const jsonHeaders = { ...anon, 'Content-Type': 'application/json' };

async function signIn() {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`sign-in: HTTP ${response.status}`);
  return /** @type {{ access_token: string }} */ (await response.json()).access_token;
}
const adminToken = await signIn();

/** @type {string[]} */
const acknowledged = [];
let sequence = 0;
const run = Date.now().toString(36);

/** @type {Record<string, () => Promise<number>>} */
const operations = {
  news: async () => {
    const response = await fetch(`${url}${NEWS}`, { headers: anon });
    await response.arrayBuffer();
    return response.status;
  },
  contact: async () => {
    const subject = `bench ${run} ${(sequence += 1)}`;
    const response = await fetch(`${url}/rest/v1/rpc/send_contact_message`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({
        name: 'Awa Traoré',
        email: 'awa@example.com',
        phone: '+223 76 00 00 00',
        subject,
        message: 'Bonjour, je souhaite des informations sur les inscriptions.',
      }),
    });
    await response.arrayBuffer();
    if (response.status === 204) acknowledged.push(subject);
    return response.status;
  },
  settings: async () => {
    const response = await fetch(`${url}/rest/v1/site_settings?key=eq.contact_phone`, {
      method: 'PATCH',
      headers: { ...jsonHeaders, Authorization: `Bearer ${adminToken}`, Prefer: 'return=minimal' },
      body: JSON.stringify({ value: `+223 20 22 ${String(sequence % 100).padStart(2, '0')} 67` }),
    });
    await response.arrayBuffer();
    return response.status;
  },
  signIn: async () => {
    const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify(ADMIN),
    });
    await response.arrayBuffer();
    return response.status;
  },
};
/** @returns {keyof typeof operations} */
function pick() {
  const r = Math.random();
  if (r < 0.7) return 'news';
  if (r < 0.85) return 'contact';
  if (r < 0.95) return 'settings';
  return 'signIn';
}

/** @type {Record<string, number[]>} */
const times = { news: [], contact: [], settings: [], signIn: [] };
/** @type {Record<string, number>} */
const errors = {};
const end = Date.now() + SECONDS * 1000;
const started = process.hrtime.bigint();
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < end) {
      const name = pick();
      const t0 = process.hrtime.bigint();
      let status;
      try {
        status = await /** @type {() => Promise<number>} */ (operations[name])();
      } catch (error) {
        status = `socket ${/** @type {Error} */ (error).message}`;
      }
      /** @type {number[]} */ (times[name]).push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (status !== 200 && status !== 201 && status !== 204)
        errors[`${name} ${status}`] = (errors[`${name} ${status}`] ?? 0) + 1;
    }
  }),
);
const elapsed = Number(process.hrtime.bigint() - started) / 1e9;

/** @param {number[]} values @param {number} p */
const percentile = (values, p) =>
  values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const all = Object.values(times)
  .flat()
  .sort((a, b) => a - b);
const service = { apikey: DEMO_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` };
// Read back in pages: PostgREST answers at most db-max-rows (1000) rows per request.
/** @type {{ subject: string }[]} */
const saved = [];
for (let offset = 0; ; offset += 1000) {
  const page = /** @type {{ subject: string }[]} */ (
    await (
      await fetch(
        `${url}/rest/v1/contact_messages?select=subject&subject=like.bench%20${run}*&order=id&limit=1000&offset=${offset}`,
        { headers: service },
      )
    ).json()
  );
  saved.push(...page);
  if (page.length < 1000) break;
}
const savedSet = new Set(saved.map((row) => row.subject));
const lost = acknowledged.filter((subject) => !savedSet.has(subject)).length;

console.log(
  `mixed load on PGlite (stack in a child process): ${CLIENTS} clients, ${elapsed.toFixed(1)} s`,
);
console.log(
  `  ${all.length} requests, ${(all.length / elapsed).toFixed(1)} req/s, p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms, max ${(all.at(-1) ?? 0).toFixed(0)} ms`,
);
for (const [name, values] of Object.entries(times)) {
  values.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(8)} ${String(values.length).padStart(6)} req  p50 ${percentile(values, 50).toFixed(0)} ms  p99 ${percentile(values, 99).toFixed(0)} ms`,
  );
}
console.log(
  `  errors: ${JSON.stringify(errors)}; acknowledged contact messages ${acknowledged.length}, lost ${lost}`,
);
await new Promise((resolveExit) => {
  child.removeAllListeners('exit');
  child.once('exit', resolveExit);
  child.kill('SIGTERM');
});
rmSync(dir, { recursive: true, force: true });
