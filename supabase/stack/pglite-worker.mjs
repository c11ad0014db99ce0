// PGlite in its own thread. PGlite runs every statement to completion on the thread that holds
// it and enforces no statement_timeout, so on the HTTP thread one slow query froze every
// endpoint. Here it runs beside the HTTP server: the parent thread sees a deadline for each
// statement in shared memory and ends this thread (then reopens the database) when one runs
// past it. This thread also serves PGlite over the Postgres wire protocol for PostgREST.
import {
  closeSync,
  fdatasync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { Gate } from './gate.mjs';
import {
  StatementNamespace,
  afterDeferred,
  deferExchange,
  failedDeferredAnswer,
  splitMessages,
} from './wire.mjs';

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
const pgdata = options.inMemory ? null : join(options.dataDir, 'pgdata');

// Durability. PGlite's Postgres runs with fsync=off and its file system cannot sync, so a
// commit was only in the OS cache when acknowledged. Here the write-ahead log is synced after
// every exchange that may have committed, before its answer leaves this thread: the segments
// whose size or time changed are fdatasync'ed (nothing to do for a read). Data files are only
// written by checkpoints; after each one they are synced too (see checkpointFence).

/** @param {string} path */
function syncFile(path) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Open descriptors of the log segments, kept so a sync per commit costs no open(). */
/** @type {Map<string, number>} */
const walFds = new Map();

/**
 * Every log segment's descriptor. All are synced, not only those that look changed: file times
 * move in coarse ticks, so two commits a millisecond apart look alike. Syncing a segment with
 * nothing unwritten costs no I/O.
 * @returns {number[]}
 */
function changedWal() {
  if (!pgdata) return [];
  const walDir = join(pgdata, 'pg_wal');
  const names = new Set(readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name)));
  // Segments recycled or removed by Postgres: their descriptors go too.
  for (const [name, fd] of walFds) {
    if (!names.has(name)) {
      closeSync(fd);
      walFds.delete(name);
    }
  }
  let added = false;
  for (const name of names) {
    if (walFds.has(name)) continue;
    walFds.set(name, openSync(join(walDir, name), 'r'));
    added = true;
  }
  // A new segment's directory entry must be durable too.
  if (added) syncFile(walDir);
  return [...walFds.values()];
}

/** @param {number} fd @returns {Promise<void>} */
const datasync = (fd) =>
  new Promise((resolveSync, reject) =>
    fdatasync(fd, (error) => (error ? reject(error) : resolveSync(undefined))),
  );

// Group commit: the sync runs off this thread (libuv's pool) and outside the database lock, so
// other requests go on meanwhile; commits that finish while one sync runs share the next one.
/** @type {Promise<void> | null} */
let running = null;
/** @type {Promise<void> | null} */
let queued = null;
/** Resolves once every log record written so far is on stable storage. @returns {Promise<void>} */
function walDurable() {
  if (!pgdata) return Promise.resolve();
  if (!running) {
    running = Promise.all(changedWal().map(datasync)).then(() => undefined);
    const current = running;
    void current
      .finally(() => {
        if (running === current) running = null;
      })
      .catch(() => undefined);
    return current;
  }
  if (!queued) {
    queued = running
      .catch(() => undefined)
      .then(
        /** @returns {Promise<void>} */ () => {
          queued = null;
          return walDurable();
        },
      );
  }
  return queued;
}

/** Synchronous form for the checkpoint fence, which holds the lock anyway. */
function syncWal() {
  for (const fd of changedWal()) fsyncSync(fd);
}

/** @type {Map<string, number>} */
const dataSeen = new Map();
/** @param {string} dir */
function syncChangedFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'pg_wal') syncChangedFiles(path);
      continue;
    }
    if (!entry.isFile()) continue;
    const { mtimeMs } = statSync(path);
    if (dataSeen.get(path) === mtimeMs) continue;
    syncFile(path);
    dataSeen.set(path, mtimeMs);
  }
}

