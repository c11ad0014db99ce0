#!/usr/bin/env node
// `npm run bench:cdn`: the site through the cache tier (Varnish in front of Swift, as `npm run
// prod:local` runs it) and through the Node server (`npm start`'s), side by side in one run,
// under the same load: `--connections` keep-alive connections (200 by default) asking in turn
// for `/`, `/ar/news` and an article, for `--seconds` each (10). Prints requests per second,
// p50/p99 latency and errors for each. Then the same load on the cache tier while a remote
// (home) is deployed to the bucket and rolled back: errors, and responses that name two
// versions of one remote (a page drawn half from each), which must both be zero.
// Run it in a private network namespace (the rehearsal and the Node server take their usual
// ports): unshare -n sh -c 'ip link set lo up && npm run bench:cdn'
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../scripts/lib/repo-root.mjs';

/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
};
const connections = Number(option('--connections', '200'));
const seconds = Number(option('--seconds', '10'));
const ENV_FILE = join(repoRoot, '.prod-local.env');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
const stopAll = () => {
  for (const child of children.reverse()) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
};
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/**
 * Starts a command in a process group of its own; resolves once `ready` matches a line of its
 * output (printed on failure).
 * @param {string} script @param {string[]} args @param {RegExp} ready @param {NodeJS.ProcessEnv} [env]
 */
function startChild(script, args, ready, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, script), ...args], {
      cwd: repoRoot,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) resolve(match);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`${script} exited (${code}):\n${output.slice(-3000)}`)),
    );
  });
}

/**
 * The load: `connections` loops, each on its own keep-alive socket, asking for `paths` in turn
 * until `until()` says stop. Latencies in ms.
 * @param {{ base: string; paths: string[]; until: () => boolean; inspect?: (body: string) => void }} options
 */
async function load({ base, paths, until, inspect }) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  /** @type {Record<string, number>} */
  const why = {};
  const started = performance.now();
  const one = (/** @type {string} */ path) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path,
          headers: { 'accept-encoding': inspect ? 'identity' : 'gzip' },
        },
        (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (chunk) => inspect && chunks.push(chunk));
          res.on('end', () => {
            latencies.push(performance.now() - t0);
            if (res.statusCode !== 200) {
              errors += 1;
              why[String(res.statusCode)] = (why[String(res.statusCode)] ?? 0) + 1;
            } else if (inspect) inspect(Buffer.concat(chunks).toString('utf8'));
            resolve(undefined);
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', (error) => {
        errors += 1;
        why[error.message] = (why[error.message] ?? 0) + 1;
        resolve(undefined);
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      for (let i = lane; !until(); i += 1)
        await one(/** @type {string} */ (paths[i % paths.length]));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    why,
  };
}

const forSeconds = (/** @type {number} */ s) => {
  const end = performance.now() + s * 1000;
  return () => performance.now() > end;
};

