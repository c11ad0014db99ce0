// Serves the versions store the way a static host or CDN bucket would, on top of the plain static
// server (static-server.mjs answers every file; this only picks the folder):
// - a remote's server answers `/v/<version>/<file>` from that version's folder, for every kept
//   version, so a visitor whose page loaded an older remoteEntry.js still gets its chunks after a
//   deploy (hashed files under static/ are `immutable`, entries and manifests `no-cache`);
// - the shell's server answers from the shell version the runtime map names (read on each
//   request), and hashed files the live version lacks from the other kept shell versions, so a
//   tab opened before a shell deploy can still load its lazy chunks.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { listVersions, shellDirFor, VERSION_PATTERN, versionDir } from './deploy-store.mjs';
import { createStaticServer } from './static-server.mjs';

/**
 * The request handler inside a static server, to call with a rewritten address.
 * @param {import('node:http').Server} server
 */
function handlerOf(server) {
  return /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} */ (
    server.listeners('request')[0]
  );
}

/**
 * @param {{ store: string; app: string; log?: (line: string) => void;
 *   runtimeConfig?: import('./static-server.mjs').StaticServerOptions['runtimeConfig'] }} options
 * `runtimeConfig`: the map being served, for the security policy of HTML responses.
 */
export function createRemoteVersionsServer({ store, app, log, runtimeConfig }) {
  /** @type {Map<string, ReturnType<typeof handlerOf>>} */
  const handlers = new Map();
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/v\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const version = match?.[1] ?? '';
    const dir = VERSION_PATTERN.test(version) ? versionDir(store, app, version) : undefined;
    if (!dir || !existsSync(dir)) {
      // A version pruned since (or never deployed): the area shows its fallback.
      if (version) handlers.delete(version);
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
      res.end(`Not found: ${app} serves /v/<version>/…`);
      log?.(`${req.method} ${req.url} 404`);
      return;
    }
    let handler = handlers.get(version);
    if (!handler) {
      handler = handlerOf(createStaticServer({ root: dir, cors: true, log, runtimeConfig }));
      handlers.set(version, handler);
    }
    req.url = `${match?.[2] ?? '/'}${url.search}`;
    handler(req, res);
  });
}

/**
 * @param {{ store: string; configFile: string; log?: (line: string) => void;
 *   staticOptions: (root: string) => Omit<import('./static-server.mjs').StaticServerOptions, 'root'> }} options
 * `staticOptions`: the shell's serving options for one shell folder (prerendered pages, SPA
 * fallback, the runtime map override).
 */
export function createShellVersionsServer({ store, configFile, staticOptions }) {
  /** @type {Map<string, ReturnType<typeof handlerOf>>} */
  const handlers = new Map();
  let cached = { key: '', dir: '' };

  /** The live shell folder, from the map (re-read when the file changes). */
  async function liveDir() {
    const info = await stat(configFile).catch(() => null);
    const key = info ? `${info.mtimeMs}:${info.size}:${info.ino}` : 'none';
    if (cached.key !== key) {
      const config = info ? JSON.parse(await readFile(configFile, 'utf8')) : {};
      cached = { key, dir: shellDirFor(config, store) };
    }
    return cached.dir;
  }

  /** @param {string} dir */
  const handlerFor = (dir) => {
    let handler = handlers.get(dir);
    if (!handler) {
      handler = handlerOf(createStaticServer({ root: dir, ...staticOptions(dir) }));
      handlers.set(dir, handler);
    }
    return handler;
  };

  /**
   * A hashed file the live shell does not have, from the newest kept version that has it.
   * @param {string} relative
   */
  async function olderDirWith(relative) {
    for (const { version } of await listVersions(store, 'shell')) {
      const dir = versionDir(store, 'shell', version);
      if (existsSync(join(dir, relative))) return dir;
    }
    return undefined;
  }

  return createServer(async (req, res) => {
    try {
      let dir = await liveDir();
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (/^\/static\/[\w./-]+$/.test(pathname) && !pathname.includes('..')) {
        const relative = pathname.slice(1);
        if (!existsSync(join(dir, relative))) dir = (await olderDirWith(relative)) ?? dir;
      }
      handlerFor(dir)(req, res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error');
      console.error(error);
    }
  });
}
