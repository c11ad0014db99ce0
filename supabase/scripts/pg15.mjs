// A throwaway Debian PostgreSQL 15 cluster for tests and benchmarks: initdb in a temporary
// folder, started on a free loopback port, stopped and removed afterwards.
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../stack/http.mjs';

export const PG15_BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';

// util-linux installs runuser in /usr/sbin, which a user's PATH often leaves out.
const RUNUSER =
  ['/usr/sbin/runuser', '/sbin/runuser'].find((path) => existsSync(path)) ?? 'runuser';

/**
 * @param {string} command @param {string[]} args @param {boolean} asPostgres
 * @returns {[string, string[]]}
 */
function commandLine(command, args, asPostgres) {
  return asPostgres ? [RUNUSER, ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/** @param {string} command @param {string[]} args @param {boolean} asPostgres */
function run(command, args, asPostgres) {
  const [cmd, cmdArgs] = commandLine(command, args, asPostgres);
  const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error?.message}`,
    );
  }
  return result.stdout;
}

/**
 * As `run`, without holding the event loop: initdb and the server's start take seconds, which
 * the caller can spend on other work (a test setup making a PGlite database meanwhile).
 * @param {string} command @param {string[]} args @param {boolean} asPostgres
 * @returns {Promise<string>}
 */
function runAsync(command, args, asPostgres) {
  const [cmd, cmdArgs] = commandLine(command, args, asPostgres);
  return new Promise((resolve, reject) => {
    execFile(cmd, cmdArgs, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) {
        reject(
          new Error(`${command} ${args.join(' ')} failed: ${stderr || stdout || error.message}`),
        );
      } else resolve(stdout);
    });
  });
}

export async function startPg15() {
  if (!existsSync(join(PG15_BIN, 'initdb')) || !existsSync(join(PG15_BIN, 'pg_ctl'))) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${PG15_BIN}. The PG15 half of the tests needs Debian's ` +
        'postgresql-15 package (apt-get install -y postgresql-15), or PG15_BIN pointing at its bin folder.',
    );
  }
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'school-pg15-'));
  if (asPostgres) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await runAsync(
    join(PG15_BIN, 'initdb'),
    // --no-sync: a throwaway cluster, run with fsync off, need not wait for its files to reach
    // the disk (half of initdb's time).
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'],
    asPostgres,
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60`;
  await runAsync(
    join(PG15_BIN, 'pg_ctl'),
    ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'],
    asPostgres,
  );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(join(PG15_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], asPostgres);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Never leave a cluster behind, even when the caller forgets or crashes.
  process.once('exit', stop);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}
