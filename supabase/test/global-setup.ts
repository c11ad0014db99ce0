import { mkdtempSync, rmSync } from 'node:fs';
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPg15 } from '../scripts/pg15.mjs';
import { startStack } from '../stack/stack.mjs';

export interface StackInfo {
  name: 'pglite' | 'postgres15';
  url: string;
  /** The stack's mail catcher (its JSON API is `/api/messages`). */
  mailUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stacks: StackInfo[];
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'school-stack-test-'));
  const logFile = join(dir, 'stack.log');
  const cleanups: (() => Promise<void> | void)[] = [
    () => rmSync(dir, { recursive: true, force: true }),
  ];
  const teardown = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    // Port 0: each stack gets a free ephemeral port, never 54321 or the site's 3000-3005.
    const log = (name: string) => (line: string) => appendFileSync(logFile, `[${name}] ${line}\n`);
    // A short refresh-token reuse window so the test of a stolen token need not wait 10 s.
    const refreshTokenReuseIntervalMs = 1500;
    // Every test signs in from 127.0.0.1; the rate limit has its own stack in faults.test.ts.
    const signInSignUpRateLimit = 1_000_000;
    // Tests play many visitors from 127.0.0.1: loopback is trusted as a proxy, so the
    // X-Forwarded-For each test client sends (support.ts) is its address. The contact and
    // newsletter limits stay at their real defaults here (flood.test.ts proves them).
    const trustedProxies = ['127.0.0.1', '::1'];
    // The suites make their accounts by sign-up, so it is on here; off, the default, is tested
    // on a stack of its own (accounts.test.ts), as are the default per-address limits.
    const enableSignup = true;
    const signInPerEmailRateLimit = 1_000_000;
    const pglite = await startStack({
      port: 0,
      dataDir: join(dir, 'pglite'),
      log: log('pglite'),
      refreshTokenReuseIntervalMs,
      signInSignUpRateLimit,
      trustedProxies,
      enableSignup,
      signInPerEmailRateLimit,
    });
    cleanups.push(() => pglite.stop());
    const pg15 = await startPg15();
    cleanups.push(() => pg15.stop());
    const postgres = await startStack({
      port: 0,
      databaseUrl: pg15.url,
      dataDir: join(dir, 'pg15'),
      log: log('pg15'),
      refreshTokenReuseIntervalMs,
      signInSignUpRateLimit,
      trustedProxies,
      enableSignup,
      signInPerEmailRateLimit,
    });
    cleanups.push(() => postgres.stop());
    project.provide('stacks', [
      { name: 'pglite', url: pglite.url, mailUrl: pglite.mailUrl ?? '' },
      { name: 'postgres15', url: postgres.url, mailUrl: postgres.mailUrl ?? '' },
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
