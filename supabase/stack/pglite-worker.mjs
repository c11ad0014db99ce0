// PGlite in its own thread. PGlite runs every statement to completion on the thread that holds
// it and enforces no statement_timeout, so on the HTTP thread one slow query froze every
// endpoint. Here it runs beside the HTTP server: the parent thread sees a deadline for each
// statement in shared memory and ends this thread (then reopens the database) when one runs
// past it. This thread also serves PGlite over the Postgres wire protocol for PostgREST.
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @typedef {{ dataDir: string; inMemory: boolean; wirePort: number; watch: SharedArrayBuffer;
 *   base: number; anonTimeoutMs: number; defaultTimeoutMs: number }} WorkerOptions
 */
const options = /** @type {WorkerOptions} */ (workerData);
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
// [0]: the running statement's deadline in ms after options.base, 0 when idle.
const watch = new Int32Array(options.watch);
// The anon role's parameter as PostgREST binds it in `set_config('role', $n, true)`.
const ANON_PARAM = Buffer.from([0, 0, 0, 4, ...Buffer.from('anon')]);

/** @param {number} limitMs */
function arm(limitMs) {
  Atomics.store(watch, 0, limitMs > 0 ? Date.now() - options.base + limitMs : 0);
}
const disarm = () => Atomics.store(watch, 0, 0);

/** A first-come first-served lock over the single PGlite connection. */
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

/** @param {unknown} error */
function serialiseError(error) {
  const e = /** @type {Record<string, unknown>} */ (error ?? {});
  return {
    message: typeof e.message === 'string' ? e.message : String(error),
    code: e.code,
    detail: e.detail,
    hint: e.hint,
    errno: e.errno,
    syscall: e.syscall,
  };
}

const { PGlite } = await import('@electric-sql/pglite');
let db;
try {
  if (options.inMemory) {
    db = await PGlite.create();
  } else {
    const dir = join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    db = await PGlite.create(dir);
  }
} catch (error) {
  port.postMessage({ type: 'failed', error: serialiseError(error) });
  process.exit(1);
}
const pglite = db;
const gate = new Gate();
/** @type {Map<number, true>} transactions opened by the parent thread */
const transactions = new Map();

/** @param {string} text @param {unknown[] | undefined} params @param {number} limit */
async function runQuery(text, params, limit) {
  arm(limit);
  try {
    const result = await pglite.query(text, /** @type {any[]} */ (params ?? []));
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  } finally {
    disarm();
  }
}

/** @param {string} sql @param {number} limit */
async function runExec(sql, limit) {
  arm(limit);
  try {
    await pglite.exec(sql);
  } finally {
    disarm();
  }
}

port.on('message', async (/** @type {Record<string, any>} */ message) => {
  const { id, op } = message;
  const limit = typeof message.limit === 'number' ? message.limit : options.defaultTimeoutMs;
  try {
    let result;
    if (op === 'query') {
      result = message.tx
        ? await runQuery(message.text, message.params, limit)
        : await gate.run(() => runQuery(message.text, message.params, limit));
    } else if (op === 'exec') {
      if (message.tx) await runExec(message.text, limit);
      else await gate.run(() => runExec(message.text, limit));
    } else if (op === 'begin') {
      await gate.acquire();
      try {
        await runExec('begin', limit);
      } catch (error) {
        gate.release();
        throw error;
      }
      transactions.set(id, true);
      result = id;
    } else if (op === 'commit' || op === 'rollback') {
      try {
        await runExec(op, limit);
      } finally {
        if (transactions.delete(message.tx)) gate.release();
      }
    } else if (op === 'close') {
      await new Promise((resolveClose) => server.close(() => resolveClose(undefined)));
      for (const socket of sockets) socket.destroy();
      await gate.run(() => pglite.close());
    }
    port.postMessage({ id, ok: true, result });
  } catch (error) {
    port.postMessage({ id, ok: false, error: serialiseError(error) });
  }
});

/** @type {Set<import('node:net').Socket>} */
const sockets = new Set();

// PostgREST's connection: each message runs under the gate, kept from an exchange's first
// message until the backend is idle again after a Sync or a simple query, so a transaction is
// never interleaved with another.
const server = createServer((socket) => {
  sockets.add(socket);
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let owner = false;
  let started = false;
  let busy = Promise.resolve();
  let closed = false;
  let limit = options.defaultTimeoutMs;

  const releaseIfIdle = () => {
    if (owner && !pglite.isInTransaction()) {
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
      limit = options.defaultTimeoutMs;
    }
    // The role a request runs as arrives bound as a parameter; anon gets its own, shorter limit.
    if (message[0] === 0x42 && message.includes(ANON_PARAM)) limit = options.anonTimeoutMs;
    arm(limit);
    try {
      await pglite.execProtocolRawStream(new Uint8Array(message), {
        onRawData: (data) => {
          if (!closed && data.length > 0) socket.write(Buffer.from(data));
        },
      });
    } catch {
      // PGlite reports SQL errors in the protocol stream itself; a throw here means the
      // message was unusable, so the connection is dropped.
      socket.destroy();
    } finally {
      disarm();
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
    sockets.delete(socket);
    void busy.then(async () => {
      if (!owner) return;
      if (pglite.isInTransaction()) await pglite.exec('rollback').catch(() => undefined);
      owner = false;
      gate.release();
    });
  };
  socket.on('close', onGone);
  socket.on('error', onGone);
});
server.on('error', (error) => port.postMessage({ type: 'failed', error: serialiseError(error) }));
server.listen(options.wirePort, '127.0.0.1', () => port.postMessage({ type: 'ready' }));
