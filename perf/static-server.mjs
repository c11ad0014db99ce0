#!/usr/bin/env node
// What the static server costs per request: serves the shell's last build (shell/dist) as
// `npm start` does, in this process, and asks for every JavaScript file of its static/ folder
// and for its index.html, gzip accepted, a few rounds; prints the time per round (median and
// slowest), the requests per second and the gzip bytes sent. The first round is printed apart:
// it is what a server that caches its gzip pays once.
// Run it in a private network namespace (it listens on a free port of loopback):
//   unshare -n sh -c 'ip link set lo up && node perf/static-server.mjs [--rounds 20] [--server <module>]'
// `--server` names another static-server module (another checkout's) to compare with.
import { readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../scripts/lib/repo-root.mjs';

/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
};
const rounds = Number(option('--rounds', '20'));
const serverModule = resolve(
  option('--server', join(repoRoot, 'scripts', 'lib', 'static-server.mjs')),
);
/** @type {typeof import('../scripts/lib/static-server.mjs')} */
const { createStaticServer, listen } = await import(pathToFileURL(serverModule).href);

const root = join(repoRoot, 'shell', 'dist');
/** @param {string} dir @returns {string[]} */
const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
const paths = [
  '/',
  ...filesUnder(join(root, 'static'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${relative(root, file).split('\\').join('/')}`),
];

const server = createStaticServer({ root, spaFallback: true, hidden: ['server'] });
await listen(server, 0, '127.0.0.1');
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** One GET, gzip accepted; resolves with the bytes received. @param {string} path */
const get = (path) =>
  /** @type {Promise<number>} */ (
    new Promise((done, fail) => {
      const req = request(
        { host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () =>
            res.statusCode === 200 ? done(bytes) : fail(new Error(`${path}: ${res.statusCode}`)),
          );
        },
      );
      req.on('error', fail);
      req.end();
    })
  );

/** @returns {Promise<{ ms: number; bytes: number }>} */
async function round() {
  const started = performance.now();
  let bytes = 0;
  for (const path of paths) bytes += await get(path);
  return { ms: performance.now() - started, bytes };
}

const first = await round();
/** @type {number[]} */
const times = [];
for (let i = 0; i < rounds; i += 1) times.push((await round()).ms);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(`server: ${relative(process.cwd(), serverModule) || serverModule}`);
console.log(
  `${paths.length} files (index.html and static/**/*.js of shell/dist), ${(first.bytes / 1024).toFixed(1)} KB gzip a round`,
);
console.log(`first round: ${first.ms.toFixed(0)} ms`);
console.log(
  `then ${rounds} rounds: median ${median.toFixed(0)} ms, slowest ${(times.at(-1) ?? 0).toFixed(0)} ms, ` +
    `${((paths.length * 1000) / median).toFixed(0)} requests/s`,
);
server.closeAllConnections();
server.close();
