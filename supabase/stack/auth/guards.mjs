// Who may call: the session behind a user's access token, or the admin API's service role;
// anything else is refused as GoTrue refuses it.
import { JwtError, bearerOf, verifyJwt } from '../jwt.mjs';
import { authError } from './errors.mjs';

/** @param {import('node:http').IncomingMessage} req @param {string} jwtSecret */
function verifiedClaims(req, jwtSecret) {
  const token = bearerOf(req.headers);
  if (!token) {
    throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  try {
    return verifyJwt(token, jwtSecret);
  } catch (error) {
    const reason =
      error instanceof JwtError ? error.message : 'unable to parse or verify signature';
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

const noSession = () =>
  authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

/**
 * The session behind a user's access token.
 * @param {import('../db.mjs').Database} db @param {string} jwtSecret
 * @param {import('node:http').IncomingMessage} req
 */
export async function requireUserToken(db, jwtSecret, req) {
  const claims = verifiedClaims(req, jwtSecret);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (typeof claims.session_id !== 'string') throw noSession();
  const session = await db.query('select id, user_id from auth.sessions where id = $1', [
    claims.session_id,
  ]);
  if (session.rows.length === 0 || session.rows[0].user_id !== claims.sub) throw noSession();
  /** @type {{ claims: Record<string, any>; userId: string; sessionId: string }} */
  const caller = { claims, userId: claims.sub, sessionId: claims.session_id };
  return caller;
}

/**
 * The admin API's caller: the service role (or supabase_admin), as GoTrue requires.
 * @param {string} jwtSecret @param {import('node:http').IncomingMessage} req
 */
export function requireAdmin(jwtSecret, req) {
  const claims = verifiedClaims(req, jwtSecret);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw authError(403, 'not_admin', 'User not allowed');
  }
}
