#!/usr/bin/env node
// How long /auth/v1/recover takes for an address with an account and for one without, on a
// stack of its own (PGlite): the answers are the same, and so should the time be, or the time
// would tell who has an account. Prints median and 90th percentile of each; exits 0.
//   node scripts/bench-recover.mjs [count]   (inside `unshare -n` on a shared machine)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '../stack/config.mjs';
import { startStack } from '../stack/stack.mjs';

const count = Number(process.argv[2] ?? 60);
const dir = mkdtempSync(join(tmpdir(), 'bench-recover-'));
const stack = await startStack({
  port: 0,
  dataDir: join(dir, 'pglite'),
  log: () => undefined,
  trustedProxies: ['127.0.0.1', '::1'],
  emailSentRateLimit: 1_000_000,
});
try {
  const known = [];
  for (let i = 0; i < count; i += 1) {
    const email = `known-${i}@bench.example`;
    const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: DEMO_SERVICE_ROLE_KEY,
        Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email, password: 'Bench-password-42', email_confirm: true }),
    });
    if (!response.ok) throw new Error(`account ${email}: ${response.status}`);
    known.push(email);
  }
  /** @param {string} email @param {number} i */
  const ask = async (email, i) => {
    const started = process.hrtime.bigint();
    const response = await fetch(
      `${stack.url}/auth/v1/recover?redirect_to=${encodeURIComponent('http://localhost:3000/admin/reset-password')}`,
      {
        method: 'POST',
        headers: {
          apikey: DEMO_ANON_KEY,
          'Content-Type': 'application/json',
          'X-Forwarded-For': `2001:db8::${i.toString(16)}`,
        },
        body: JSON.stringify({ email }),
      },
    );
    await response.text();
    if (response.status !== 200) throw new Error(`recover answered ${response.status}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  /** @type {{ known: number[]; unknown: number[] }} */
  const times = { known: [], unknown: [] };
  /** The known address's token and mail are made after the answer: let them finish first. */
  const mailed = async (/** @type {string} */ email) => {
    while (!stack.mail?.messages().some((m) => m.to.includes(email))) {
      await new Promise((resolveWait) => setTimeout(resolveWait, 5));
    }
  };
  // Interleaved, in turn first and second, so a slower moment of the machine falls on both.
  for (let i = 0; i < count; i += 1) {
    const email = /** @type {string} */ (known[i]);
    const unknown = `nobody-${i}@bench.example`;
    if (i % 2 === 0) {
      times.known.push(await ask(email, 2 * i));
      await mailed(email);
      times.unknown.push(await ask(unknown, 2 * i + 1));
    } else {
      times.unknown.push(await ask(unknown, 2 * i + 1));
      times.known.push(await ask(email, 2 * i));
      await mailed(email);
    }
  }
  /** @param {number[]} list @param {number} q */
  const quantile = (list, q) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  };
  for (const [name, list] of Object.entries(times)) {
    console.log(
      `${name.padEnd(8)} n=${list.length}  p50 ${quantile(list, 0.5).toFixed(1)} ms  p90 ${quantile(list, 0.9).toFixed(1)} ms`,
    );
  }
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
