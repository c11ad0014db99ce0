// Small HTTP helpers shared by the stack's services.
import { createServer } from 'node:net';

export class HttpError extends Error {
  /** @param {number} status @param {Record<string, unknown>} body @param {Record<string, string>} [headers] */
  constructor(status, body, headers = {}) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
export function sendJson(res, status, body, headers = {}) {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/**
 * After an early answer (413), lets the client finish sending what is left of its body (which
 * is read and dropped), then keeps the connection; a client still sending after `ms` is cut off.
 * @param {import('node:http').IncomingMessage} req @param {number} ms
 */
export function lingerUntilBodyEnds(req, ms) {
  if (req.complete) return;
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), ms);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
}

/**
 * Reads a request body up to a limit; a larger one is an error the caller maps to its
 * service's own answer.
 * @param {import('node:http').IncomingMessage} req @param {number} limit @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  return new Promise((resolveBody, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new BodyTooLargeError());
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolveBody(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
  }
}

/**
 * The client's address as a gateway sees it: the socket's peer, or, when that peer is a trusted
 * proxy (`SUPABASE_TRUSTED_PROXIES`), the address that proxy appended last to X-Forwarded-For.
 * Nothing else a client sends is believed, so forged headers cannot dodge a per-client limit.
 * @param {import('node:http').IncomingMessage} req @param {readonly string[]} trustedProxies
 * @returns {string}
 */
export function clientAddress(req, trustedProxies) {
  const peer = unmapped(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.at(-1) ?? peer;
}

/** '::ffff:127.0.0.1' is 127.0.0.1 reached over an IPv6 socket: one client, one spelling. */
/** @param {string} address */
function unmapped(address) {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'Content-Range, Content-Location, Content-Type, Content-Length, ETag, Location, Preference-Applied, X-Supabase-Api-Version',
};

/**
 * The deepest nesting of arrays and objects in a JSON text (strings skipped), stopping as soon
 * as it passes max. A parser, PostgREST or the database would otherwise recurse once per level.
 * @param {Buffer | string} text @param {number} max @returns {boolean}
 */
export function nestedDeeperThan(text, max) {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const c = bytes[i];
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * The deepest nesting of brackets and parentheses in a query string (PostgREST's logic trees
 * and array/JSON literals), for the same reason.
 * @param {string} text @param {number} max
 */
export function bracketsDeeperThan(text, max) {
  let depth = 0;
  for (const c of text) {
    if (c === '(' || c === '[' || c === '{') {
      depth += 1;
      if (depth > max) return true;
    } else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return false;
}

/** Is there a NUL character anywhere in this JSON value (keys included)? Postgres text refuses it. */
/** @param {unknown} value @returns {boolean} */
export function containsNul(value) {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** A free loopback port for an internal service. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });
}
