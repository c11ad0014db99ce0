// POST /token: the grants that open or continue a session (password, refresh token, PKCE code).
import { createHash, randomUUID } from 'node:crypto';
import { verify as bcryptVerify } from '@node-rs/bcrypt';
import { authError, tooManyRequests } from './errors.mjs';
import { readJsonBody } from './parse.mjs';
import { createSession, newRefreshToken, sessionStatements } from './sessions.mjs';
import { bannedNow, existingUser, loadUser, userJson } from './users.mjs';

/** @typedef {import('./context.mjs').AuthContext} AuthContext */
/** @typedef {import('./context.mjs').AuthRequest} AuthRequest */

// Checked when the account does not exist, so that a sign-in costs the same either way.
const DUMMY_HASH = '$2a$10$abcdefghijklmnopqrstuuA0rn8d6c8eY6QK7ZJc0U3Q5b7nN2a9u';

/** grant_type=password @param {AuthContext} ctx @param {AuthRequest} call */
export async function passwordGrant({ db, config, limits, sessions }, { req }) {
  const body = await readJsonBody(req, config.maxJsonDepth);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email && typeof body.phone !== 'string') {
    throw authError(400, 'validation_failed', 'missing email or phone');
  }
  // Guessing one account's password from many addresses: its failures are counted too.
  const failures = limits.signInFailures.blocked(email);
  if (failures !== null) throw tooManyRequests(failures);
  const users = await db.query(
    'select id, encrypted_password, email_confirmed_at, banned_until from auth.users where email = $1 and is_sso_user = false and deleted_at is null',
    [email],
  );
  const row = users.rows[0];
  const ok =
    row && typeof row.encrypted_password === 'string' && row.encrypted_password !== ''
      ? await bcryptVerify(password, row.encrypted_password, {})
      : // Same cost whether or not the account exists, so timing does not reveal it.
        (await bcryptVerify(password, DUMMY_HASH, {}), false);
  // A deactivated account answers as a wrong password does, whether the password is right or
  // not (after the same bcrypt work): the answer tells nothing about the password.
  if (!row || !ok || bannedNow(row)) {
    limits.signInFailures.count(email);
    throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  limits.signInFailures.clear(email);
  if (!row.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  // Known in advance, the whole sign-in is one batch: on PGlite one trip to the database
  // thread, so the shared session is held for the statements only.
  const sessionId = randomUUID();
  const token = newRefreshToken();
  const [, , , , userRows, identityRows] = await db.batch([
    {
      text: 'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
      params: [row.id],
    },
    {
      text: "update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'",
      params: [row.id],
    },
    ...sessionStatements(row.id, sessionId, token),
    { text: 'select * from auth.users where id = $1', params: [row.id] },
    {
      text: 'select * from auth.identities where user_id = $1 order by created_at',
      params: [row.id],
    },
  ]);
  const signedIn = userRows?.rows[0];
  if (!signedIn) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  return sessions.tokenResponse(userJson(signedIn, identityRows?.rows ?? []), sessionId, token);
}

const refreshTokenNotFound = () =>
  authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * grant_type=refresh_token: the token is rotated. A refresh token used again within
 * config.refreshTokenReuseIntervalMs (two tabs refreshing at once) gets the session's current
 * token instead of tripping reuse detection, as on GoTrue.
 * @param {AuthContext} ctx @param {AuthRequest} call
 */
export async function refreshGrant({ db, config, sessions }, { req }) {
  const body = await readJsonBody(req, config.maxJsonDepth);
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!token) throw authError(400, 'validation_failed', 'refresh_token required');
  const outcome = await db.transaction(async (query) => {
    const found = await query(
      `select t.id, t.token, t.user_id, t.revoked, t.updated_at, t.session_id, s.created_at as session_created
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
       where t.token = $1 for update of t`,
      [token],
    );
    const row = found.rows[0];
    if (!row) return { error: refreshTokenNotFound() };
    // Deactivation ends the sessions; a token kept from one made since (or any other) opens
    // nothing while the account is banned, and its session goes.
    const owner = await query('select banned_until from auth.users where id = $1', [row.user_id]);
    if (!owner.rows[0] || bannedNow(owner.rows[0])) {
      await query('delete from auth.sessions where id = $1', [row.session_id]);
      return { error: authError(400, 'user_banned', 'User is banned') };
    }
    let current = row.token;
    if (row.revoked) {
      const child = await query(
        'select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [row.session_id],
      );
      const recent =
        Date.now() - new Date(row.updated_at).getTime() < config.refreshTokenReuseIntervalMs;
      if (!recent || child.rows.length === 0) {
        // A revoked token used again: someone may hold a stolen copy, so the whole session
        // (every token descended from the same sign-in) is ended.
        await query('delete from auth.sessions where id = $1', [row.session_id]);
        return {
          error: authError(
            400,
            'refresh_token_already_used',
            'Invalid Refresh Token: Already Used',
          ),
        };
      }
      current = child.rows[0].token;
    } else {
      current = newRefreshToken();
      await query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
        [row.id],
      );
      await query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
        [current, row.user_id, row.token, row.session_id],
      );
    }
    await query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
      row.session_id,
    ]);
    const user = await loadUser(query, row.user_id);
    if (!user) return { error: refreshTokenNotFound() };
    return {
      response: sessions.tokenResponse(
        user,
        row.session_id,
        current,
        Math.floor(new Date(row.session_created).getTime() / 1000),
      ),
    };
  });
  // Errors are answered after the commit: a reused token's session stays ended.
  if (outcome.error) throw outcome.error;
  return outcome.response;
}

/** grant_type=pkce: a code from a verified link, with the verifier of its challenge. @param {AuthContext} ctx @param {AuthRequest} call */
export async function pkceGrant({ db, config, limits, sessions }, { req }) {
  const body = await readJsonBody(req, config.maxJsonDepth);
  limits.perClient(req, 'tokenVerifications');
  const authCode = typeof body.auth_code === 'string' ? body.auth_code : '';
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
  if (!authCode || !verifier) {
    throw authError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const outcome = await db.transaction(async (query) => {
    const found = await query(
      `select id, user_id, code_challenge, code_challenge_method, authentication_method, created_at, auth_code_issued_at
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    const flow = found.rows[0];
    // A code is issued only by a verified link, and works once.
    if (!flow || !flow.user_id || !flow.auth_code_issued_at) {
      return {
        error: authError(
          404,
          'flow_state_not_found',
          'invalid flow state, no valid flow state found',
        ),
      };
    }
    if (Date.now() > new Date(flow.created_at).getTime() + config.flowStateExpirySeconds * 1000) {
      await query('delete from auth.flow_state where id = $1', [flow.id]);
      return {
        error: authError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
      };
    }
    const expected =
      flow.code_challenge_method === 'plain'
        ? verifier
        : createHash('sha256').update(verifier).digest('base64url');
    if (expected !== flow.code_challenge) {
      return {
        error: authError(
          400,
          'bad_code_verifier',
          'code challenge does not match previously saved code verifier',
        ),
      };
    }
    await query('delete from auth.flow_state where id = $1', [flow.id]);
    const session = await createSession(query, flow.user_id);
    const user = await existingUser(query, flow.user_id);
    return {
      response: sessions.tokenResponse(
        user,
        session.sessionId,
        session.token,
        undefined,
        flow.authentication_method,
      ),
    };
  });
  if (outcome.error) throw outcome.error;
  return outcome.response;
}
