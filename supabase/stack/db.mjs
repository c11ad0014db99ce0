// The database behind the stack: any Postgres given by URL, or PGlite embedded in this process.
// Both expose the same small interface to the stack's own services; PostgREST reaches PGlite
// through a Postgres wire-protocol socket served here.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';

/**
 * @typedef {{ rows: any[]; rowCount?: number | null }} QueryResult
 * @typedef {(text: string, params?: unknown[]) => Promise<QueryResult>} Query
 * @typedef {object} Database
 * @property {'postgres' | 'pglite'} kind
 * @property {Query} query                          one statement, autocommit
 * @property {(sql: string) => Promise<void>} exec  several statements, no parameters
 * @property {<T>(fn: (query: Query, exec: (sql: string) => Promise<void>) => Promise<T>) => Promise<T>} transaction
 * @property {string} postgrestUri                 where PostgREST connects
 * @property {number} postgrestPool
 * @property {boolean} preparedStatements
 * @property {() => Promise<void>} close
 */

/** @param {string} databaseUrl @returns {Promise<Database>} */
export async function openPostgres(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
  pool.on('error', () => {
    // A dropped idle connection is replaced on next use.
  });
  await pool.query('select 1');
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

/**
 * A first-come first-served lock over the single PGlite connection. A wire-protocol client
 * keeps it from its first message until the backend is idle again after a Sync or a simple
 * query, so a transaction or an extended-protocol exchange is never interleaved with another.
 */
class Gate {
  /** @type {(() => void)[]} */
  #waiting = [];
  #held = false;

  acquire() {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolveAcquire) => this.#waiting.push(() => resolveAcquire(undefined)));
  }

  release() {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }

  /** @template T @param {() => Promise<T>} fn @returns {Promise<T>} */
  async run(fn) {
    await this.acquire();
    try {
      return await fn();
    } finally {
      this.release();
    }
  }
}

/** @param {string} dataDir @param {{ inMemory?: boolean }} [options] @returns {Promise<Database>} */
export async function openPglite(dataDir, options = {}) {
  const { PGlite } = await import('@electric-sql/pglite');
  let pglite;
  if (options.inMemory) {
    pglite = await PGlite.create();
  } else {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    pglite = await PGlite.create(dir);
  }
  const db = pglite;
  const gate = new Gate();

  /** @type {Query} */
  const rawQuery = async (text, params) => {
    const result = await db.query(text, /** @type {any[]} */ (params ?? []));
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  /** @param {string} sql */
  const rawExec = async (sql) => {
    await db.exec(sql);
  };

  const socketServer = await serveWireProtocol(db, gate);
  const address = /** @type {import('node:net').AddressInfo} */ (socketServer.address());

  return {
    kind: 'pglite',
    query: (text, params) => gate.run(() => rawQuery(text, params)),
    exec: (sql) => gate.run(() => rawExec(sql)),
    transaction: (fn) =>
      gate.run(async () => {
        await db.exec('begin');
        try {
          const result = await fn(rawQuery, rawExec);
          await db.exec('commit');
          return result;
        } catch (error) {
          await db.exec('rollback').catch(() => undefined);
          throw error;
        }
      }),
    postgrestUri: `postgres://authenticator@127.0.0.1:${address.port}/postgres`,
    // PGlite is one connection: PostgREST gets a pool of one and no prepared statements.
    postgrestPool: 1,
    preparedStatements: false,
    close: async () => {
      await new Promise((resolveClose) => socketServer.close(() => resolveClose(undefined)));
      for (const socket of openSockets) socket.destroy();
      await gate.run(() => db.close());
    },
  };
}

/** @type {Set<import('node:net').Socket>} */
const openSockets = new Set();

/**
 * Serves PGlite over the Postgres wire protocol on a loopback port for PostgREST.
 * @param {import('@electric-sql/pglite').PGlite} db @param {Gate} gate
 */
async function serveWireProtocol(db, gate) {
  const server = createServer((socket) => {
    openSockets.add(socket);
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let owner = false;
    let started = false;
    let busy = Promise.resolve();
    let closed = false;

    const releaseIfIdle = () => {
      if (owner && !db.isInTransaction()) {
        owner = false;
        gate.release();
      }
    };

    /** @param {Buffer} message @param {boolean} endsExchange */
    const handle = async (message, endsExchange) => {
      if (closed) return;
      if (!owner) {
        await gate.acquire();
        owner = true;
      }
      try {
        await db.execProtocolRawStream(new Uint8Array(message), {
          onRawData: (data) => {
            if (!closed && data.length > 0) socket.write(Buffer.from(data));
          },
        });
      } catch {
        // PGlite reports SQL errors in the protocol stream itself; a throw here means the
        // message was unusable, so the connection is dropped.
        socket.destroy();
      }
      if (endsExchange) releaseIfIdle();
    };

    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (code === 80877103 || code === 80877104) {
            // SSL or GSS encryption request: not offered on loopback.
            buffer = buffer.subarray(8);
            socket.write('N');
            continue;
          }
          if (buffer.length < length) return;
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          started = true;
          busy = busy.then(() => handle(message, true));
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1) + 1;
        if (buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        const type = String.fromCharCode(/** @type {number} */ (message[0]));
        if (type === 'X') {
          socket.end();
          return;
        }
        busy = busy.then(() => handle(message, type === 'S' || type === 'Q'));
      }
    });

    const onGone = () => {
      if (closed) return;
      closed = true;
      openSockets.delete(socket);
      void busy.then(async () => {
        if (!owner) return;
        if (db.isInTransaction()) await db.exec('rollback').catch(() => undefined);
        owner = false;
        gate.release();
      });
    };
    socket.on('close', onGone);
    socket.on('error', onGone);
  });
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen(undefined)));
  return server;
}
