// The database behind the stack: any Postgres given by URL, or PGlite embedded in this process.
// Both expose the same small interface to the stack's own services; PostgREST reaches PGlite
// through a Postgres wire-protocol socket served here.
import { randomBytes } from 'node:crypto';
import { statfsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { freePort } from './http.mjs';

/**
 * @typedef {{ rows: any[]; rowCount?: number | null }} QueryResult
 * @typedef {(text: string, params?: unknown[]) => Promise<QueryResult>} Query
 * @typedef {{ text: string; params?: unknown[] }} Statement
 * @typedef {object} Database
 * @property {'postgres' | 'pglite'} kind
 * @property {Query} query                          one statement, autocommit
 * @property {(sql: string) => Promise<void>} exec  several statements, no parameters
 * @property {<T>(fn: (query: Query, exec: (sql: string) => Promise<void>) => Promise<T>) => Promise<T>} transaction
 * @property {(statements: Statement[]) => Promise<QueryResult[]>} batch  statements known in advance, in one transaction
 * @property {string} postgrestUri                 where PostgREST connects
 * @property {number} postgrestPool
 * @property {boolean} preparedStatements
 * @property {() => void} [enforceTimeouts]    from now on statements have deadlines (PGlite)
 * @property {() => Promise<void>} [prepareAuthenticator]  sets PostgREST's login password (Postgres)
 * @property {() => Promise<void>} close
 */

/** @param {string} databaseUrl @returns {Promise<Database>} */
export async function openPostgres(databaseUrl) {
  // A server that accepts and never answers must fail the start within seconds, not hang it.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 8,
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', () => {
    // A dropped idle connection is replaced on next use.
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw describeConnectFailure(error, databaseUrl);
  }
  // PostgREST logs in as `authenticator`, as on Supabase; the stack gives it a fresh password
  // each start so any Postgres (trust, md5 or scram) accepts it.
  const password = randomBytes(18).toString('base64url');
  const uri = new URL(databaseUrl);
  uri.username = 'authenticator';
  uri.password = password;
  return {
    kind: 'postgres',
    query: (text, params) => pool.query(text, /** @type {any[]} */ (params)),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(
          (text, params) => client.query(text, /** @type {any[]} */ (params)),
          async (sql) => {
            await client.query(sql);
          },
        );
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    batch: async (statements) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        /** @type {QueryResult[]} */
        const results = [];
        for (const { text, params } of statements) {
          results.push(await client.query(text, /** @type {any[]} */ (params)));
        }
        await client.query('commit');
        return results;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    postgrestUri: uri.toString(),
    postgrestPool: 10,
    preparedStatements: true,
    /** Sets the password PostgREST logs in with (after the platform SQL made the role). */
    async prepareAuthenticator() {
      await pool.query(`alter role authenticator with login password '${password}'`);
    },
    close: () => pool.end(),
  };
}

/** PostgREST's connections to the PGlite bridge. */
export const PGLITE_POSTGREST_POOL = 50;

/** The database thread was restarted (a statement ran past its timeout, or it failed). */
export class DatabaseRestartedError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.code = '57014';
  }
}

/**
 * @param {string} dataDir
 * @param {{ inMemory?: boolean; anonTimeoutMs?: number; defaultTimeoutMs?: number; log?: (line: string) => void }} [options]
 * @returns {Promise<Database>}
 */
