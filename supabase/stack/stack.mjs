// The local Supabase-compatible stack: one HTTP origin in front of PostgREST (/rest/v1), auth
// (/auth/v1), storage (/storage/v1) and realtime (/realtime/v1), on PGlite or any Postgres.
import { createServer, request as httpRequest } from 'node:http';
import { createAuthService } from './auth.mjs';
import { configFromEnv } from './config.mjs';
import { openPglite, openPostgres } from './db.mjs';
import { BodyTooLargeError, bracketsDeeperThan, corsHeaders, nestedDeeperThan, readBody, sendJson } from './http.mjs';
import { migrate } from './migrate.mjs';
import { startPostgrest } from './postgrest.mjs';
import { createRealtimeService } from './realtime.mjs';
import { createStorageService } from './storage.mjs';

const PREFLIGHT_HEADERS = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, x-upsert, cache-control, x-supabase-api-version, x-retry-count',
  'Access-Control-Max-Age': '3600',
};

/**
 * Starts the stack; resolves once every service answers.
 * @param {Partial<import('./config.mjs').StackConfig>} [overrides]
 */
export async function startStack(overrides = {}) {
  const config = configFromEnv(process.env, overrides);
  const log = config.log;
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const db = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(config.dataDir, { log });
    cleanups.push(() => db.close());
    await migrate(db, { migrationsDir: config.migrationsDir, seedFile: config.seedFile, log });
    if ('prepareAuthenticator' in db && typeof db.prepareAuthenticator === 'function') {
      await db.prepareAuthenticator();
    }
    const postgrest = await startPostgrest({
      dbUri: db.postgrestUri,
      pool: db.postgrestPool,
      preparedStatements: db.preparedStatements,
      jwtSecret: config.jwtSecret,
      log,
    });
    cleanups.push(() => postgrest.stop());

    let publicUrl = `http://localhost:${config.port}`;
    const auth = createAuthService({ db, config, publicUrl: () => publicUrl });
    const storage = createStorageService({ db, config });
    const realtime = createRealtimeService({ db, config });
    cleanups.push(() => realtime.stop());
    const seededObjects = await storage.seedObjects(config.seedStorageDir);
    if (seededObjects > 0) log(`seed objects uploaded: ${seededObjects}`);
    db.enforceTimeouts?.();

    const apiKeys = new Set([config.anonKey, config.serviceRoleKey]);

    const server = createServer((req, res) => {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(`${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
      for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
      handleRequest(req, res).catch((error) => {
        log(`error: ${(/** @type {Error} */ (error)).stack ?? String(error)}`);
        sendJson(res, 500, { message: 'An unexpected error occurred' });
      });
    });
    // No request may hang the stack: slow or stalled clients are cut off.
    server.requestTimeout = 60_000;
    server.headersTimeout = 15_000;
    server.keepAliveTimeout = 5_000;

    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    async function handleRequest(req, res) {
      let url;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        req.resume();
        return sendJson(res, 400, { message: 'Bad request' });
      }
      if (req.method === 'OPTIONS') {
        req.resume();
        res.writeHead(200, PREFLIGHT_HEADERS);
        return res.end();
      }
      const path = url.pathname;
      const service = /^\/(rest|auth|storage)\/v1(\/.*)?$/.exec(path);
      if (!service) {
        req.resume();
        return sendJson(res, 404, { message: 'no Route matched with those values' });
      }
      const name = service[1];
      const rest = service[2] ?? '/';
      // The API gateway's key check (Kong's key-auth on Supabase); auth's public endpoints
      // are reachable without one as on the hosted service.
      const apikey =
        (typeof req.headers.apikey === 'string' ? req.headers.apikey : null) ?? url.searchParams.get('apikey');
      const open =
        (name === 'auth' && (rest === '/health' || rest === '/settings')) ||
        (name === 'storage' && rest.startsWith('/object/public/'));
      if (!open) {
        if (!apikey) {
          req.resume();
          return sendJson(res, 401, { message: 'No API key found in request' });
        }
        if (!apiKeys.has(apikey)) {
          req.resume();
          return sendJson(res, 401, { message: 'Invalid authentication credentials' });
        }
      }
      if (name === 'auth') return auth.handle(req, res, rest, url);
      if (name === 'storage') return storage.handle(req, res, rest, /** @type {string} */ (apikey));
      return proxyToPostgrest(req, res, rest, url.search);
    }

    /** @param {number} status @param {string} code @param {string} message @param {string | null} [details] */
    const restError = (status, code, message, details = null) => ({ status, body: { code, details, hint: null, message } });

    /**
     * What PostgREST must never see: bodies past the limit and JSON or query nesting deep enough
     * to exhaust a parser's stack (PGlite then answers out of step on the wire protocol).
     * @param {import('node:http').IncomingMessage} req @param {string} search
     */
    async function screenRestRequest(req, search) {
      let decoded = search;
      try {
        decoded = decodeURIComponent(search);
      } catch {
        // PostgREST reports a malformed query itself.
      }
      if (bracketsDeeperThan(decoded, config.maxJsonDepth)) {
        req.resume();
        return { error: restError(400, 'PGRST100', `Query nested deeper than ${config.maxJsonDepth} levels`) };
      }
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
        req.resume();
        return { body: null };
      }
      let body;
      try {
        body = await readBody(req, config.restMaxBodyBytes);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          return {
            error: restError(413, 'PGRST413', 'Request body too large', `The limit is ${config.restMaxBodyBytes} bytes`),
          };
        }
        throw error;
      }
      if (nestedDeeperThan(body, config.maxJsonDepth)) {
        return { error: restError(400, 'PGRST102', `Invalid JSON body: nested deeper than ${config.maxJsonDepth} levels`) };
      }
      return { body };
    }

    /**
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     * @param {string} path @param {string} search
     */
    async function proxyToPostgrest(req, res, path, search) {
      const screened = await screenRestRequest(req, search);
      if (screened.error) {
        if (screened.error.status === 413) res.setHeader('Connection', 'close');
        return sendJson(res, screened.error.status, screened.error.body);
      }
      const body = screened.body;
      const target = path + search;
      return new Promise((resolveProxy) => {
        /** @type {import('node:http').OutgoingHttpHeaders} */
        const headers = { ...req.headers };
        delete headers['transfer-encoding'];
        if (body) headers['content-length'] = String(body.length);
        // Kong forwards the API key as the bearer token when the client sends none.
        if (!headers.authorization && typeof headers.apikey === 'string') {
          headers.authorization = `Bearer ${headers.apikey}`;
        }
        delete headers.host;
        const upstream = httpRequest(
          { host: '127.0.0.1', port: postgrest.port, method: req.method, path: target, headers, timeout: 60_000 },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('end', () => resolveProxy(undefined));
            answer.on('error', () => resolveProxy(undefined));
          },
        );
        upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
        upstream.on('error', () => {
          sendJson(res, 502, { message: 'An invalid response was received from the upstream server' });
          resolveProxy(undefined);
        });
        upstream.end(body ?? undefined);
      });
    }

    server.on('upgrade', (req, socket, head) => {
      socket.on('error', () => socket.destroy());
      let url;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        socket.destroy();
        return;
      }
      if (url.pathname !== '/realtime/v1/websocket' && url.pathname !== '/realtime/v1/websocket/') {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      log(`WS ${url.pathname} upgrade`);
      realtime.upgrade(req, socket, head, url);
    });

    await new Promise((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolveListen(undefined));
    });
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    publicUrl = `http://localhost:${port}`;
    cleanups.push(
      () =>
        new Promise((resolveClose) => {
          server.closeAllConnections();
          server.close(() => resolveClose(undefined));
        }),
    );
    return { url: publicUrl, port, db, config, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
