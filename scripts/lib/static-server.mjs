// The production static server of the built apps, composed as Rsbuild's own production server
// composes its middlewares (compression first, headers, then the files, then the fallback): a
// short list of middlewares, each with one job, in the order createStaticServer lists them.
// The files come from `serve-static` (types, conditional requests, ranges, refusal of `..`) and
// their gzip from `compression`, except the hashed text files of static/, whose gzip is made once
// and kept (they never change under their name). What is this site's own is small: the security
// headers of every response (a Content-Security-Policy built from each HTML file served and from
// the runtime map), the cache rule for hashed files, the runtime map, the prerendered pages and
// the app HTML fallback with its 404 status.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { constants as zlibConstants, gzip } from 'node:zlib';
import { createServer } from 'node:http';
import {
  basename,
  extname,
  join,
  normalize,
  relative as relativePath,
  resolve,
  sep,
} from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-static';
import { DATA_VERSION_FILE, DATA_VERSION_PATH } from '@school/platform/data-version';
import { CALENDAR_CONTENT_TYPE, isCalendarFilePath } from '@school/platform/calendar';
import { FEED_FILE, ROBOTS_PATH, SITEMAP_PATH } from '@school/platform/site-files';
import {
  baseSecurityHeaders,
  checkRequestTarget,
  htmlSecurityHeaders,
  inlineScriptHashes,
} from '@school/build-config/security-headers';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

const HTML_TYPE = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Where the site's answer differs from the MIME database serve-static reads: the feeds are Atom
 * documents (scripts/lib/site-files.mjs), the icon keeps the type every browser knows it by, and
 * XML is UTF-8 as the prerenderer writes it.
 * @param {string} file
 */
function typeOverride(file) {
  if (basename(file) === FEED_FILE) return 'application/atom+xml; charset=utf-8';
  const ext = extname(file).toLowerCase();
  if (ext === '.ico') return 'image/x-icon';
  if (ext === '.ics') return CALENDAR_CONTENT_TYPE;
  if (ext === '.xml') return 'application/xml; charset=utf-8';
  return undefined;
}

/**
 * Files under static/ carry a content hash in their name; everything else may change.
 * @param {string} relative the file's path in the served folder
 */
function isHashed(relative) {
  return relative.startsWith(`static${sep}`) || relative.startsWith('static/');
}

/** @param {string} relative the file's path in the served folder */
function cacheControl(relative) {
  return isHashed(relative) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

// Typed for Express; it reads and wraps only what Node's own request and response have.
const compressed = /** @type {ConnectMiddleware} */ (
  /** @type {unknown} */ (compression({ level: 9, threshold: 512 }))
);

/**
 * Compression as Rsbuild's production server does it: gzip at its best level, for bodies over
 * 512 bytes. gzip only, as this server has always answered (the byte figures of
 * perf/first-load.mjs and Lighthouse are gzip bytes; another encoding is a change of its own):
 * `compression` would negotiate brotli first, so it is not offered the client's `br`.
 * @param {Request} req @param {Response} res @param {(error?: unknown) => void} next
 */
function gzipped(req, res, next) {
  const accepted = req.headers['accept-encoding'];
  if (typeof accepted === 'string') {
    req.headers['accept-encoding'] = accepted
      .split(',')
      .filter((coding) => !/^\s*br\b/i.test(coding))
      .join(',');
  }
  compressed(req, res, next);
}

/** The text types of the hashed files under static/, by extension: these are gzipped once. */
const TEXT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': JSON_TYPE,
  '.svg': 'image/svg+xml',
  '.map': JSON_TYPE,
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
});

const gzipAsync = promisify(gzip);
/**
 * The gzip of each hashed file served, made once per file (by its path, size and modification
 * time) and shared by every server of this process (the versions store serves several builds):
 * the same bytes `compression` made for each request (level 9), without the cost per request.
 * A few megabytes for a whole site.
 * @type {Map<string, Promise<{ body: Buffer; etag: string; size: number }>>}
 */
const gzipCache = new Map();

/**
 * @param {string} file @param {{ size: number; mtimeMs: number }} info
 */
function cachedGzip(file, info) {
  const key = `${file}\0${info.size}\0${info.mtimeMs}`;
  let entry = gzipCache.get(key);
  if (!entry) {
    entry = readFile(file).then(async (raw) => {
      const body = await gzipAsync(raw, { level: zlibConstants.Z_BEST_COMPRESSION });
      const etag = `"${createHash('sha256').update(raw).digest('hex').slice(0, 32)}-gz"`;
      return { body, etag, size: raw.length };
    });
    gzipCache.set(key, entry);
    entry.catch(() => gzipCache.delete(key));
  }
  return entry;
}