// After a checkpoint Postgres may recycle the log that covered the pages it wrote, so those
// pages must reach the disk too: once a second, if the checkpoint moved, every changed file is
// synced. This is the one window (about a second after each checkpoint, every few minutes)
// in which an OS crash could still lose data; see supabase/README.md,
// "Durability on PGlite".
let lastCheckpoint = '';
async function checkpointFence() {
  if (!pgdata) return;
  const { rows } = await gate.run(() =>
    pglite.query('select checkpoint_lsn::text as lsn from pg_control_checkpoint()'),
  );
  const lsn = String(/** @type {any} */ (rows[0])?.lsn ?? '');
  if (lsn === lastCheckpoint) return;
  await gate.run(async () => {
    syncWal();
    syncChangedFiles(pgdata);
  });
  lastCheckpoint = lsn;
}
const fence = setInterval(() => {
  checkpointFence().catch((error) =>
    port.postMessage({ type: 'log', line: `[db] sync failed: ${error.message}` }),
  );
}, 1000);
fence.unref();
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

// A listener's promise would be dropped: answer() catches every failure and posts it back.
port.on('message', (/** @type {Record<string, any>} */ message) => void answer(message));

/** Runs one request of the main thread and posts its answer. @param {Record<string, any>} message */
async function answer(message) {
  const { id, op } = message;
  const limit = typeof message.limit === 'number' ? message.limit : options.defaultTimeoutMs;
  try {
    let result;
    if (op === 'query') {
      result = message.tx
        ? await runQuery(message.text, message.params, limit)
        : await gate.run(() => runQuery(message.text, message.params, limit), true);
    } else if (op === 'exec') {
      if (message.tx) await runExec(message.text, limit);
      else await gate.run(() => runExec(message.text, limit), true);
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
    } else if (op === 'batch') {
      result = await gate.run(async () => {
        await runExec('begin', limit);
        try {
          /** @type {unknown[]} */
          const results = [];
          for (const { text, params } of message.statements) {
            results.push(await runQuery(text, params, limit));
          }
          await runExec('commit', limit);
          return results;
        } catch (error) {
          await pglite.exec('rollback').catch(() => undefined);
          throw error;
        }
      }, true);
    } else if (op === 'close') {
      clearInterval(fence);
      await new Promise((resolveClose) => server.close(() => resolveClose(undefined)));
      for (const socket of sockets) socket.destroy();
      await gate.run(() => pglite.close());
    }
    // Autocommit statements and commits are acknowledged only once their log is on disk.
    if ((op === 'query' || op === 'exec' || op === 'batch') && !message.tx) await walDurable();
    if (op === 'commit') await walDurable();
    port.postMessage({ id, ok: true, result });
  } catch (error) {
    port.postMessage({ id, ok: false, error: serialiseError(error) });
  }
}

/** @type {Set<import('node:net').Socket>} */
const sockets = new Set();