export async function openPglite(dataDir, options = {}) {
  const log = options.log ?? (() => undefined);
  const wirePort = await freePort();
  const watch = new SharedArrayBuffer(4);
  const deadline = new Int32Array(watch);
  const base = Date.now();
  /** @type {Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>} */
  const pending = new Map();
  let nextId = 1;
  /** @type {Worker} */
  let worker;
  /** @type {Promise<void>} */
  let ready;
  let closing = false;
  let started = false;

  /** @param {Record<string, any>} error */
  const revive = (error) => Object.assign(new Error(error.message), error);

  /** Starts (or restarts) the database thread; resolves once PostgREST's port is served. */
  function spawnWorker() {
    Atomics.store(deadline, 0, 0);
    const thread = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        dataDir,
        inMemory: options.inMemory === true,
        wirePort,
        watch,
        base,
        anonTimeoutMs: options.anonTimeoutMs ?? 3000,
        defaultTimeoutMs: options.defaultTimeoutMs ?? 8000,
      },
    });
    worker = thread;
    ready = new Promise((resolveReady, reject) => {
      thread.on('message', (message) => {
        if (message.type === 'ready') return resolveReady(undefined);
        if (message.type === 'failed') return reject(describeStartFailure(message.error, dataDir));
        if (message.type === 'log') return log(message.line);
        const waiter = pending.get(message.id);
        if (!waiter) return;
        pending.delete(message.id);
        if (message.ok) waiter.resolve(message.result);
        else waiter.reject(revive(message.error));
      });
      thread.on('error', (error) => {
        reject(describeStartFailure(error, dataDir));
        failPending(new Error(`database thread failed: ${error.message}`));
      });
      thread.on('exit', () => {
        reject(new Error('the database thread exited during start-up'));
        if (worker !== thread || reopening || closing || !started) return;
        // The thread died on its own (PGlite aborted, on a full disk for instance): reopen.
        log('[db] the database thread stopped: reopening');
        scheduleReopen(new DatabaseRestartedError('the database thread stopped'));
      });
    });
    return ready;
  }

  /** @param {Error} error */
  function failPending(error) {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  }

  /** Set while the database cannot be reopened: calls fail at once with it. */
  /** @type {Error | null} */
  let failure = null;
  let reopening = false;

  /**
   * Ends the current thread and opens the database again, retrying every 3 s while that fails
   * (a full disk, say), so freeing space brings the stack back by itself. Calls made during an
   * attempt wait for it; between attempts they fail at once with the reason.
   * @param {Error} reason
   */
  function scheduleReopen(reason) {
    if (reopening || closing) return;
    reopening = true;
    failPending(reason);
    const old = worker;
    const attempt = async () => {
      await old.terminate();
      for (;;) {
        failure = null;
        try {
          await spawnWorker();
          return;
        } catch (error) {
          failure = /** @type {Error} */ (error);
          log(`[db] the database could not be reopened: ${failure.message}; retrying in 3 s`);
          void worker.terminate();
          if (closing) throw failure;
          await new Promise((resolveWait) => setTimeout(resolveWait, 3000));
          if (closing) throw failure;
        }
      }
    };
    const done = attempt();
    ready = done;
    done
      .catch(() => undefined)
      .finally(() => {
        reopening = false;
      });
  }

  // The watchdog: a statement past its deadline ends the thread (the only way to stop PGlite
  // mid-statement) and a fresh one reopens the database; what was not committed is lost, as
  // after a cancelled statement.
  const watchdog = setInterval(() => {
    const due = Atomics.load(deadline, 0);
    if (closing || reopening || due === 0 || Date.now() - base <= due) return;
    log('[db] a statement ran past its statement_timeout: restarting the database thread');
    scheduleReopen(new DatabaseRestartedError('canceling statement due to statement timeout'));
  }, 100);
  watchdog.unref();

  await spawnWorker();
  started = true;

  // Migrations and the seed may take long on a first start: no deadline until the stack is up.
  let enforcing = false;

  /** @param {Record<string, unknown>} message @returns {Promise<any>} */
  async function call(message) {
    if (failure) throw failure;
    await ready;
    const id = nextId++;
    return new Promise((resolveCall, reject) => {
      pending.set(id, { resolve: resolveCall, reject });
      worker.postMessage(enforcing ? { ...message, id } : { ...message, id, limit: 0 });
    });
  }

  /** @type {Query} */
  const query = (text, params) => call({ op: 'query', text, params });
  /** @param {string} sql */
  const exec = async (sql) => {
    await call({ op: 'exec', text: sql });
  };

  return {
    kind: 'pglite',
    query,
    exec,
    transaction: async (fn) => {
      const tx = await call({ op: 'begin' });
      try {
        const result = await fn(
          (text, params) => call({ op: 'query', text, params, tx }),
          async (sql) => {
            await call({ op: 'exec', text: sql, tx });
          },
        );
        await call({ op: 'commit', tx });
        return result;
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
    },
    // One message to the database thread for the whole transaction: the session is held for
    // the statements alone, not for round trips to this (busy) thread between them.
    batch: (statements) => call({ op: 'batch', statements }),
    enforceTimeouts: () => {
      enforcing = true;
    },
    postgrestUri: `postgres://authenticator@127.0.0.1:${wirePort}/postgres`,
    // PGlite is one session, shared by PostgREST's connections one transaction at a time. A
    // pool as large as the concurrency PostgREST sees means requests queue in the bridge's
    // first-come first-served lock rather than in PostgREST's pool, whose waiters are served in
    // no particular order (which made the slowest requests several times slower than the
    // median). Each connection's prepared statements get their own names on the session.
    postgrestPool: PGLITE_POSTGREST_POOL,
    preparedStatements: true,
    close: async () => {
      closing = true;
      clearInterval(watchdog);
      // A clean close flushes PGlite; a thread that does not answer (reopening, or stuck on a
      // failing disk) is ended after a few seconds all the same.
      await Promise.race([
        call({ op: 'close' }).catch(() => undefined),
        new Promise((resolveWait) => setTimeout(resolveWait, 3000).unref()),
      ]);
      await worker.terminate();
    },
  };
}