/** Whether the client takes gzip (`gzip` or `*` listed, without `q=0`). @param {Request} req */
function acceptsGzip(req) {
  const accepted = req.headers['accept-encoding'];
  if (typeof accepted !== 'string') return false;
  return accepted.split(',').some((coding) => {
    const [name = '', ...params] = coding.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * @typedef {{ req: Request; res: Response; pathname: string; relative: string }} Context
 * `pathname`: the decoded path; `relative`: the same, normalized, without its leading slash.
 * @typedef {(ctx: Context, next: () => Promise<void>) => Promise<void>} Middleware
 * @typedef {(req: Request, res: Response, next: (error?: unknown) => void) => void} ConnectMiddleware
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

/**
 * A Connect-style middleware (serve-static, compression) in the list: it settles when the
 * middleware passes the request on (and the rest of the list has answered it) or when the
 * response is over.
 * @param {ConnectMiddleware} middleware @returns {Middleware}
 */
function fromConnect(middleware) {
  return ({ req, res }, next) =>
    new Promise((resolvePromise, reject) => {
      const over = () => resolvePromise();
      res.once('close', over);
      middleware(req, res, (error) => {
        res.off('close', over);
        if (error) reject(error);
        else next().then(resolvePromise, reject);
      });
    });
}

/** @param {Response} res @param {number} status @param {string} text */
function plain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

/** @typedef {number | { redirect: string }} FallbackAnswer */

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root the build folder served
 * @property {boolean} [cors] CORS headers on every response (a remote's files)
 * @property {boolean | ((pathname: string) => FallbackAnswer | Promise<FallbackAnswer>)} [spaFallback]
 *   the app's index.html for any address without an extension; a function gives its status, or
 *   the same-origin path to send the visitor to instead (its query string kept)
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

/**
 * Answers a body whose `headers` carry its ETag: 304 with no body when the request names that
 * tag (`If-None-Match`, weak or strong, one of a list), else 200 with the bytes (none for HEAD).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string> & { ETag: string }} headers
 * @param {Buffer} body
 */
function sendWithEtag(req, res, headers, body) {
  const asked = String(req.headers['if-none-match'] ?? '');
  if (asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === headers.ETag)) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

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

  /**
   * serve-static over one folder: never an index or a redirect (HTML is the page middleware's),
   * no dotfiles, and this site's cache rule and types.
   * @param {string} folder
   */
  const filesOf = (folder) =>
    fromConnect(
      serveStatic(folder, {
        index: false,
        redirect: false,
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders(res, file) {
          res.setHeader('Cache-Control', cacheControl(relativePath(folder, file)));
          const type = typeOverride(file);
          if (type) res.setHeader('Content-Type', type);
        },
      }),
    );

  /**
   * An HTML file with its security headers: the Content-Security-Policy allows the inline
   * scripts of this very file (by their hash) and the origins of the runtime map being served.
   * Never cached without asking: pages are rendered again as the data changes.
   * @param {Context} ctx @param {number} status @param {string} file
   */
  async function sendHtml({ req, res }, status, file) {
    const body = await readFile(file);
    res.writeHead(status, {
      'Content-Type': HTML_TYPE,
      'Cache-Control': 'no-cache',
      ...htmlSecurityHeaders({
        scriptHashes: inlineScriptHashes(body.toString('utf8')),
        config: await runtimeConfig().catch(() => null),
      }),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** @param {string} file */
  const isFile = async (file) => (await stat(file).catch(() => null))?.isFile() ?? false;

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
      'Content-Type': extname(pathname) === '.json' ? JSON_TYPE : 'application/octet-stream',
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
   * ETag is the digest of its bytes (a page rendered again to the same bytes keeps its tag),
   * and a request naming it gets 304 and no body. Served whether or not the pages match the
   * shell build: it names the data, not the code.
   * @type {Middleware}
   */
  const dataVersionDocument = async ({ req, res, pathname }, next) => {
    if (!pagesBase || pathname !== DATA_VERSION_PATH) return next();
    const body = await readFile(join(pagesBase, DATA_VERSION_FILE)).catch(() => null);
    if (!body) return next();
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
    const headers = { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-cache', ETag: etag };
    sendWithEtag(req, res, headers, body);
  };

  const pageFolderFiles = pagesBase ? filesOf(pagesBase) : undefined;
  /**
   * What the prerenderer writes beside the pages for crawlers and feed readers: /robots.txt,
   * /sitemap.xml and the feeds (`…/feed.xml`). They name the data, not the code: served whether
   * or not the pages match the shell build.
   * @type {Middleware}
   */
  const siteFiles = async (ctx, next) => {
    const { pathname } = ctx;
    if (pageFolderFiles && isCalendarFilePath(pathname)) {
      // The calendar's .ics files (a language's or a level's feed, an event's file). One that
      // was not written (an unknown level, an event no longer published) is a plain 404: a
      // calendar application gets no HTML page to misread.
      return pageFolderFiles(ctx, async () => plain(ctx.res, 404, 'Not found'));
    }
    const isSiteFile =
      pathname === ROBOTS_PATH || pathname === SITEMAP_PATH || basename(pathname) === FEED_FILE;
    if (!pageFolderFiles || !isSiteFile) return next();
    return pageFolderFiles(ctx, next);
  };

  /**
   * The HTML answers for page addresses found on disk: a prerendered page (`<path>/index.html`
   * beside the pages, while they match the build), else the build's own HTML (`/`, a folder's
   * index.html, a `.html` file).
   * @type {Middleware}
   */
  const pages = async (ctx, next) => {
    const { relative } = ctx;
    const ext = extname(relative);
    if (pagesBase && ext === '' && (await pagesUsable())) {
      const page = join(pagesBase, relative, 'index.html');
      if (page.startsWith(pagesBase + sep) && (await isFile(page))) {
        return sendHtml(ctx, 200, page);
      }
    }
    if (ext === '.html') {
      const file = join(base, relative);
      return (await isFile(file)) ? sendHtml(ctx, 200, file) : next();
    }
    if (ext === '') {
      const index = join(base, relative, 'index.html');
      if (await isFile(index)) return sendHtml(ctx, 200, index);
    }
    return next();
  };

  /**
   * The hashed text files of static/ (scripts, styles) to a client taking gzip: their gzip,
   * made once (cachedGzip), with an ETag answered by 304. Other requests (another encoding, a
   * range, another file) go on to serve-static and `compression` as before.
   * @type {Middleware}
   */
  const gzippedOnce = async ({ req, res, relative }, next) => {
    const type = TEXT_TYPES[extname(relative).toLowerCase()];
    if (!type || !isHashed(relative) || req.headers.range !== undefined || !acceptsGzip(req)) {
      return next();
    }
    const file = join(base, relative);
    const info = await stat(file).catch(() => null);
    // Below the threshold of `compression` (512 bytes), the bytes as they are.
    if (!info?.isFile() || info.size < 512) return next();
    const { body, etag } = await cachedGzip(file, info);
    const headers = {
      'Content-Type': type,
      'Cache-Control': cacheControl(relative),
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      ETag: etag,
    };
    sendWithEtag(req, res, headers, body);
  };

  /** Every other file of the build (scripts, styles, images, manifests). */
  const buildFiles = filesOf(base);

  /**
   * The app's HTML for every address the router knows; for the others too (it draws the
   * not-found page) but with status 404, so crawlers and link checkers see the truth.
   * @type {Middleware}
   */
  const appFallback = async (ctx, next) => {
    if (!spaFallback || extname(ctx.relative) !== '') return next();
    const answer = typeof spaFallback === 'function' ? await spaFallback(ctx.pathname) : 200;
    if (typeof answer === 'number') return sendHtml(ctx, answer, join(base, 'index.html'));
    // Only a path of this origin: the answer names an address of the site, never a host.
    if (!answer.redirect.startsWith('/') || answer.redirect.startsWith('//')) {
      throw new Error(`spaFallback redirect to "${answer.redirect}": a path of this origin only`);
    }
    const { search } = new URL(ctx.req.url ?? '/', 'http://localhost');
    // No-cache: the address an article answers to may change (its slug edited), the redirect too.
    ctx.res
      .writeHead(308, { Location: answer.redirect + search, 'Cache-Control': 'no-cache' })
      .end();
  };

  /** @type {Middleware} */
  const notFound = async ({ res }) => plain(res, 404, 'Not found');

  const handle = compose([
    fromConnect(gzipped),
    securityBaseline,
    ...(cors ? [corsHeaders] : []),
    readOnly,
    safeTarget,
    overridden,
    hiddenFolders,
    dataVersionDocument,
    siteFiles,
    pages,
    gzippedOnce,
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

/**
 * Stops servers at once: open keep-alive connections (held for KEEP_ALIVE_MS) are cut rather
 * than waited for. @param {import('node:http').Server[]} servers @returns {Promise<void>}
 */
export async function closeServers(servers) {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolveClose) => {
          server.closeAllConnections();
          server.close(() => resolveClose(undefined));
        }),
    ),
  );
}
