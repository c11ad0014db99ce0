// /auth/v1: the subset of GoTrue the product uses, over GoTrue's own tables, JSON shapes, error
// codes and status codes (API version 2024-01-01, as auth-js sends and reads it).
import { randomBytes, randomUUID } from 'node:crypto';
// Native bcrypt on libuv's thread pool: a sign-in's 50-100 ms of hashing never runs on the
// thread that answers every other request.
import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';
import {
  BodyTooLargeError,
  HttpError,
  clientAddress,
  containsNul,
  nestedDeeperThan,
  readBody,
  sendJson,
} from './http.mjs';
import { JwtError, bearerOf, signJwt, verifyJwt } from './jwt.mjs';

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };
const MIN_PASSWORD_LENGTH = 6;
// A refresh token used again within config.refreshTokenReuseIntervalMs (two tabs refreshing at
// once) gets the session's current token instead of tripping reuse detection, as on GoTrue.
const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const RATE_WINDOW_MS = 5 * 60 * 1000;

/** @param {number} status @param {string} code @param {string} message @param {Record<string, unknown>} [extra] */
const authError = (status, code, message, extra = {}) =>
  new HttpError(status, { code, message, ...extra }, API_VERSION);

/** @param {Record<string, any>} row */
function userJson(row, identities = /** @type {Record<string, any>[]} */ ([])) {
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    confirmed_at: iso(row.confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email,
    })),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous ?? false,
  };
}

/** @param {unknown} value */
function iso(value) {
  if (value === null || value === undefined) return undefined;
  return new Date(/** @type {string} */ (value)).toISOString();
}

/**
 * @param {{ db: import('./db.mjs').Database; config: import('./config.mjs').StackConfig;
 *   publicUrl: () => string }} deps
 */
