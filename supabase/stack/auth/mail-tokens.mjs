// The tokens mailed links carry, kept in auth.users' token columns: found while still good, and
// used up once (GoTrue's verifyTokenHash).
import { randomUUID } from 'node:crypto';
import { authError } from './errors.mjs';
import { bannedNow } from './users.mjs';

/** Token columns of auth.users by verification type. */
export const TOKEN_COLUMNS = /** @type {const} */ ({
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
});
/** @typedef {keyof typeof TOKEN_COLUMNS} VerifyType */

const expired = () => authError(403, 'otp_expired', 'Email link is invalid or has expired');

/**
 * The user a mailed token belongs to, if it is still good (locked for the transaction).
 * @param {import('../db.mjs').Query} query @param {VerifyType} type @param {string} token
 * @param {number} expirySeconds
 * @returns {Promise<Record<string, any>>}
 */
export async function userForToken(query, type, token, expirySeconds) {
  const columns = TOKEN_COLUMNS[type];
  if (!token) throw expired();
  const found = await query(
    `select id, email, email_change, banned_until, email_confirmed_at, ${columns.sentAt} as sent_at
     from auth.users where ${columns.token} = $1 and deleted_at is null for update`,
    [token],
  );
  const user = found.rows[0];
  if (!user) throw expired();
  if (bannedNow(user)) {
    throw authError(403, 'user_banned', 'User is banned');
  }
  if (!user.sent_at || Date.now() > new Date(user.sent_at).getTime() + expirySeconds * 1000) {
    throw expired();
  }
  return user;
}

/**
 * Uses a mailed token up (it works once) and applies what it confirms.
 * @param {import('../db.mjs').Query} query @param {VerifyType} type @param {Record<string, any>} user
 */
export async function consumeToken(query, type, user) {
  if (type === 'recovery' || type === 'magiclink') {
    await query(
      `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now() where id = $1`,
      [user.id],
    );
  } else if (type === 'invite' || type === 'signup') {
    await query(
      `update auth.users set confirmation_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now() where id = $1`,
      [user.id],
    );
  } else {
    await query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [user.id],
    );
    await query(
      "update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now() where user_id = $1 and provider = 'email'",
      [user.id, user.email_change],
    );
  }
  await query(
    "update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'",
    [user.id],
  );
  await query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
}

/**
 * A PKCE flow waiting for its code exchange (auth.flow_state, as GoTrue keeps it).
 * @param {import('../db.mjs').Query} query @param {string} userId @param {string} method
 * @param {{ challenge: string; method: string }} pkce
 */
export async function createFlowState(query, userId, method, pkce) {
  await query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6, now(), now())`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}
