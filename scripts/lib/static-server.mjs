// A small production static server for the built apps: correct types, long cache for hashed
// files, no-cache for the files that name them, gzip, CORS for remotes, SPA fallback for the shell.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

/** Files under static/ carry a content hash in their name; everything else may change. */
function cacheControl(relativePath) {
  return relativePath.startsWith(`static${sep}`) || relativePath.startsWith('static/')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * @param {{ root: string; cors?: boolean; spaFallback?: boolean | ((pathname: string) => number); log?: (line: string) => void;
 *   overrides?: Record<string, () => Promise<string | Buffer>>; pagesRoot?: string;
 *   pagesUsable?: () => Promise<boolean> }} options
 * `pagesRoot`: a folder of prerendered pages (`<path>/index.html`), served for page addresses
 * before the files of `root` and the SPA fallback.
 */
export function createStaticServer({
  root,
  cors = false,
  spaFallback = false,
  log,
  overrides = {},
  pagesRoot,
  pagesUsable = () => Promise.resolve(true),
}) {
  const base = resolve(root);
  const pagesBase = pagesRoot ? resolve(pagesRoot) : undefined;
  /** @type {Map<string, { mtimeMs: number; body: Buffer }>} */
  const gzipCache = new Map();

  async function send(req, res, status, file, relative) {
    const info = await stat(file);
    const ext = extname(file).toLowerCase();
    const headers = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(relative),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && compressible.has(ext) && info.size > 512) {
      let cached = gzipCache.get(file);
      if (!cached || cached.mtimeMs !== info.mtimeMs) {
        cached = {
          mtimeMs: info.mtimeMs,
          body: await gzipAsync(await readFile(file), { level: 9 }),
        };
        gzipCache.set(file, cached);
      }
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': cached.body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  const server = createServer(async (req, res) => {
    const started = Date.now();
    res.on('finish', () =>
      log?.(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`),
    );
    try {
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', '*');
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end('Bad request');
        return;
      }
      const override = overrides[pathname];
      if (override) {
        const body = Buffer.from(await override());
        res.writeHead(200, {
          'Content-Type': types[extname(pathname)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
          'Content-Length': body.length,
        });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      const relative = normalize(pathname).replace(/^([/\\])+/, '');
      const file = join(base, relative);
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end('Forbidden');
        return;
      }
      if (pagesBase && extname(relative) === '' && (await pagesUsable())) {
        const page = join(pagesBase, relative, 'index.html');
        if (page.startsWith(pagesBase + sep)) {
          const info = await stat(page).catch(() => null);
          if (info?.isFile()) {
            await send(req, res, 200, page, 'index.html');
            return;
          }
        }
      }
      const target = relative === '' ? join(base, 'index.html') : file;
      try {
        const info = await stat(target);
        if (info.isFile()) {
          await send(req, res, 200, target, relative);
          return;
        }
        if (info.isDirectory()) {
          await send(req, res, 200, join(target, 'index.html'), join(relative, 'index.html'));
          return;
        }
      } catch {
        // falls through to the SPA fallback or the 404 below
      }
      if (spaFallback && extname(relative) === '') {
        // The app's HTML for every address the router knows; for the others too (it draws the
        // not-found page) but with status 404, so crawlers and link checkers see the truth.
        const status = typeof spaFallback === 'function' ? spaFallback(pathname) : 200;
        await send(req, res, status, join(base, 'index.html'), 'index.html');
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
      log?.(`error ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return server;
}

/** Listens on every local address (IPv4 and IPv6), as dev servers do. @param {import('node:http').Server} server @param {number} port @param {string} [host] */
export function listen(server, port, host) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(undefined);
    });
  });
}