// 1. The rehearsal (Supabase, Swift, Varnish, the worker) and the Node server beside it.
console.log('starting the production rehearsal (npm run prod:local)…');
const tierUrl = String(
  (await startChild('scripts/prod-local.mjs', [], /The site through the cache tier: (\S+)/))[1],
);
const rehearsalEnv = Object.fromEntries(
  readFileSync(ENV_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);
console.log('starting the Node server (as npm start serves the site)…');
const nodeStore = mkdtempSync(join(tmpdir(), 'bench-cdn-node-'));
const nodeUrl = String(
  (
    await startChild('e2e/support/serve-site.mjs', [], /Site ready: (\S+)/, {
      ...process.env,
      DEPLOY_DIR: join(nodeStore, 'deploy'),
      RUNTIME_CONFIG_FILE: join(nodeStore, 'runtime-config.json'),
      PRERENDER_DIR: join(nodeStore, 'prerendered'),
    })
  )[1],
);
const sitemap = await (await fetch(`${tierUrl}/sitemap.xml`)).text();
const article = [...sitemap.matchAll(/<loc>[^<]*?(\/news\/[^<]+)<\/loc>/g)][0]?.[1];
if (!article) throw new Error('no article in the sitemap');
const paths = ['/', '/ar/news', article];
// The Node server draws its pages once at start: wait until it serves them prerendered.
for (const path of paths) {
  for (let i = 0; i < 300; i += 1) {
    const page = await (await fetch(`${nodeUrl}${path}`)).text();
    if (page.includes('<main') && page.includes('<h1')) break;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** @type {Array<[string, Awaited<ReturnType<typeof load>>]>} */
const rows = [];
for (const [name, base] of /** @type {const} */ ([
  ['cache tier (Varnish + Swift)', tierUrl],
  ['Node server (npm start)', nodeUrl],
])) {
  // A warm-up, then the measure.
  await load({ base, paths, until: forSeconds(2) });
  rows.push([name, await load({ base, paths, until: forSeconds(seconds) })]);
}

// 2. The same load on the tier during a deploy of home and its rollback.
const map = await (await fetch(`${tierUrl}/runtime-config.json`)).json();
const live = /\/v\/([0-9a-f]{12})\//.exec(map.remotes.home)?.[1];
const port = new URL(rehearsalEnv.DEPLOY_S3_ENDPOINT ?? '').port;
const published = join(repoRoot, '.prerender-s3', port, 'publish-store', 'home', String(live));
if (!existsSync(published)) throw new Error(`the published home version is not at ${published}`);
const candidate = join(mkdtempSync(join(tmpdir(), 'bench-cdn-home-')), 'dist');
cpSync(published, candidate, { recursive: true });
const manifest = join(candidate, 'server', 'mf-manifest.json');
writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('{', `{"bench":"${Date.now()}",`));
let deploying = true;
let mixed = 0;
const versionsSeen = new Set();
const during = load({
  base: tierUrl,
  paths,
  until: () => !deploying,
  inspect: (body) => {
    for (const app of ['home', 'blog-news', 'about-direction', 'contact']) {
      const seen = new Set(
        [...body.matchAll(new RegExp(`/${app}/v/([0-9a-f]{12})/`, 'g'))].map((m) => m[1]),
      );
      if (seen.size > 1) mixed += 1;
      if (app === 'home') for (const v of seen) versionsSeen.add(v);
    }
  },
});
const deployEnv = {
  ...process.env,
  ...rehearsalEnv,
  DEPLOY_DIR: mkdtempSync(join(tmpdir(), 'bench-cdn-mirror-')),
};
/** @param {string} script @param {string[]} args */
const command = (script, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts', script), ...args], {
      cwd: repoRoot,
      env: deployEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
  });
const t0 = performance.now();
await command('deploy.mjs', ['home', '--from', candidate]);
const deployed = (performance.now() - t0) / 1000;
// Until the home page is drawn with the new version (the worker's part), then back.
const newVersion = /\/v\/([0-9a-f]{12})\//.exec(
  (await (await fetch(`${tierUrl}/runtime-config.json`)).json()).remotes.home,
)?.[1];
for (let i = 0; i < 300; i += 1) {
  if ((await (await fetch(`${tierUrl}/`)).text()).includes(`/home/v/${newVersion}/`)) break;
  await new Promise((r) => setTimeout(r, 200));
}
const t1 = performance.now();
await command('rollback.mjs', ['home']);
const rolledBack = (performance.now() - t1) / 1000;
for (let i = 0; i < 300; i += 1) {
  if ((await (await fetch(`${tierUrl}/`)).text()).includes(`/home/v/${live}/`)) break;
  await new Promise((r) => setTimeout(r, 200));
}
deploying = false;
const deployRow = await during;

const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
console.log(
  `\n${connections} connections, ${seconds} s each, paths ${paths.join(', ')} in turn (gzip accepted)\n`,
);
console.log('| target | requests | req/s | p50 | p99 | errors |');
console.log('|---|---|---|---|---|---|');
for (const [name, r] of rows) {
  console.log(
    `| ${name} | ${r.requests} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.errors} |`,
  );
}
console.log(
  `| cache tier during deploy + rollback of home (${deployed.toFixed(1)} s + ${rolledBack.toFixed(1)} s commands; bodies read whole, uncompressed) | ${deployRow.requests} | ${deployRow.rps.toFixed(0)} | ${ms(deployRow.p50)} | ${ms(deployRow.p99)} | ${deployRow.errors} |`,
);
console.log(
  `\nDuring the deploy: ${mixed} response(s) naming two versions of one remote; home versions seen: ${[...versionsSeen].join(', ')}`,
);
for (const [name, r] of [...rows, /** @type {const} */ (['during deploy', deployRow])]) {
  if (r.errors > 0) console.log(`errors (${name}): ${JSON.stringify(r.why)}`);
}
process.exit(deployRow.errors === 0 && mixed === 0 ? 0 : 1);
