// HS256 JSON Web Tokens, as GoTrue signs them and PostgREST verifies them.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** @param {Buffer | string} data */
const b64url = (data) => Buffer.from(data).toString('base64url');

/** @param {Record<string, unknown>} payload @param {string} secret */
export function signJwt(payload, secret) {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export class JwtError extends Error {
  /** @param {string} message @param {'malformed' | 'signature' | 'expired' | 'algorithm'} reason */
  constructor(message, reason) {
    super(message);
    this.reason = reason;
  }
}

/**
 * Verifies signature, algorithm and expiry; returns the claims.
 * @param {string} token @param {string} secret @returns {Record<string, any>}
 */
export function verifyJwt(token, secret, now = Date.now() / 1000) {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('token is malformed', 'malformed');
  const [head, body, sig] = /** @type {[string, string, string]} */ (parts);
  let header;
  let claims;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('token is malformed', 'malformed');
  }
  if (
    typeof header !== 'object' ||
    header === null ||
    typeof claims !== 'object' ||
    claims === null
  ) {
    throw new JwtError('token is malformed', 'malformed');
  }
  if (header.alg !== 'HS256') {
    throw new JwtError(`signing method ${String(header.alg)} is invalid`, 'algorithm');
  }
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('signature is invalid', 'signature');
  }
  if (typeof claims.exp === 'number' && claims.exp < now) {
    throw new JwtError('token has invalid claims: token is expired', 'expired');
  }
  return claims;
}

/** The bearer token of a request, if any. @param {import('node:http').IncomingHttpHeaders} headers */
export function bearerOf(headers) {
  const value = headers.authorization;
  if (typeof value !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? /** @type {string} */ (match[1]) : null;
}
