// The cache tier of the production rehearsal: Debian's Varnish 7.1 (with varnish-modules' xkey
// for surrogate-key purges; why Varnish: vcl.mjs) in front of the bucket, started by the project
// in the foreground, without root (`-j none`), under a gitignored work folder, on a free port,
// and stopped with it. Its configuration is generated (vcl.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.mjs';
import { generateVcl } from './vcl.mjs';

export { defaultLayout, generateVcl } from './vcl.mjs';

/** The Debian packages the tier needs (`.ci/run` installs them). */
export const CACHE_TIER_PACKAGES = ['varnish', 'varnish-modules'];

const VARNISHD = process.env.VARNISHD ?? '/usr/sbin/varnishd';
const XKEY_VMOD = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';

/**
 * Throws a clear error naming the Debian packages when Varnish or its xkey module is missing.
 * @param {{ exists?: (file: string) => boolean; varnishd?: string; vmodDir?: string }} [probe]
 */
export function requireCacheTier({ exists = existsSync, varnishd = VARNISHD, vmodDir } = {}) {
  const missing = [];
  if (!exists(varnishd)) missing.push('varnish');
  const xkey = vmodDir ? join(vmodDir, 'libvmod_xkey.so') : XKEY_VMOD;
  if (!exists(xkey)) missing.push('varnish-modules');
  if (missing.length > 0) {
    throw new Error(
      `The cache tier needs Debian's ${missing.join(' and ')} (${missing
        .map((name) => (name === 'varnish' ? varnishd : xkey))
        .join(', ')} not found). Install: sudo apt-get install -y ${CACHE_TIER_PACKAGES.join(' ')}`,
    );
  }
}

/** A port free on the loopback now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * One HTTP request to the tier, its answer read whole.
 * @param {{ port: number; path: string; method?: string; headers?: Record<string, string>;
 *   localAddress?: string }} options
 * @returns {Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }>}
 */
export function ask({ port, path, method = 'GET', headers = {}, localAddress }) {
  return new Promise((resolveAnswer, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers, localAddress, agent: false },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolveAnswer({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * @typedef {object} CacheTier
 * @property {string} url the site's address through the tier
 * @property {number} port
 * @property {(path: string) => Promise<void>} purgePath purge one address of the site
 * @property {(keys: string[]) => Promise<number>} purgeKeys purge every object tagged with one of
 *   these surrogate keys; the number purged
 * @property {() => Promise<void>} stop
 * @property {Promise<number | null>} exited settles when varnishd exits (its code)
 */

/**
 * Starts Varnish in front of the bucket at `origin`, in the foreground of this process.
 * @param {{ origin: { host: string; port: number; hostHeader?: string };
 *   layout?: import('./vcl.mjs').BucketLayout; port?: number; workDir?: string;
 *   purgeFrom?: string[]; memory?: string; log?: (line: string) => void;
 *   readyTimeoutMs?: number }} options
 * `workDir`: Varnish's working folder (default .cache-tier/<port>, gitignored), emptied first.
 * @returns {Promise<CacheTier>}
 */
export async function startCacheTier({
  origin,
  layout,
  port,
  workDir,
  purgeFrom,
  memory = '128m',
  log,
  readyTimeoutMs = 60_000,
}) {
  requireCacheTier();
  const listenPort = port ?? (await freePort());
  const dir = workDir ?? join(repoRoot, '.cache-tier', String(listenPort));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const vclFile = join(dir, 'site.vcl');
  await writeFile(
    vclFile,
    generateVcl({
      host: origin.host,
      port: origin.port,
      hostHeader: origin.hostHeader,
      layout,
      purgeFrom,
    }),
  );
  const child = spawn(
    VARNISHD,
    [
      '-F',
      '-n',
      join(dir, 'instance'),
      '-j',
      'none',
      '-a',
      `127.0.0.1:${listenPort}`,
      '-f',
      vclFile,
      '-s',
      `malloc,${memory}`,
      // No management port: the tier is driven by HTTP (PURGE) and stopped by a signal.
      '-T',
      'none',
      // The compiler's work folder beside the rest.
      '-p',
      `vcc_allow_inline_c=off`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 200) output.shift();
    for (const line of text.split('\n').filter(Boolean)) log?.(line);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolveExit) => {
    child.on('exit', (code) => resolveExit(code));
    child.on('error', () => resolveExit(null));
  });

  // Ready when it answers its readiness address; dead when varnishd exits first.
  const deadline = Date.now() + readyTimeoutMs;
  let ready = false;
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  while (!ready && !gone && Date.now() < deadline) {
    ready = await ask({ port: listenPort, path: '/__cache-tier/ready' }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (!ready && !gone) await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  if (!ready) {
    child.kill('SIGTERM');
    await exited;
    throw new Error(
      `The cache tier (varnishd) did not start on port ${listenPort}:\n${output.join('')}`,
    );
  }

  const stop = async () => {
    if (!gone) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };

  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    exited,
    stop,
    async purgePath(path) {
      const answer = await ask({ port: listenPort, path, method: 'PURGE' });
      if (answer.status !== 200) {
        throw new Error(`Purge of ${path} refused: ${answer.status} ${answer.body}`);
      }
    },
    async purgeKeys(keys) {
      const answer = await ask({
        port: listenPort,
        path: '/',
        method: 'PURGE',
        headers: { 'xkey-purge': keys.join(' ') },
      });
      if (answer.status !== 200) {
        throw new Error(`Purge of keys ${keys.join(' ')} refused: ${answer.status} ${answer.body}`);
      }
      return Number(/Purged (\d+)/.exec(answer.body.toString())?.[1] ?? 0);
    },
  };
}

/** Whether varnishd runs here at all (the packages installed). */
export function cacheTierVersion() {
  const result = spawnSync(VARNISHD, ['-V'], { encoding: 'utf8' });
  return result.status === 0 ? result.stderr.split('\n')[0] : null;
}
