import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { startPg15 } from '../scripts/pg15.mjs';
import { startStack } from '../stack/stack.mjs';

export interface StackInfo {
  name: 'pglite' | 'postgres15';
  url: string;
  /** The stack's mail catcher (its JSON API is `/api/messages`). */
  mailUrl: string;
  /**
   * PostgREST itself, behind the stack's gateway: for the tests of what the database does with
   * a request the gateway would refuse (the statement timeouts' runaway regular expression).
   */
  restUrl: string;
}

/** A PGlite database just made by initdb, nothing else in it (see support.ts). */
export interface PgliteTemplate {
  /** The data folder, laid out as the stack keeps it (`pgdata` inside a stack's data folder). */
  pgdata: string;
  /** The same as PGlite's `dumpDataDir` tarball, for in-memory databases (`loadDataDir`). */
  tarball: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stacks: StackInfo[];
    pgliteTemplate: PgliteTemplate;
  }
}

/**
 * PGlite runs initdb in WebAssembly on every new database: about 5 s of CPU (15 s on a loaded
 * machine), the same for each of the suite's dozen PGlite databases. It runs once here, through
 * PGlite.create on an empty folder as the stack's database thread does, and the files copy it.
 */
async function makePgliteTemplate(dir: string): Promise<PgliteTemplate> {
  const template = { pgdata: join(dir, 'pgdata'), tarball: join(dir, 'pgdata.tar') };
  mkdirSync(template.pgdata, { recursive: true });
  const db = await PGlite.create(template.pgdata);
  try {
    const dump = await db.dumpDataDir('none');
    writeFileSync(template.tarball, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  return template;
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
    // PostgreSQL 15's initdb runs in its own processes while PGlite's runs here.
    const pg15Started = startPg15();
    const template = await makePgliteTemplate(join(dir, 'template')).catch(async (error) => {
      await pg15Started.then((pg15) => pg15.stop()).catch(() => undefined);
      throw error;
    });
    const pg15 = await pg15Started;
    cleanups.push(() => pg15.stop());
    project.provide('pgliteTemplate', template);
    // The stacks apply the migrations and the seed themselves, both at once.
    cpSync(template.pgdata, join(dir, 'pglite', 'pgdata'), { recursive: true });
    const pgliteStarted = startStack({
      port: 0,
      dataDir: join(dir, 'pglite'),
      log: log('pglite'),
      refreshTokenReuseIntervalMs,
      signInSignUpRateLimit,
      trustedProxies,
      enableSignup,
      signInPerEmailRateLimit,
    });
    const postgresStarted = startStack({
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
    const [pgliteResult, postgresResult] = await Promise.allSettled([
      pgliteStarted,
      postgresStarted,
    ]);
    for (const result of [pgliteResult, postgresResult]) {
      if (result.status === 'fulfilled') cleanups.push(() => result.value.stop());
    }
    if (pgliteResult.status === 'rejected') throw pgliteResult.reason;
    if (postgresResult.status === 'rejected') throw postgresResult.reason;
    const pglite = pgliteResult.value;
    const postgres = postgresResult.value;
    project.provide('stacks', [
      {
        name: 'pglite',
        url: pglite.url,
        mailUrl: pglite.mailUrl ?? '',
        restUrl: `http://127.0.0.1:${pglite.postgrest.port()}`,
      },
      {
        name: 'postgres15',
        url: postgres.url,
        mailUrl: postgres.mailUrl ?? '',
        restUrl: `http://127.0.0.1:${postgres.postgrest.port()}`,
      },
    ]);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
