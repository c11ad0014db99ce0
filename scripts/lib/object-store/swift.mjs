// The object store of the production rehearsal: Debian's OpenStack Swift (2.30) as an
// all-in-one, with its s3api middleware in front: the one real S3 server installable here.
// Started by the project as the local Supabase stack is: no root, no system files touched,
// every file (configuration, rings, data) under one gitignored work folder, every server on a
// free loopback port, and stopped with it.
//
// The layout (as Swift's "SAIO" describes it, cut down to one node): one device, one replica,
// one zone; an account, a container and an object server, and the proxy with this pipeline:
//   catch_errors gatekeeper healthcheck proxy-logging cache listing_formats etag-quoter s3api tempauth
//   copy slo dlo proxy-logging proxy-server
// tempauth holds one user (`site:deployer`, an account admin) whose name and key are the S3
// access key (`site:deployer`) and secret. The proxy serves both APIs on one port: S3
// path-style (`/<bucket>/<key>`, signed) and Swift's own (`/v1/AUTH_site/<container>/<object>`),
// through which anonymous visitors read a container whose read ACL is `.r:*` (the cache tier
// reads the bucket that way: see index.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../cache-tier/index.mjs';
import { repoRoot } from '../repo-root.mjs';

/** The Debian packages the store needs (`.ci/run` installs them). */
export const SWIFT_PACKAGES = [
  'swift',
  'swift-proxy',
  'swift-account',
  'swift-container',
  'swift-object',
];

const SERVERS = /** @type {const} */ (['account', 'container', 'object']);
const RING_BUILDER = '/usr/bin/swift-ring-builder';

/** The account, user and key of the rehearsal's one user (tempauth). */
export const SWIFT_ACCOUNT = 'site';
export const SWIFT_USER = 'deployer';
export const SWIFT_KEY = 'rehearsal-secret-key';

/**
 * Throws a clear error naming the Debian packages when a Swift server is missing.
 * @param {{ exists?: (file: string) => boolean }} [probe]
 */
export function requireSwift({ exists = existsSync } = {}) {
  const programs = [
    RING_BUILDER,
    '/usr/bin/swift-proxy-server',
    ...SERVERS.map((s) => `/usr/bin/swift-${s}-server`),
  ];
  const missing = programs.filter((program) => !exists(program));
  if (missing.length > 0) {
    throw new Error(
      `The object store needs Debian's OpenStack Swift (${missing.join(', ')} not found). ` +
        `Install: sudo apt-get install -y ${SWIFT_PACKAGES.join(' ')}`,
    );
  }
}

/** @param {Record<string, Record<string, string | number | boolean>>} sections */
function ini(sections) {
  return Object.entries(sections)
    .map(
      ([name, values]) =>
        `[${name}]\n${Object.entries(values)
          .map(([key, value]) => `${key} = ${value}`)
          .join('\n')}\n`,
    )
    .join('\n');
}

/**
 * The configuration files of one all-in-one Swift.
 * @param {{ dir: string; ports: Record<'proxy' | 'account' | 'container' | 'object', number> }} options
 * @returns {Record<string, string>} file name -> content
 */
