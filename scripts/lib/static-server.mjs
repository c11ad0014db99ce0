// A small production static server for the built apps: correct types, long cache for hashed
// files, no-cache for the files that name them, gzip, CORS for remotes, SPA fallback for the shell,
// and the security headers of every response (a Content-Security-Policy built from each HTML file
// served and from the runtime map). One request goes through a short list of middlewares, each
// with one job, in the order they are listed in createStaticServer.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { DATA_VERSION_FILE, DATA_VERSION_PATH } from '@school/platform/data-version';
import { FEED_FILE, ROBOTS_PATH, SITEMAP_PATH } from '@school/platform/site-files';
import {
  baseSecurityHeaders,
  checkRequestTarget,
  htmlSecurityHeaders,
  inlineScriptHashes,
} from '@school/build-config/security-headers';

const gzipAsync = promisify(gzip);

/** @type {Record<string, string>} */
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
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.xml',
]);

/**
 * Files under static/ carry a content hash in their name; everything else may change.
 * @param {string} relativePath
 */
function cacheControl(relativePath) {
  return relativePath.startsWith(`static${sep}`) || relativePath.startsWith('static/')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * @typedef {{ req: import('node:http').IncomingMessage; res: import('node:http').ServerResponse;
 *   pathname: string; relative: string }} Context
 * `pathname`: the decoded path; `relative`: the same, normalized, without its leading slash.
 * @typedef {(ctx: Context, next: () => Promise<void>) => Promise<void>} Middleware
 */

/** @param {Middleware[]} middlewares @returns {(ctx: Context) => Promise<void>} */
function compose(middlewares) {
  return (ctx) => {
    /** @param {number} index @returns {Promise<void>} */
    const dispatch = async (index) => {
      const middleware = middlewares[index];
      if (middleware) await middleware(ctx, () => dispatch(index + 1));
    };
    return dispatch(0);
  };
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text */
function plain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root the build folder served
 * @property {boolean} [cors] CORS headers on every response (a remote's files)
 * @property {boolean | ((pathname: string) => number | Promise<number>)} [spaFallback] the
 *   app's index.html for any address without an extension; a function gives its status
 * @property {(line: string) => void} [log]
 * @property {Record<string, () => Promise<string | Buffer>>} [overrides] files made at run time
 *   (the runtime map), by pathname
 * @property {string} [pagesRoot] a folder of prerendered pages (`<path>/index.html`), served for
 *   page addresses before the files of `root` and the SPA fallback
 * @property {() => Promise<boolean>} [pagesUsable] whether the prerendered pages match the build
 * @property {string[]} [hidden] top-level folders of `root` that are never served (the shell's
 *   Node build)
 * @property {() => Promise<import('@school/build-config/security-headers').RuntimeMap | null>} [runtimeConfig]
 *   the runtime map being served, read for each HTML response: the remotes' and the backend's
 *   origins in the Content-Security-Policy
 */

/** @param {StaticServerOptions} options */
export function createStaticServer({
  root,
  cors = false,
  spaFallback = false,
  log,
  overrides = {},
  pagesRoot,
  pagesUsable = () => Promise.resolve(true),
  hidden = [],
  runtimeConfig = () => Promise.resolve(null),
}) {
  const base = resolve(root);
  const pagesBase = pagesRoot ? resolve(pagesRoot) : undefined;
  /** @type {Map<string, { mtimeMs: number; body: Buffer }>} */
  const gzipCache = new Map();
  /** @type {Map<string, { mtimeMs: number; size: number; hashes: string[] }>} */
  const scriptHashCache = new Map();

  /**
   * The inline scripts of an HTML file, read again only when the file changes.
   * @param {string} file @param {import('node:fs').Stats} info
   */
  async function scriptHashesOf(file, info) {
    const cached = scriptHashCache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
      return cached.hashes;
    }
    const hashes = inlineScriptHashes(await readFile(file, 'utf8'));
    scriptHashCache.set(file, { mtimeMs: info.mtimeMs, size: info.size, hashes });
    return hashes;
  }

  /**
   * @param {Context['req']} req @param {Context['res']} res @param {number} status
   * @param {string} file @param {string} relative the file's path in the build, for its caching
   */
  async function send(req, res, status, file, relative) {
    const info = await stat(file);
    const ext = extname(file).toLowerCase();
    const headers = {
      // The prerenderer's feeds (scripts/lib/site-files.mjs) are Atom documents.
      'Content-Type':
        basename(file) === FEED_FILE
          ? 'application/atom+xml; charset=utf-8'
          : (types[ext] ?? 'application/octet-stream'),
      'Cache-Control': cacheControl(relative),
      Vary: 'Accept-Encoding',
      ...(ext === '.html'
        ? htmlSecurityHeaders({
            scriptHashes: await scriptHashesOf(file, info),
            config: await runtimeConfig().catch(() => null),
          })
        : {}),
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

  /**
   * Every response, errors and redirects included, carries the headers that cost nothing.
   * @type {Middleware}
   */
  const securityBaseline = ({ res }, next) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    return next();
  };

  /**
   * Remotes' files are loaded by the shell's pages from another origin.
   * @type {Middleware}
   */
  const corsHeaders = ({ res }, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    return next();
  };

  /** @type {Middleware} */
  const readOnly = async ({ req, res }, next) => {
    if (req.method === 'OPTIONS') res.writeHead(204).end();
    else if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    } else return next();
  };

  /**
   * Before the URL is parsed: `new URL('//evil.example', base)` is another host, so the checks
   * read the raw target (see checkRequestTarget). Then the decoded path, for the others.
   * @type {Middleware}
   */
  const safeTarget = async (ctx, next) => {
    const verdict = checkRequestTarget(ctx.req.url ?? '/');
    if (verdict.action === 'redirect') {
      ctx.res.writeHead(308, { Location: verdict.location, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    if (verdict.action === 'reject') {
      plain(ctx.res, 404, 'Not found');
      return;
    }
    ctx.pathname = decodeURIComponent(new URL(ctx.req.url ?? '/', 'http://localhost').pathname);
    ctx.relative = normalize(ctx.pathname).replace(/^([/\\])+/, '');
    const file = join(base, ctx.relative);
    if (file !== base && !file.startsWith(base + sep)) {
      plain(ctx.res, 403, 'Forbidden');
      return;
    }
    return next();
  };

  /**
   * Files produced at run time (the runtime map), not from the build folder.
   * @type {Middleware}
   */
  const overridden = async ({ req, res, pathname }, next) => {
    const override = overrides[pathname];
    if (!override) return next();
    const body = Buffer.from(await override());
    res.writeHead(200, {
      'Content-Type': types[extname(pathname)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * Folders of the build that browsers never load: answered as if they did not exist.
   * @type {Middleware}
   */
  const hiddenFolders = async ({ res, relative }, next) => {
    const [top = ''] = relative.split(sep);
    if (!hidden.includes(top)) return next();
    plain(res, 404, 'Not found');
  };

  /**
   * The prerenderer's data version document (@school/platform/data-version), beside the
   * pages. Open pages ask for it every little while, so it answers a conditional request: the
   * ETag is the digest of its bytes, and a request naming it gets 304 and no body. Served
   * whether or not the pages match the shell build: it names the data, not the code.
   * @type {Middleware}
   */
  const dataVersionDocument = async ({ req, res, pathname }, next) => {
    if (!pagesBase || pathname !== DATA_VERSION_PATH) return next();
    const body = await readFile(join(pagesBase, DATA_VERSION_FILE)).catch(() => null);
    if (!body) return next();
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
    const headers = {
      'Content-Type': types['.json'],
      'Cache-Control': 'no-cache',
      ETag: etag,
    };
    const asked = String(req.headers['if-none-match'] ?? '');
    if (asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * What the prerenderer writes beside the pages for crawlers and feed readers: /robots.txt,
   * /sitemap.xml and the feeds (`…/feed.xml`). They name the data, not the code: served whether
   * or not the pages match the shell build.
   * @type {Middleware}
   */
  const siteFiles = async ({ req, res, pathname, relative }, next) => {
    const isSiteFile =
      pathname === ROBOTS_PATH || pathname === SITEMAP_PATH || basename(pathname) === FEED_FILE;
    if (!pagesBase || !isSiteFile) return next();
    const file = join(pagesBase, relative);
    if (!file.startsWith(pagesBase + sep)) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();
    await send(req, res, 200, file, relative);
  };

  /** @type {Middleware} */
  const prerenderedPages = async ({ req, res, relative }, next) => {
    if (!pagesBase || extname(relative) !== '' || !(await pagesUsable())) return next();
    const page = join(pagesBase, relative, 'index.html');
    if (!page.startsWith(pagesBase + sep)) return next();
    const info = await stat(page).catch(() => null);
    if (!info?.isFile()) return next();
    await send(req, res, 200, page, 'index.html');
  };

  /** @type {Middleware} */
  const buildFiles = async ({ req, res, relative }, next) => {
    const target = relative === '' ? join(base, 'index.html') : join(base, relative);
    const info = await stat(target).catch(() => null);
    if (info?.isFile()) await send(req, res, 200, target, relative);
    else if (info?.isDirectory()) {
      const index = join(target, 'index.html');
      if (!(await stat(index).catch(() => null))?.isFile()) return next();
      await send(req, res, 200, index, join(relative, 'index.html'));
    } else return next();
  };

  /**
   * The app's HTML for every address the router knows; for the others too (it draws the
   * not-found page) but with status 404, so crawlers and link checkers see the truth.
   */
  /** @type {Middleware} */
  async function appFallback({ req, res, pathname, relative }, next) {
    if (!spaFallback || extname(relative) !== '') return next();
    const status = typeof spaFallback === 'function' ? await spaFallback(pathname) : 200;
    await send(req, res, status, join(base, 'index.html'), 'index.html');
  }

  /** @type {Middleware} */
  const notFound = async ({ res }) => plain(res, 404, 'Not found');

  const handle = compose([
    securityBaseline,
    ...(cors ? [corsHeaders] : []),
    readOnly,
    safeTarget,
    overridden,
    hiddenFolders,
    dataVersionDocument,
    siteFiles,
    prerenderedPages,
    buildFiles,
    appFallback,
    notFound,
  ]);

  return createServer(async (req, res) => {
    const started = Date.now();
    res.on('finish', () =>
      log?.(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`),
    );
    try {
      await handle({ req, res, pathname: '/', relative: '' });
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
      log?.(`error ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

/**
 * How long an idle keep-alive connection stays open. Longer than clients keep theirs (Node's
 * agents and fetch close an idle socket after 4–5 s; browsers retry a request whose reused socket
 * was closed under it): with Node's default of 5 s both sides close at the same moment, and a
 * client that reuses the socket just then gets ECONNRESET for a good request (seen in e2e: a
 * `page.request.get` of a prerendered page). The header timeout must exceed it.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Listens on every local address (IPv4 and IPv6), as dev servers do, keeping idle connections
 * open for KEEP_ALIVE_MS. @param {import('node:http').Server} server @param {number} port @param {string} [host]
 */
export function listen(server, port, host) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(undefined);
    });
  });
}