export function createAuthService({ db, config, publicUrl }) {
  /** Sign-in and sign-up attempts per client address in the current window. */
  /** @type {Map<string, number[]>} */
  const attempts = new Map();
  const sweep = setInterval(() => {
    const horizon = Date.now() - RATE_WINDOW_MS;
    for (const [address, times] of attempts) {
      if ((times.at(-1) ?? 0) < horizon) attempts.delete(address);
    }
  }, 60_000);
  sweep.unref();

  /**
   * GoTrue's sign_in_sign_ups limit: every attempt counts, successful or not, per client address.
   * @param {import('node:http').IncomingMessage} req
   */
  function rateLimit(req) {
    const address = clientAddress(req, config.trustedProxies);
    const now = Date.now();
    const times = (attempts.get(address) ?? []).filter((t) => t > now - RATE_WINDOW_MS);
    if (times.length >= config.signInSignUpRateLimit) {
      attempts.set(address, times);
      req.resume();
      const retry = Math.max(1, Math.ceil(((times[0] ?? now) + RATE_WINDOW_MS - now) / 1000));
      throw new HttpError(
        429,
        { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
        { ...API_VERSION, 'Retry-After': String(retry) },
      );
    }
    times.push(now);
    attempts.set(address, times);
  }

  /** @param {import('./db.mjs').Query} query @param {string} id */
  async function loadUser(query, id) {
    const users = await query('select * from auth.users where id = $1', [id]);
    if (users.rows.length === 0) return null;
    const identities = await query(
      'select * from auth.identities where user_id = $1 order by created_at',
      [id],
    );
    return userJson(users.rows[0], identities.rows);
  }

  /**
   * Issues an access token and a refresh token for a session.
   * @param {Record<string, any>} user
   * @param {string} sessionId @param {string} refreshToken @param {number} [authTime]
   */
  function tokenResponse(user, sessionId, refreshToken, authTime = Math.floor(Date.now() / 1000)) {
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
        amr: [{ method: 'password', timestamp: authTime }],
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

  const newRefreshToken = () => randomBytes(18).toString('base64url');

  /** @param {import('./db.mjs').Query} query @param {string} userId */
  async function createSession(query, userId) {
    const sessionId = randomUUID();
    const token = newRefreshToken();
    for (const { text, params } of sessionStatements(userId, sessionId, token)) {
      await query(text, params);
    }
    return { sessionId, token };
  }

  /**
   * The rows of a new session and its first refresh token.
   * @param {string} userId @param {string} sessionId @param {string} token
   * @returns {import('./db.mjs').Statement[]}
   */
  function sessionStatements(userId, sessionId, token) {
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

  /** @param {unknown} body */
  function asObject(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw authError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
    }
    return /** @type {Record<string, unknown>} */ (body);
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function jsonBody(req) {
    let raw;
    try {
      raw = await readBody(req, 1024 * 1024);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        throw authError(413, 'request_too_large', 'Request body too large');
      }
      throw error;
    }
    if (raw.length === 0) return {};
    if (nestedDeeperThan(raw, config.maxJsonDepth)) {
      throw authError(
        400,
        'bad_json',
        `Could not parse request body as JSON: nested deeper than ${config.maxJsonDepth} levels`,
      );
    }
    let body;
    try {
      body = asObject(JSON.parse(raw.toString('utf8')));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw authError(
        400,
        'bad_json',
        `Could not parse request body as JSON: ${/** @type {Error} */ (error).message}`,
      );
    }
    // Postgres text cannot hold NUL: refused here rather than failing in the database.
    if (containsNul(body))
      throw authError(
        400,
        'validation_failed',
        'The request contains a NUL character, which is not allowed',
      );
    return body;
  }

  /** @param {unknown} email */
  function normaliseEmail(email) {
    if (typeof email !== 'string' || email.trim() === '') return null;
    const value = email.trim().toLowerCase();
    if (!EMAIL_RE.test(value) || value.length > 255) {
      throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    return value;
  }

  /** @param {unknown} password */
  function checkPassword(password) {
    if (typeof password !== 'string' || password === '') {
      throw authError(422, 'validation_failed', 'Signup requires a valid password');
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw authError(
        422,
        'weak_password',
        `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
        {
          weak_password: { reasons: ['length'] },
        },
      );
    }
    if (Buffer.byteLength(password) > 72) {
      throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
    }
  }

  /**
   * The session behind a user's access token; anything else is refused as GoTrue does.
   * @param {import('node:http').IncomingMessage} req
   */
  async function requireUserToken(req) {
    const token = bearerOf(req.headers);
    if (!token)
      throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    let claims;
    try {
      claims = verifyJwt(token, config.jwtSecret);
    } catch (error) {
      const reason =
        error instanceof JwtError ? error.message : 'unable to parse or verify signature';
      throw authError(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${reason}`,
      );
    }
    if (typeof claims.sub !== 'string' || claims.sub === '') {
      throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    if (typeof claims.session_id !== 'string') {
      throw authError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    const session = await db.query('select id, user_id from auth.sessions where id = $1', [
      claims.session_id,
    ]);
    if (session.rows.length === 0 || session.rows[0].user_id !== claims.sub) {
      throw authError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    return { claims, userId: claims.sub, sessionId: claims.session_id };
  }

  /** @param {import('node:http').IncomingMessage} req @param {URL} url */
  async function signup(req, url) {
    const body = await jsonBody(req);
    const email = normaliseEmail(body.email);
    if (!email) {
      throw authError(400, 'validation_failed', 'To signup, please provide your email');
    }
    checkPassword(body.password);
    const data =
      typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)
        ? /** @type {Record<string, unknown>} */ (body.data)
        : {};
    const redirectTo = url.searchParams.get('redirect_to');
    const hash = await bcryptHash(/** @type {string} */ (body.password), { cost: 10 });
    const id = randomUUID();
    const identityData = { sub: id, email, email_verified: true, phone_verified: false };
    // Mail confirmation is off locally (the Supabase CLI's default): the account is confirmed
    // and signed in at once.
    const result = await db.transaction(async (query) => {
      const exists = await query(
        'select 1 from auth.users where email = $1 and is_sso_user = false',
        [email],
      );
      if (exists.rows.length > 0) {
        throw authError(422, 'user_already_exists', 'User already registered');
      }
      await query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
           confirmation_token, recovery_token, email_change_token_new, email_change)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
           now(), $4, $5, now(), now(), now(), '', '', '', '')`,
        [
          id,
          email,
          hash,
          JSON.stringify({ provider: 'email', providers: ['email'] }),
          JSON.stringify({ ...data, ...identityData }),
        ],
      );
      await query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
         values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
        [id, JSON.stringify(identityData)],
      );
      const session = await createSession(query, id);
      const user = await loadUser(query, id);
      return { session, user };
    });
    void redirectTo;
    return tokenResponse(
      /** @type {Record<string, any>} */ (result.user),
      result.session.sessionId,
      result.session.token,
    );
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function passwordGrant(req) {
    const body = await jsonBody(req);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email && typeof body.phone !== 'string') {
      throw authError(400, 'validation_failed', 'missing email or phone');
    }
    const users = await db.query(
      'select id, encrypted_password, email_confirmed_at, banned_until from auth.users where email = $1 and is_sso_user = false and deleted_at is null',
      [email],
    );
    const row = users.rows[0];
    const ok =
      row && typeof row.encrypted_password === 'string' && row.encrypted_password !== ''
        ? await bcryptVerify(password, row.encrypted_password, {})
        : // Same cost whether or not the account exists, so timing does not reveal it.
          (await bcryptVerify(
            password,
            '$2a$10$abcdefghijklmnopqrstuuA0rn8d6c8eY6QK7ZJc0U3Q5b7nN2a9u',
            {},
          ),
          false);
    if (!row || !ok) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!row.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
    if (row.banned_until && new Date(row.banned_until) > new Date()) {
      throw authError(400, 'user_banned', 'User is banned');
    }
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
    const result = {
      session: { sessionId, token },
      user: userJson(signedIn, identityRows?.rows ?? []),
    };
    return tokenResponse(
      /** @type {Record<string, any>} */ (result.user),
      result.session.sessionId,
      result.session.token,
    );
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function refreshGrant(req) {
    const body = await jsonBody(req);
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
      if (!row)
        return {
          error: authError(
            400,
            'refresh_token_not_found',
            'Invalid Refresh Token: Refresh Token Not Found',
          ),
        };
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
      await query(
        'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
        [row.session_id],
      );
      const user = await loadUser(query, row.user_id);
      if (!user)
        return {
          error: authError(
            400,
            'refresh_token_not_found',
            'Invalid Refresh Token: Refresh Token Not Found',
          ),
        };
      return {
        response: tokenResponse(
          user,
          row.session_id,
          current,
          Math.floor(new Date(row.session_created).getTime() / 1000),
        ),
      };
    });
    if (outcome.error) throw outcome.error;
    return outcome.response;
  }

  /** @param {import('node:http').IncomingMessage} req */
  async function updateUser(req) {
    const { userId, sessionId } = await requireUserToken(req);
    const body = await jsonBody(req);
    await db.transaction(async (query) => {
      if (body.password !== undefined) {
        checkPassword(body.password);
        const hash = await bcryptHash(/** @type {string} */ (body.password), { cost: 10 });
        await query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [userId, hash],
        );
        // As GoTrue: a new password ends every other session, so a stolen refresh token dies
        // with the old password. The session that changed it stays signed in.
        await query('delete from auth.sessions where user_id = $1 and id <> $2', [
          userId,
          sessionId,
        ]);
      }
      if (body.data !== undefined) {
        if (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data)) {
          throw authError(400, 'validation_failed', 'data must be an object');
        }
        await query(
          'update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, $2::jsonb) || $2::jsonb, updated_at = now() where id = $1',
          [userId, JSON.stringify(body.data)],
        );
      }
      if (body.email !== undefined) {
        const email = normaliseEmail(body.email);
        if (email) {
          const taken = await query('select 1 from auth.users where email = $1 and id <> $2', [
            email,
            userId,
          ]);
          if (taken.rows.length > 0)
            throw authError(
              422,
              'email_exists',
              'A user with this email address has already been registered',
            );
          await query('update auth.users set email = $2, updated_at = now() where id = $1', [
            userId,
            email,
          ]);
          await query(
            "update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now() where user_id = $1 and provider = 'email'",
            [userId, email],
          );
        }
      }
    });
    return loadUser(db.query, userId);
  }

  /** @param {import('node:http').IncomingMessage} req @param {URL} url */
  async function logout(req, url) {
    const { userId, sessionId } = await requireUserToken(req);
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope === 'local') {
      await db.query('delete from auth.sessions where id = $1', [sessionId]);
    } else if (scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        userId,
        sessionId,
      ]);
    } else if (scope === 'global') {
      await db.query('delete from auth.sessions where user_id = $1', [userId]);
    } else {
      throw authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
  }

  const settings = {
    external: { anonymous_users: false, email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} path the path after /auth/v1 @param {URL} url
   */
  async function handle(req, res, path, url) {
    const method = req.method ?? 'GET';
    try {
      if (path === '/settings' && method === 'GET')
        return sendJson(res, 200, settings, API_VERSION);
      if (path === '/health' && method === 'GET') {
        return sendJson(
          res,
          200,
          { version: 'local', name: 'GoTrue', description: 'GoTrue-compatible local auth' },
          API_VERSION,
        );
      }
      if (path === '/signup' && method === 'POST') {
        rateLimit(req);
        return sendJson(res, 200, await signup(req, url), API_VERSION);
      }
      if (path === '/token' && method === 'POST') {
        const grant = url.searchParams.get('grant_type');
        if (grant === 'password') {
          rateLimit(req);
          return sendJson(res, 200, await passwordGrant(req), API_VERSION);
        }
        if (grant === 'refresh_token')
          return sendJson(res, 200, await refreshGrant(req), API_VERSION);
        req.resume();
        throw authError(400, 'validation_failed', 'unsupported_grant_type');
      }
      if (path === '/user' && method === 'GET') {
        const { userId } = await requireUserToken(req);
        const user = await loadUser(db.query, userId);
        if (!user)
          throw authError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
        return sendJson(res, 200, user, API_VERSION);
      }
      if (path === '/user' && method === 'PUT')
        return sendJson(res, 200, await updateUser(req), API_VERSION);
      if (path === '/logout' && method === 'POST') {
        await logout(req, url);
        res.writeHead(204, API_VERSION);
        return res.end();
      }
      req.resume();
      throw authError(404, 'not_found', 'Not Found');
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
      throw error;
    }
  }

  return { handle };
}