// PostgREST's connections (a pool of several share the one PGlite session): each exchange runs
// under the gate, kept from a transaction's first message until the session is idle again after
// a Sync or a simple query, so a transaction is never interleaved with another. Waiting
// connections are served first come, first served, which keeps the slowest requests close to
// the typical ones. Each connection's prepared statements live in a namespace of their own
// (see wire.mjs), and a lone BEGIN is answered at once and run in front of the next exchange.
let connections = 0;
const server = createServer((socket) => {
  sockets.add(socket);
  socket.setNoDelay(true);
  connections += 1;
  const statements = new StatementNamespace(`c${connections}_`);
  let buffer = Buffer.alloc(0);
  let owner = false;
  let started = false;
  let busy = Promise.resolve();
  let closed = false;
  let limit = options.defaultTimeoutMs;
  /** Exchanges already answered (a BEGIN, the request settings), to run with the next one. @type {Buffer[]} */
  const deferred = [];

  const releaseIfIdle = () => {
    if (owner && !pglite.isInTransaction()) {
      owner = false;
      gate.release();
    }
  };

  /** @param {Buffer} message @returns {Promise<Buffer[] | null>} null: the message was unusable */
  const run = async (message) => {
    /** @type {Buffer[]} */
    const answer = [];
    arm(limit);
    try {
      await pglite.execProtocolRawStream(new Uint8Array(message), {
        onRawData: (data) => {
          if (data.length > 0) answer.push(Buffer.from(data));
        },
      });
    } catch {
      return null;
    } finally {
      disarm();
    }
    return answer;
  };

  /** @param {Buffer} message @param {boolean} endsExchange @param {boolean} [startup] */
  const handle = async (message, endsExchange, startup = false) => {
    if (closed) return;
    /** @type {Buffer} */
    let rewritten = message;
    if (!startup) {
      let messages;
      try {
        messages = splitMessages(message);
      } catch {
        socket.destroy();
        return;
      }
      // While this connection holds nothing: a BEGIN, then the request settings right after
      // it, are answered now and run in one pipeline with what follows.
      const early = owner
        ? null
        : deferred.length === 0
          ? statements.beginAnswer(messages)
          : deferred.length === 1
            ? statements.settingsAnswer(messages)
            : null;
      rewritten = statements.rewrite(messages);
      if (early) {
        // A new transaction: the default limit until the role is known.
        if (deferred.length === 0) limit = options.defaultTimeoutMs;
        if (message.includes(ANON_PARAM)) limit = options.anonTimeoutMs;
        deferred.push(deferExchange(rewritten));
        socket.write(early);
        return;
      }
    }
    if (!owner) {
      await gate.acquire();
      owner = true;
      if (deferred.length === 0) limit = options.defaultTimeoutMs;
    }
    // The role a request runs as arrives bound as a parameter; anon gets its own, shorter limit.
    if (message.includes(ANON_PARAM)) limit = options.anonTimeoutMs;
    const ahead = deferred.splice(0);
    // What was answered in advance and this exchange, in one pass through PGlite.
    const answer = await run(ahead.length > 0 ? Buffer.concat([...ahead, rewritten]) : rewritten);
    if (!answer) {
      // PGlite reports SQL errors in the protocol stream itself; a throw here means the
      // message was unusable, so the connection is dropped.
      socket.destroy();
      if (endsExchange) releaseIfIdle();
      return;
    }
    /** @type {Buffer} */
    let reply = Buffer.concat(answer);
    if (ahead.length > 0) {
      const split = afterDeferred(reply, ahead.length);
      // PostgREST was told those succeeded. If one failed, the database skipped this exchange
      // up to its Sync: PostgREST gets the failure as the answer to it, with the database's
      // ReadyForQuery (in a failed transaction, or idle if the BEGIN failed), and goes on as
      // after any failed statement (a ROLLBACK).
      reply = split ? Buffer.concat([...split.forward, split.rest]) : failedDeferredAnswer(reply);
    }
    // An exchange that leaves the session idle may have committed (a COMMIT, or a statement in
    // autocommit): its answer waits for the log to be on disk, the lock already free for others.
    const committed = endsExchange && !pglite.isInTransaction();
    if (endsExchange) releaseIfIdle();
    try {
      if (committed) await walDurable();
    } catch (error) {
      port.postMessage({
        type: 'log',
        line: `[db] the write-ahead log could not be synced: ${/** @type {Error} */ (error).message}`,
      });
      socket.destroy();
      return;
    }
    if (!closed && reply.length > 0) socket.write(reply);
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
        busy = busy.then(() => handle(message, true, true));
        continue;
      }
      // Every complete message now in the buffer, up to and including the first Sync or simple
      // query, goes to PGlite in one call: a PostgREST statement (Bind, Describe, Execute, Sync)
      // costs one pass through PGlite instead of four.
      let end = 0;
      let endsExchange = false;
      let terminate = false;
      while (buffer.length - end >= 5) {
        const length = buffer.readInt32BE(end + 1) + 1;
        if (buffer.length - end < length) break;
        const type = buffer[end];
        if (type === 0x58) {
          terminate = true;
          break;
        }
        end += length;
        if (type === 0x53 || type === 0x51) {
          endsExchange = true;
          break;
        }
      }
      if (end > 0) {
        const batch = Buffer.from(buffer.subarray(0, end));
        buffer = buffer.subarray(end);
        const ends = endsExchange;
        busy = busy.then(() => handle(batch, ends));
      }
      if (terminate) {
        busy = busy.then(() => {
          socket.end();
        });
        return;
      }
      if (end === 0 || !endsExchange) return;
    }
  });

  const onGone = () => {
    if (closed) return;
    closed = true;
    sockets.delete(socket);
    void busy.then(async () => {
      // The connection's prepared statements go with it (names are never reused).
      const names = statements.sharedNames();
      if (!owner && names.length === 0) return;
      if (!owner) {
        await gate.acquire();
        owner = true;
      }
      if (pglite.isInTransaction()) await pglite.exec('rollback').catch(() => undefined);
      for (const name of names) {
        await pglite.exec(`deallocate "${name.replaceAll('"', '""')}"`).catch(() => undefined);
      }
      owner = false;
      gate.release();
    });
  };
  socket.on('close', onGone);
  socket.on('error', onGone);
});
server.on('error', (error) => port.postMessage({ type: 'failed', error: serialiseError(error) }));
server.listen(options.wirePort, '127.0.0.1', () => port.postMessage({ type: 'ready' }));
