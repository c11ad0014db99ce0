// Sessions: the rows of auth.sessions and auth.refresh_tokens, and the access token and
// session JSON GoTrue answers a sign-in with.
import { randomBytes, randomUUID } from 'node:crypto';
import { signJwt } from '../jwt.mjs';
import { authError } from './errors.mjs';
import { bannedNow } from './users.mjs';

/** @typedef {ReturnType<typeof createSessions>} Sessions */

export const newRefreshToken = () => randomBytes(18).toString('base64url');

/**
 * The rows of a new session and its first refresh token.
 * @param {string} userId @param {string} sessionId @param {string} token
 * @returns {import('../db.mjs').Statement[]}
 */
export function sessionStatements(userId, sessionId, token) {
  return [
    {
      text: `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
      params: [sessionId, userId],
    },
    {
      text: `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
      params: [token, userId, sessionId],
    },
  ];
}

/**
 * A new session for an account, refused (400 `user_banned`, GoTrue's answer) when the account is
 * banned at this moment: every grant but the password one (which answers as for a wrong
 * password) opens its session here, so a link or code obtained before a deactivation opens none
 * after it.
 * @param {import('../db.mjs').Query} query @param {string} userId
 */
export async function createSession(query, userId) {
  const found = await query('select banned_until from auth.users where id = $1 for share', [
    userId,
  ]);
  if (!found.rows[0] || bannedNow(found.rows[0])) {
    throw authError(400, 'user_banned', 'User is banned');
  }
  const sessionId = randomUUID();
  const token = newRefreshToken();
  for (const { text, params } of sessionStatements(userId, sessionId, token)) {
    await query(text, params);
  }
  return { sessionId, token };
}

/** @param {{ config: import('../config.mjs').StackConfig; publicUrl: () => string }} deps */
export function createSessions({ config, publicUrl }) {
  /**
   * Issues an access token and a refresh token for a session.
   * @param {import('./users.mjs').UserJson} user
   * @param {string} sessionId @param {string} refreshToken @param {number} [authTime]
   * @param {string} [method] how the session began (the token's amr)
   */
  function tokenResponse(
    user,
    sessionId,
    refreshToken,
    authTime = Math.floor(Date.now() / 1000),
    method = 'password',
  ) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + config.jwtExpiry;
    const accessToken = signJwt(
      {
        iss: `${publicUrl()}/auth/v1`,
        sub: user.id,
        aud: 'authenticated',
        exp,
        iat: now,
        email: user.email,
        phone: user.phone ?? '',
        app_metadata: user.app_metadata,
        user_metadata: user.user_metadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method, timestamp: authTime }],
        session_id: sessionId,
        is_anonymous: false,
      },
      config.jwtSecret,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: config.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user,
    };
  }

  return { tokenResponse };
}
