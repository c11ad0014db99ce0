// The local Supabase-compatible stack: one HTTP origin in front of PostgREST (/rest/v1), auth
// (/auth/v1), storage (/storage/v1) and realtime (/realtime/v1), on PGlite or any Postgres.
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createAuthService } from './auth/service.mjs';
import { configFromEnv } from './config.mjs';
import { openPglite, openPostgres } from './db.mjs';
import {
  BodyTooLargeError,
  bracketsDeeperThan,
  clientAddress,
  corsHeaders,
  nestedDeeperThan,
  lingerUntilBodyEnds,
  readBody,
  sendJson,
} from './http.mjs';
import { functionName, openFunctions, runFunction } from './functions.mjs';
import { bearerOf } from './jwt.mjs';
import { migrate } from './migrate.mjs';
import { acquireLock } from './lock.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { createMailer } from './mailer.mjs';
import { startOutboxWorker } from './outbox.mjs';
import { startPostgrest } from './postgrest.mjs';
import { createRealtimeService } from './realtime.mjs';
import { refusedFilter, roleOfToken } from './rest-screen.mjs';
import { createStorageService } from './storage/service.mjs';

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
    // One data directory, one stack: checked before anything opens the database.
    const lock = acquireLock(config.dataDir, config.port);
    cleanups.push(async () => lock.release());
    let publicUrl = `http://localhost:${config.port}`;
    // How the stack's own functions reach it (loopback, whatever name a browser uses).
    let internalUrl = publicUrl;
    /** @type {{ auth: ReturnType<typeof createAuthService>; storage: ReturnType<typeof createStorageService>;
     *   realtime: ReturnType<typeof createRealtimeService>; postgrest: Awaited<ReturnType<typeof startPostgrest>> } | null} */
    let services = null;
    /** @type {ReturnType<typeof startOutboxWorker> | null} */
    let outbox = null;
    /** What the Edge Functions get: the project's URL and keys, and the stack's SMTP settings. */
    /** @type {Record<string, string>} */
    let functionEnv = {};
    let inFlight = 0;
    /** @type {(() => void) | null} */
    let drained = null;
    const apiKeys = new Set([config.anonKey, config.serviceRoleKey]);
    // Functions deployed without the JWT check (config.toml): no key either, as on Kong.
    const keylessFunctions = openFunctions(config.configFile);

    const server = createServer((req, res) => {
      const started = process.hrtime.bigint();
      inFlight += 1;
      res.on('close', () => {
        inFlight -= 1;
        if (inFlight === 0) drained?.();
      });
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(`${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
      for (const [name, value] of Object.entries(corsHeaders)) res.setHeader(name, value);
      handleRequest(req, res).catch((error) => {
        log(`error: ${/** @type {Error} */ (error).stack ?? String(error)}`);
        sendJson(res, 500, { message: 'An unexpected error occurred' });
      });
    });
    // No request may hang the stack: slow or stalled clients are cut off.
    server.requestTimeout = 60_000;
    server.headersTimeout = 15_000;
    server.keepAliveTimeout = 5_000;

    /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
    async function handleRequest(req, res) {
      if (!services) {
        req.resume();
        return sendJson(
          res,
          503,
          { message: 'The local Supabase stack is starting; retry in a moment' },
          { 'Retry-After': '1' },
        );
      }
      const { auth, storage } = services;
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
      const service = /^\/(rest|auth|storage|functions)\/v1(\/.*)?$/.exec(path);
      if (!service) {
        req.resume();
        return sendJson(res, 404, { message: 'no Route matched with those values' });
      }
      const name = service[1];
      const rest = service[2] ?? '/';
      // The API gateway's key check (Kong's key-auth on Supabase); auth's public endpoints
      // are reachable without one as on the hosted service.
      const apikey =
        (typeof req.headers.apikey === 'string' ? req.headers.apikey : null) ??
        url.searchParams.get('apikey');
      // The link in a mail is opened by a browser, which sends no key (Kong's open auth routes).
      const open =
        (name === 'auth' &&
          (rest === '/health' ||
            rest === '/settings' ||
            (rest === '/verify' && req.method === 'GET'))) ||
        (name === 'storage' &&
          (rest.startsWith('/object/public/') || rest.startsWith('/render/image/public/'))) ||
        (name === 'functions' && keylessFunctions.has(functionName(rest) ?? ''));
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
      // Who the caller is to PostgREST: the bearer token's role, else the API key's.
      const role = roleOfToken(bearerOf(req.headers) ?? apikey, config.jwtSecret);
      // What a signed-in caller (or the service role) is answered, and every auth answer (tokens,
      // users), is nobody else's: neither a shared cache nor the browser's may keep it.
      if (name === 'auth' || role !== 'anon') res.setHeader('Cache-Control', 'private, no-store');
      if (name === 'auth') return auth.handle(req, res, rest, url);
      if (name === 'functions') {
        return runFunction(req, res, rest, {
          jwtSecret: config.jwtSecret,
          maxBodyBytes: config.restMaxBodyBytes,
          env: functionEnv,
          open: keylessFunctions,
        });
      }
      if (name === 'storage') return storage.handle(req, res, rest, /** @type {string} */ (apikey));
      return proxyToPostgrest(req, res, rest, url.search, role);
    }

    /** @param {import('node:http').ServerResponse} res */
    const sendUnavailable = (res) =>
      sendJson(
        res,
        503,
        {
          code: 'PGRST503',
          details: null,
          hint: 'Retry in a moment',
          message: 'The REST service is restarting',
        },
        { 'Retry-After': '1' },
      );

    /** @param {number} status @param {string} code @param {string} message @param {string | null} [details] */
    const restError = (status, code, message, details = null) => ({
      status,
      body: { code, details, hint: null, message },
    });

    /**
     * What PostgREST must never see: bodies past the limit and JSON or query nesting deep enough
     * to exhaust a parser's stack (PGlite then answers out of step on the wire protocol).
     * @param {import('node:http').IncomingMessage} req @param {string} search @param {string} role
     */
    async function screenRestRequest(req, search, role) {
      let decoded = search;
      try {
        decoded = decodeURIComponent(search);
      } catch {
        // PostgREST reports a malformed query itself.
      }
      if (bracketsDeeperThan(decoded, config.maxJsonDepth)) {
        req.resume();
        return {
          error: restError(
            400,
            'PGRST100',
            `Query nested deeper than ${config.maxJsonDepth} levels`,
          ),
        };
      }
      // Filters whose cost nothing bounds (rest-screen.mjs): refused for the API roles.
      const refused = refusedFilter(search, role);
      if (refused) {
        req.resume();
        return { error: restError(400, 'PGRST100', refused) };
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
            error: restError(
              413,
              'PGRST413',
              'Request body too large',
              `The limit is ${config.restMaxBodyBytes} bytes`,
            ),
          };
        }
        throw error;
      }
      if (nestedDeeperThan(body, config.maxJsonDepth)) {
        return {
          error: restError(
            400,
            'PGRST102',
            `Invalid JSON body: nested deeper than ${config.maxJsonDepth} levels`,
          ),
        };
      }
      return { body };
    }

    /**
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     * @param {string} path @param {string} search @param {string} role
     */
    async function proxyToPostgrest(req, res, path, search, role) {
      const postgrest = /** @type {NonNullable<typeof services>} */ (services).postgrest;
      const screened = await screenRestRequest(req, search, role);
      if (screened.error) {
        // The rest of a refused body is read and dropped (readBody keeps draining it), not cut
        // off: a server that closes while the client still sends makes the client fail with
        // EPIPE before it reads the 413. A client that never finishes is cut off after 10 s.
        if (screened.error.status === 413) lingerUntilBodyEnds(req, 10_000);
        return sendJson(res, screened.error.status, screened.error.body);
      }
      const body = screened.body;
      const target = path + search;
      // While PostgREST restarts a request waits briefly, then gets a clear 503, never a hang.
      // A refused connection sent nothing, so it is tried once more after the restart.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (!(await postgrest.whenReady(3000))) return sendUnavailable(res);
        const outcome = await forward(
          req,
          res,
          /** @type {number} */ (postgrest.port()),
          target,
          body,
        );
        // A stored pre-registration, subscription or newsletter sending queued mail: send it now.
        if (
          outcome === 'done' &&
          res.statusCode >= 200 &&
          res.statusCode < 300 &&
          (path.startsWith('/rpc/submit_admission_request') ||
            path.startsWith('/rpc/subscribe_newsletter') ||
            path.startsWith('/rpc/send_newsletter'))
        ) {
          outbox?.wake();
        }
        if (outcome !== 'refused') return;
        await new Promise((resolveWait) => setTimeout(resolveWait, 200));
      }
      return sendUnavailable(res);
    }

    /**
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     * @param {number} port @param {string} target @param {Buffer | null} body
     * @returns {Promise<'done' | 'refused'>}
     */
    function forward(req, res, port, target, body) {
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
        // As Supabase's gateway does, PostgREST (and so the database's throttle, which reads
        // request.headers) is told who the client is; what the client claimed is dropped.
        const address = clientAddress(req, config.trustedProxies);
        delete headers['cf-connecting-ip'];
        headers['x-forwarded-for'] = address;
        headers['x-real-ip'] = address;
        const upstream = httpRequest(
          { host: '127.0.0.1', port, method: req.method, path: target, headers, timeout: 60_000 },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('end', () => resolveProxy('done'));
            answer.on('error', () => {
              res.destroy();
              resolveProxy('done');
            });
          },
        );
        upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
        upstream.on('error', (error) => {
          const code = /** @type {{ code?: string }} */ (error).code;
          if (code === 'ECONNREFUSED' && !res.headersSent) return resolveProxy('refused');
          // Reset mid-request: PostgREST died (it is being restarted). Whether the request was
          // applied is unknown, so the client is told to retry rather than given a 502.
          if (code === 'ECONNRESET' || code === 'EPIPE') sendUnavailable(res);
          else
            sendJson(res, 502, {
              message: 'An invalid response was received from the upstream server',
            });
          resolveProxy('done');
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
      if (!services) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
        return;
      }
      log(`WS ${url.pathname} upgrade`);
      services.realtime.upgrade(req, socket, head, url);
    });

    // The port is taken before the database is opened, so a clash is reported at once.
    await new Promise((resolveListen, reject) => {
      server.once('error', (error) => {
        const code = /** @type {{ code?: string }} */ (error).code;
        if (code === 'EADDRINUSE') {
          reject(
            new Error(
              `port ${config.port} on ${config.host} is already in use: stop what holds it or set PORT_SUPABASE to a free port`,
            ),
          );
        } else if (code === 'EACCES') {
          reject(
            new Error(
              `not allowed to listen on port ${config.port}: use a port above 1023 (PORT_SUPABASE)`,
            ),
          );
        } else reject(error);
      });
      server.listen(config.port, config.host, () => resolveListen(undefined));
    });
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    publicUrl = `http://localhost:${port}`;
    const loopback = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
    internalUrl = `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
    lock.update({ port, url: publicUrl });
    // A stop first stops accepting, lets requests in flight finish (bounded), then closes.
    cleanups.push(async () => {
      const closed = new Promise((resolveClose) => server.close(() => resolveClose(undefined)));
      server.closeIdleConnections();
      if (inFlight > 0) {
        await Promise.race([
          new Promise((resolveDrain) => {
            drained = () => resolveDrain(undefined);
          }),
          new Promise((resolveDrain) => setTimeout(resolveDrain, config.drainMs).unref()),
        ]);
      }
      server.closeAllConnections();
      await closed;
    });

    const db = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(config.dataDir, { log });
    // Closed after the server drained (clean-ups run in reverse).
    cleanups.splice(cleanups.length - 1, 0, () => db.close());
    await migrate(db, { migrationsDir: config.migrationsDir, seedFile: config.seedFile, log });
    if ('prepareAuthenticator' in db && typeof db.prepareAuthenticator === 'function') {
      await db.prepareAuthenticator();
    }
    const postgrest = await startPostgrest({
      dbUri: db.postgrestUri,
      pool: db.postgrestPool,
      preparedStatements: db.preparedStatements,
      jwtSecret: config.jwtSecret,
      formRateLimitFactor: config.formRateLimitFactor,
      log,
    });
    cleanups.splice(cleanups.length - 1, 0, () => postgrest.stop());
    // Mail goes to the configured SMTP server, else to the stack's own catcher (as the CLI's).
    let smtp = config.smtp;
    /** @type {Awaited<ReturnType<typeof startMailCatcher>> | null} */
    let catcher = null;
    if (!smtp) {
      catcher = await startMailCatcher({
        smtpPort: config.mailCatcherSmtpPort,
        webPort: config.mailCatcherPort,
        host: config.host,
        dir: join(config.dataDir, 'mail'),
        log,
      });
      const started = catcher;
      cleanups.splice(cleanups.length - 1, 0, () => started.stop());
      smtp = { host: '127.0.0.1', port: catcher.smtpPort };
      log(`mail catcher at ${catcher.url} (SMTP on port ${catcher.smtpPort})`);
    }
    const mailer = createMailer({
      smtp,
      sender: config.mailSender,
      configFile: config.configFile,
      log,
    });
    // Once requests have drained, mails being sent go out, then the catcher closes.
    const auth = createAuthService({ db, config, publicUrl: () => publicUrl, mailer });
    // Before the mailer drains: work started after an answer may still send a mail.
    cleanups.splice(cleanups.length - 1, 0, () => mailer.drain());
    cleanups.splice(cleanups.length - 1, 0, () => auth.stop());
    const storage = createStorageService({ db, config });
    const realtime = createRealtimeService({ db, config });
    cleanups.splice(cleanups.length - 1, 0, () => realtime.stop());
    const seededObjects = await storage.seedObjects(config.seedStorageDir);
    if (seededObjects > 0) log(`seed objects uploaded: ${seededObjects}`);
    db.enforceTimeouts?.();
    functionEnv = {
      SUPABASE_URL: internalUrl,
      SUPABASE_ANON_KEY: config.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      ...(smtp.user ? { SMTP_USER: smtp.user, SMTP_PASS: smtp.pass ?? '' } : {}),
      SMTP_ADMIN_EMAIL: config.mailSender.email,
      SMTP_SENDER_NAME: config.mailSender.name,
      // The newsletter's links: its pages (this stack's functions, as a browser reaches them)
      // and the website's articles.
      SUPABASE_PUBLIC_URL: publicUrl,
      SITE_URL: config.siteUrl,
    };
    services = { auth, storage, realtime, postgrest };
    // The outbox of the admissions' mails (functions/admission-mail). Stopped first: its run in
    // progress still reaches the API, the database and the mail server.
    const worker = startOutboxWorker({
      env: () => functionEnv,
      intervalMs: config.outboxIntervalMs,
      log,
    });
    outbox = worker;
    cleanups.push(() => worker.stop());
    return {
      url: publicUrl,
      port,
      db,
      config,
      stop,
      postgrest,
      mailUrl: catcher?.url ?? null,
      mail: catcher,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
