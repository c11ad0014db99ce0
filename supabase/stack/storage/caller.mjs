// Who a Storage request comes from: its user token, or the API key's role.
import { JwtError, bearerOf, verifyJwt } from '../jwt.mjs';
import { storageError } from './errors.mjs';

/** @typedef {{ claims: Record<string, any>; role: string }} Caller */

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * @param {import('node:http').IncomingMessage} req @param {string} apiKeyToken
 * @param {string} jwtSecret @returns {Caller}
 */
export function callerOf(req, apiKeyToken, jwtSecret) {
  const token = bearerOf(req.headers) ?? apiKeyToken;
  let claims;
  try {
    claims = verifyJwt(token, jwtSecret);
  } catch (error) {
    const message =
      error instanceof JwtError && error.reason === 'expired' ? 'jwt expired' : 'invalid signature';
    throw storageError(403, 'Unauthorized', message);
  }
  const role = typeof claims.role === 'string' ? claims.role : '';
  if (!API_ROLES.has(role))
    throw storageError(403, 'Unauthorized', `role ${role || '(none)'} is not allowed`);
  return { claims, role };
}

/** The stack itself, as the service role (the seed). @type {Caller} */
export const serviceRole = { claims: { role: 'service_role' }, role: 'service_role' };