export function swiftConfig({ dir, ports }) {
  const devices = join(dir, 'devices');
  /** @type {Record<string, string>} */
  const files = {
    'swift.conf': ini({
      'swift-hash': { swift_hash_path_suffix: 'school-rehearsal', swift_hash_path_prefix: 'local' },
      'storage-policy:0': { name: 'one-replica', default: 'yes' },
      // An HTML page's Content-Security-Policy travels as its metadata (x-amz-meta-csp): longer
      // than Swift's default 256 bytes per value.
      'swift-constraints': {
        max_meta_value_length: 4096,
        max_meta_overall_size: 8192,
        max_header_size: 16384,
      },
    }),
  };
  const common = {
    devices,
    mount_check: 'false',
    bind_ip: '127.0.0.1',
    // One process per server: the rehearsal serves one person and its tests, on two cores.
    workers: 0,
    swift_dir: dir,
    log_level: 'WARNING',
    // No syslog socket here: warnings go to the console (captured by the starter).
    log_udp_host: '',
  };
  for (const server of SERVERS) {
    files[`${server}-server.conf`] = ini({
      DEFAULT: { ...common, bind_port: ports[server] },
      'pipeline:main': { pipeline: `${server}-server` },
      [`app:${server}-server`]: { use: `egg:swift#${server}` },
    });
  }
  files['proxy-server.conf'] = ini({
    DEFAULT: { ...common, bind_port: ports.proxy },
    'pipeline:main': {
      pipeline:
        'catch_errors gatekeeper healthcheck proxy-logging cache listing_formats etag-quoter s3api ' +
        'tempauth copy slo dlo proxy-logging proxy-server',
    },
    'app:proxy-server': { use: 'egg:swift#proxy', account_autocreate: 'true' },
    'filter:catch_errors': { use: 'egg:swift#catch_errors' },
    'filter:gatekeeper': { use: 'egg:swift#gatekeeper' },
    'filter:healthcheck': { use: 'egg:swift#healthcheck' },
    'filter:proxy-logging': { use: 'egg:swift#proxy_logging' },
    // No memcached: the client is told of none, so each request asks the servers (fine here).
    'filter:cache': { use: 'egg:swift#memcache', memcache_servers: '127.0.0.1:1' },
    'filter:listing_formats': { use: 'egg:swift#listing_formats' },
    // Quoted ETags (RFC 9110) on Swift's own API, which the cache tier reads: browsers send
    // them back in If-None-Match. S3 answers quote them already.
    'filter:etag-quoter': { use: 'egg:swift#etag_quoter', enable_by_default: 'true' },
    'filter:s3api': {
      use: 'egg:swift#s3api',
      location: 'us-east-1',
      // Buckets and objects as AWS names them; the ACLs are Swift's (container read ACLs).
      s3_acl: 'false',
      dns_compliant_bucket_names: 'true',
    },
    'filter:tempauth': {
      use: 'egg:swift#tempauth',
      reseller_prefix: 'AUTH',
      [`user_${SWIFT_ACCOUNT}_${SWIFT_USER}`]: `${SWIFT_KEY} .admin`,
    },
    'filter:copy': { use: 'egg:swift#copy' },
    'filter:slo': { use: 'egg:swift#slo' },
    'filter:dlo': { use: 'egg:swift#dlo' },
  });
  return files;
}

/** One answer from a server, or null when it does not answer. @param {number} port @param {string} path */
function probe(port, path) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(null));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/**
 * @typedef {object} Swift
 * @property {string} endpoint the S3 endpoint (path-style), e.g. http://127.0.0.1:PORT
 * @property {number} port the proxy's port (S3 and Swift's own API)
 * @property {string} accessKeyId
 * @property {string} secretAccessKey
 * @property {string} region
 * @property {string} account the Swift account the S3 buckets live in (`AUTH_site`)
 * @property {() => Promise<void>} stop
 * @property {() => Promise<void>} kill stops the proxy at once (a fault: the store going away)
 * @property {() => Promise<void>} restartProxy starts the proxy again after kill()
 */

/**
 * Starts an all-in-one Swift under `dir` (made anew: the store starts empty).
 * @param {{ dir?: string; log?: (line: string) => void; readyTimeoutMs?: number; port?: number }} [options]
 * @returns {Promise<Swift>}
 */