/**
 * PGlite's own start failures are terse ("failed to initialize properly", "undefined"): name
 * the cause and the fix.
 * @param {Record<string, any>} error @param {string} dataDir
 */
export function describeStartFailure(error, dataDir) {
  const code = error?.code ?? error?.errno;
  const text = String(error?.message ?? error);
  const where = join(dataDir, 'pgdata');
  if (code === 'ENOSPC' || /ENOSPC|no space/i.test(text) || diskNearlyFull(dataDir)) {
    return new Error(
      `the disk holding ${where} is full: free some space (or set SUPABASE_DATA_DIR to another disk) and start again`,
    );
  }
  if (
    code === 'EACCES' ||
    code === 'EROFS' ||
    code === 'EPERM' ||
    /EACCES|EROFS|read-only/i.test(text)
  ) {
    return new Error(
      `cannot write to ${where} (${code ?? 'permission denied'}): make it writable or set SUPABASE_DATA_DIR to a writable folder`,
    );
  }
  return new Error(
    `PGlite could not open ${where}: ${text || 'unknown error'}. If the folder is damaged, move it away to start afresh, or use DATABASE_URL`,
  );
}

/**
 * @param {unknown} error @param {string} databaseUrl
 */
function describeConnectFailure(error, databaseUrl) {
  const url = new URL(databaseUrl);
  const where = `${url.hostname}:${url.port || 5432}`;
  const code = /** @type {{ code?: string }} */ (error).code;
  const message = /** @type {Error} */ (error).message ?? String(error);
  if (/timeout/i.test(message)) {
    return new Error(
      `the Postgres server at ${where} (DATABASE_URL) did not answer within 5 s: check that it is running and reachable, or unset DATABASE_URL to use the embedded PGlite`,
    );
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new Error(
      `the host "${url.hostname}" in DATABASE_URL cannot be resolved: check the URL (postgres://user:password@host:5432/database)`,
    );
  }
  if (code === 'ECONNREFUSED') {
    return new Error(
      `nothing accepts connections at ${where} (DATABASE_URL): start Postgres there, or fix the host and port`,
    );
  }
  return new Error(`cannot connect to DATABASE_URL (${where}): ${message}`);
}

/** PGlite reports a full disk only as "failed to initialize": the free space tells. @param {string} dir */
function diskNearlyFull(dir) {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize < 16 * 1024 * 1024;
  } catch {
    return false;
  }
}