export async function startSwift({ dir, log, readyTimeoutMs = 60_000, port } = {}) {
  requireSwift();
  const ports = {
    proxy: port ?? (await freePort()),
    account: await freePort(),
    container: await freePort(),
    object: await freePort(),
  };
  const workDir = dir ?? join(repoRoot, '.object-store', String(ports.proxy));
  await rm(workDir, { recursive: true, force: true });
  await mkdir(join(workDir, 'devices', 'd1'), { recursive: true });
  for (const [name, content] of Object.entries(swiftConfig({ dir: workDir, ports }))) {
    await writeFile(join(workDir, name), content);
  }
  // The rings: 2^6 partitions (plenty for one device), one replica, one device on loopback.
  for (const server of SERVERS) {
    const builder = join(workDir, `${server}.builder`);
    for (const args of [
      ['create', '6', '1', '1'],
      ['add', `r1z1-127.0.0.1:${ports[server]}/d1`, '1'],
      ['rebalance'],
    ]) {
      const made = spawnSync(RING_BUILDER, [builder, ...args], { encoding: 'utf8' });
      // `rebalance` exits 1 with a warning on a one-device ring; the ring is written all the same.
      if (made.status !== 0 && !(args[0] === 'rebalance' && made.status === 1)) {
        throw new Error(`swift-ring-builder ${args.join(' ')}: ${made.stdout}${made.stderr}`);
      }
    }
  }

  /** @type {string[]} */
  const output = [];
  /** @type {Map<string, { child: import('node:child_process').ChildProcess; exited: Promise<unknown> }>} */
  const children = new Map();
  /** @param {string} name */
  const launch = (name) => {
    // As /usr/bin/swift-<name>-server does, but with the constraints of this store's swift.conf:
    // Swift reads them from /etc/swift/swift.conf when it is imported, before any server
    // configuration says where its own swift.conf is.
    const program = [
      'import sys',
      'import swift.common.utils as utils',
      'utils.SWIFT_CONF_FILE = sys.argv[1]',
      'import swift.common.constraints as constraints',
      'constraints.reload_constraints()',
      'from swift.common.wsgi import run_wsgi',
      'sys.exit(run_wsgi(sys.argv[2], sys.argv[3]))',
    ].join('; ');
    const args = [
      '-c',
      program,
      join(workDir, 'swift.conf'),
      join(workDir, `${name}-server.conf`),
      `${name}-server`,
    ];
    const child = spawn('/usr/bin/python3', args, {
      cwd: workDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PYTHONUNBUFFERED: '1' },
    });
    const keep = (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString();
      output.push(`[${name}] ${text}`);
      if (output.length > 200) output.shift();
      for (const line of text.split('\n').filter(Boolean)) log?.(`${name}: ${line}`);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise((resolveExit) => {
      child.on('exit', resolveExit);
      child.on('error', resolveExit);
    });
    children.set(name, { child, exited });
  };
  /** @param {string} name */
  const halt = async (name, signal = /** @type {NodeJS.Signals} */ ('SIGTERM')) => {
    const entry = children.get(name);
    if (!entry) return;
    children.delete(name);
    if (entry.child.exitCode === null && entry.child.signalCode === null) {
      entry.child.kill(signal);
      const timer = setTimeout(() => entry.child.kill('SIGKILL'), 5000);
      await entry.exited;
      clearTimeout(timer);
    }
  };
  const stopAll = async () => {
    for (const name of ['proxy', ...SERVERS]) await halt(name);
  };
  const waitReady = async () => {
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      const answers = await Promise.all([
        probe(ports.proxy, '/healthcheck'),
        ...SERVERS.map((s) => probe(ports[s], '/d1/0/a')),
      ]);
      // The data servers answer any request (a 4xx for a made-up path): they are up.
      if (answers[0] === 200 && answers.slice(1).every((a) => a !== null)) return;
      const dead = [...children.entries()].find(([, e]) => e.child.exitCode !== null);
      if (dead || Date.now() > deadline) {
        await stopAll();
        throw new Error(
          `Swift did not start (${dead ? `swift-${dead[0]}-server exited` : 'timed out'}):\n` +
            output.join(''),
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  for (const server of SERVERS) launch(server);
  launch('proxy');
  await waitReady();

  return {
    endpoint: `http://127.0.0.1:${ports.proxy}`,
    port: ports.proxy,
    accessKeyId: `${SWIFT_ACCOUNT}:${SWIFT_USER}`,
    secretAccessKey: SWIFT_KEY,
    region: 'us-east-1',
    account: `AUTH_${SWIFT_ACCOUNT}`,
    async stop() {
      await stopAll();
      await rm(workDir, { recursive: true, force: true });
    },
    async kill() {
      await halt('proxy', 'SIGKILL');
    },
    async restartProxy() {
      launch('proxy');
      await waitReady();
    },
  };
}
