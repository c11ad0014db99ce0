// /auth/v1: the subset of GoTrue the product uses, over GoTrue's own tables, JSON shapes, error
// codes and status codes (API version 2024-01-01, as auth-js sends and reads it).
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
import { createLimiter } from './rate-limit.mjs';

const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };
// The site's list of common passwords (the browser checks the same one before sending).
const COMMON_PASSWORDS = new Set(
  /** @type {string[]} */ (
    JSON.parse(
      readFileSync(
        new URL('../../packages/shared/src/data/auth/common-passwords.json', import.meta.url),
        'utf8',
      ),
    )
  ),
);
// A refresh token used again within config.refreshTokenReuseIntervalMs (two tabs refreshing at
// once) gets the session's current token instead of tripping reuse detection, as on GoTrue.
const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const RATE_WINDOW_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
// GoTrue's oauthErrorMap: the `error` of a redirect that reports a failure.
/** @type {Record<number, string>} */
const OAUTH_ERRORS = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};
/** Token columns of auth.users by verification type. */
const TOKEN_COLUMNS = /** @type {const} */ ({
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
});
/** @typedef {keyof typeof TOKEN_COLUMNS} VerifyType */

/** GoTrue's crypto.GenerateTokenHash. @param {string} email @param {string} otp */
const tokenHash = (email, otp) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');
const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** GoTrue's text for a limit, with the seconds to wait. @param {number} seconds */
const waitMessage = (seconds) =>
  `For security purposes, you can only request this after ${seconds} seconds.`;

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
 *   publicUrl: () => string; mailer: ReturnType<typeof import('./mailer.mjs').createMailer> | null }} deps
 */
export function createAuthService({ db, config, publicUrl, mailer }) {
  // The limits, as Supabase Auth's [auth.rate_limit] and SMTP max frequency, plus two of the
  // school's own (failed sign-ins per address; every mail per address, known or not, so a limit
  // never tells whether an account exists).
  const limits = {
    signInSignUps: createLimiter({ windowMs: RATE_WINDOW_MS, max: config.signInSignUpRateLimit }),
    signInFailures: createLimiter({
      windowMs: RATE_WINDOW_MS,
      max: config.signInPerEmailRateLimit,
    }),
    emailSent: createLimiter({ windowMs: HOUR_MS, max: config.emailSentRateLimit }),
    emailPerAddress: createLimiter({ windowMs: config.emailMaxFrequencySeconds * 1000, max: 1 }),
    tokenVerifications: createLimiter({
      windowMs: RATE_WINDOW_MS,
      max: config.tokenVerificationRateLimit,
    }),
  };

  /** @param {number} seconds */
  const tooManyRequests = (seconds) =>
    new HttpError(
      429,
      {
        code: 'over_request_rate_limit',
        message: `Request rate limit reached. ${waitMessage(seconds)}`,
      },
      { ...API_VERSION, 'Retry-After': String(seconds) },
    );

  /**
   * One of the per-client limits: every attempt counts, successful or not.
   * @param {import('node:http').IncomingMessage} req @param {ReturnType<typeof createLimiter>} limiter
   */
  function rateLimit(req, limiter = limits.signInSignUps) {
    const wait = limiter.take(clientAddress(req, config.trustedProxies));
    if (wait !== null) {
      req.resume();
      throw tooManyRequests(wait);
    }
  }

  /**
   * One mail to `email` asked for by this client: refused past the per-client hourly limit or
   * within the per-address interval, whether or not the address has an account.
   * @param {import('node:http').IncomingMessage} req @param {string} email
   */
  function mailAllowance(req, email) {
    const client = clientAddress(req, config.trustedProxies);
    const clientWait = limits.emailSent.blocked(client);
    if (clientWait !== null) {
      throw new HttpError(
        429,
        { code: 'over_email_send_rate_limit', message: waitMessage(clientWait) },
        { ...API_VERSION, 'Retry-After': String(clientWait) },
      );
    }
    const addressWait = limits.emailPerAddress.blocked(email);
    if (addressWait !== null) {
      throw new HttpError(
        429,
        { code: 'over_email_send_rate_limit', message: waitMessage(addressWait) },
        { ...API_VERSION, 'Retry-After': String(addressWait) },
      );
    }
    limits.emailSent.count(client);
    limits.emailPerAddress.count(email);
  }

  /**
   * Where a mailed link may lead: the site, or an address allowed by configuration; anything
   * else falls back to the site (GoTrue's redirect allow list), so a link never hands a code
   * or tokens to another origin.
   * @param {string | null | undefined} wanted
   */
  function redirectTarget(wanted) {
    if (!wanted) return config.siteUrl;
    let url;
    try {
      url = new URL(wanted);
    } catch {
      return config.siteUrl;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
    const allowed = [config.siteUrl, ...config.additionalRedirectUrls].some((entry) => {
      try {
        const base = new URL(entry);
        return base.origin === url.origin && url.pathname.startsWith(base.pathname);
      } catch {
        return false;
      }
    });
    return allowed ? url.toString() : config.siteUrl;
  }

  /**
   * Sends a mail through the configured mailer (in the background) or says why not.
   * @param {import('./mailer.mjs').MailType} type @param {string} to
   * @param {Omit<import('./mailer.mjs').MailData, 'SiteURL'>} data
   */
  function sendMail(type, to, data) {
    if (!mailer) {
      config.log(`mail to ${to} (${type}) not sent: no mailer`);
      return;
    }
    try {
      mailer.send(type, to, { SiteURL: config.siteUrl, ...data });
    } catch (error) {
      config.log(`mail to ${to} (${type}) not sent: ${/** @type {Error} */ (error).message}`);
    }
  }

  /** Work started after an answer, awaited by a stop. @type {Set<Promise<void>>} */
  const background = new Set();
  /** @param {() => Promise<void>} work */
  function afterAnswer(work) {
    // Started once the answer is on its way, not before.
    const running = new Promise((resolveTurn) => setImmediate(resolveTurn))
      .then(work)
      .catch((error) =>
        config.log(`auth background work failed: ${/** @type {Error} */ (error).message}`),
      )
      .finally(() => background.delete(running));
    background.add(running);
  }

  /** @param {string} type @param {string} token @param {string} redirectTo */
  const verifyUrl = (type, token, redirectTo) =>
    `${publicUrl()}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

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

  /**
   * The password rules (as the browser's form applies them): long enough, not a common
   * password, not the account's own address.
   * @param {unknown} password @param {string | null} [email]
   */
  function checkPassword(password, email = null) {
    if (typeof password !== 'string' || password === '') {
      throw authError(422, 'validation_failed', 'Signup requires a valid password');
    }
    if ([...password].length < config.minimumPasswordLength) {
      throw authError(
        422,
        'weak_password',
        `Password should be at least ${config.minimumPasswordLength} characters.`,
        {
          weak_password: { reasons: ['length'] },
        },
      );
    }
    if (Buffer.byteLength(password) > 72) {
      throw authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
    }
    const lower = password.toLowerCase();
    const local = email?.split('@')[0] ?? '';
    if (
      COMMON_PASSWORDS.has(lower) ||
      (email && (lower === email || (local.length >= 4 && lower === local)))
    ) {
      throw authError(
        422,
        'weak_password',
        'Password is known to be weak and easy to guess, please choose a different one.',
        { weak_password: { reasons: ['pwned'] } },
      );
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
    // Public sign-up is off unless the project turns it on ([auth] enable_signup): staff are
    // invited, so a visitor who wanders onto the login page cannot make an account.
    if (!config.enableSignup) {
      throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    const email = normaliseEmail(body.email);
    if (!email) {
      throw authError(400, 'validation_failed', 'To signup, please provide your email');
    }
    checkPassword(body.password, email);
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
          (await bcryptVerify(
            password,
            '$2a$10$abcdefghijklmnopqrstuuA0rn8d6c8eY6QK7ZJc0U3Q5b7nN2a9u',
            {},
          ),
          false);
    if (!row || !ok) {
      limits.signInFailures.count(email);
      throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    limits.signInFailures.clear(email);
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

  /** @param {import('node:http').IncomingMessage} req @param {URL} url */
  async function updateUser(req, url) {
    const { userId, sessionId } = await requireUserToken(req);
    const body = await jsonBody(req);
    /** @type {{ to: string; data: Omit<import('./mailer.mjs').MailData, 'SiteURL'> }[]} */
    const mails = [];
    await db.transaction(async (query) => {
      const current = (
        await query(
          'select email, encrypted_password, raw_user_meta_data from auth.users where id = $1 for update',
          [userId],
        )
      ).rows[0];
      if (!current) throw authError(404, 'user_not_found', 'User not found');
      if (body.password !== undefined) {
        checkPassword(body.password, current.email);
        if (
          current.encrypted_password &&
          (await bcryptVerify(
            /** @type {string} */ (body.password),
            current.encrypted_password,
            {},
          ))
        ) {
          throw authError(
            422,
            'same_password',
            'New password should be different from the old password.',
          );
        }
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
        if (email && email !== current.email) {
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
          // As GoTrue: the new address must be confirmed from a link mailed to it; until then
          // the account keeps its address.
          mailAllowance(req, email);
          const challenge = pkceParams(body);
          const otp = newOtp();
          const token = (challenge ? 'pkce_' : '') + tokenHash(email, otp);
          await query(
            `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
               updated_at = now() where id = $1`,
            [userId, email, token],
          );
          if (challenge) await createFlowState(query, userId, 'email_change', challenge);
          const redirectTo = redirectTarget(url.searchParams.get('redirect_to'));
          mails.push({
            to: email,
            data: {
              ConfirmationURL: verifyUrl('email_change', token, redirectTo),
              Email: current.email,
              NewEmail: email,
              Token: otp,
              TokenHash: token,
              RedirectTo: redirectTo,
              Data: { ...(current.raw_user_meta_data ?? {}), ...(body.data ?? {}) },
            },
          });
        }
      }
    });
    for (const mail of mails) sendMail('email_change', mail.to, mail.data);
    const user = await loadUser(db.query, userId);
    const pending = await db.query(
      'select email_change, email_change_sent_at from auth.users where id = $1',
      [userId],
    );
    const row = pending.rows[0];
    return row?.email_change
      ? {
          ...user,
          new_email: row.email_change,
          email_change_sent_at: iso(row.email_change_sent_at),
        }
      : user;
  }

  /**
   * The PKCE parameters of a request (both or neither), checked as GoTrue checks them.
   * @param {Record<string, unknown>} body
   * @returns {{ challenge: string; method: 's256' | 'plain' } | null}
   */
  function pkceParams(body) {
    const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
    const method =
      typeof body.code_challenge_method === 'string'
        ? body.code_challenge_method.toLowerCase()
        : '';
    if (!challenge && !method) return null;
    if (!challenge || !method) {
      throw authError(
        400,
        'validation_failed',
        'PKCE flow requires code_challenge_method and code_challenge',
      );
    }
    if (challenge.length < 43 || challenge.length > 128) {
      throw authError(
        400,
        'validation_failed',
        'code challenge has to be between 43 and 128 characters',
      );
    }
    if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
      throw authError(
        400,
        'validation_failed',
        'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
      );
    }
    if (method !== 's256' && method !== 'plain') {
      throw authError(400, 'validation_failed', 'code challenge method not supported');
    }
    return { challenge, method };
  }

  /**
   * A PKCE flow waiting for its code exchange (auth.flow_state, as GoTrue keeps it).
   * @param {import('./db.mjs').Query} query @param {string} userId @param {string} method
   * @param {{ challenge: string; method: string }} pkce
   */
  async function createFlowState(query, userId, method, pkce) {
    await query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6, now(), now())`,
      [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, method],
    );
  }

  /** @param {import('node:http').IncomingMessage} req @param {URL} url */
  async function recover(req, url) {
    const body = await jsonBody(req);
    if (typeof body.email !== 'string' || body.email.trim() === '') {
      throw authError(400, 'validation_failed', 'Password recovery requires an email');
    }
    const email = /** @type {string} */ (normaliseEmail(body.email));
    const pkce = pkceParams(body);
    mailAllowance(req, email);
    const redirectTo = redirectTarget(url.searchParams.get('redirect_to'));
    // The same answer after the same work, one read, whether or not the address has an account:
    // neither the answer nor its time tells who has one. The token, the flow and the mail are
    // made after the answer (a failure there is logged, as a mail that could not be sent).
    const found = await db.query(
      'select id from auth.users where email = $1 and is_sso_user = false and deleted_at is null',
      [email],
    );
    const userId = found.rows[0]?.id;
    if (userId) {
      afterAnswer(async () => {
        const mail = await db.transaction(async (query) => {
          const row = (
            await query('select raw_user_meta_data from auth.users where id = $1 for update', [
              userId,
            ])
          ).rows[0];
          if (!row) return null;
          const otp = newOtp();
          const token = (pkce ? 'pkce_' : '') + tokenHash(email, otp);
          await query(
            'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
            [userId, token],
          );
          if (pkce) await createFlowState(query, userId, 'recovery', pkce);
          return {
            ConfirmationURL: verifyUrl('recovery', token, redirectTo),
            Email: email,
            Token: otp,
            TokenHash: token,
            RedirectTo: redirectTo,
            Data: row.raw_user_meta_data ?? {},
          };
        });
        if (mail) sendMail('recovery', email, mail);
      });
    }
    return {};
  }

  /**
   * The user a mailed token belongs to, if it is still good; GoTrue's verifyTokenHash.
   * @param {import('./db.mjs').Query} query @param {VerifyType} type @param {string} token
   */
  async function userForToken(query, type, token) {
    const columns = TOKEN_COLUMNS[type];
    if (!token) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
    const found = await query(
      `select id, email, email_change, banned_until, email_confirmed_at, ${columns.sentAt} as sent_at
       from auth.users where ${columns.token} = $1 and deleted_at is null for update`,
      [token],
    );
    const user = found.rows[0];
    if (!user) throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
    if (user.banned_until && new Date(user.banned_until) > new Date()) {
      throw authError(403, 'user_banned', 'User is banned');
    }
    if (
      !user.sent_at ||
      Date.now() > new Date(user.sent_at).getTime() + config.mailerOtpExpSeconds * 1000
    ) {
      throw authError(403, 'otp_expired', 'Email link is invalid or has expired');
    }
    return user;
  }

  /**
   * Uses a mailed token up (it works once) and applies what it confirms.
   * @param {import('./db.mjs').Query} query @param {VerifyType} type @param {Record<string, any>} user
   */
  async function consumeToken(query, type, user) {
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

  /** @param {unknown} type @returns {VerifyType} */
  function verifyType(type) {
    if (typeof type !== 'string' || type === '') {
      throw authError(400, 'validation_failed', 'Verify requires a verification type');
    }
    if (!Object.hasOwn(TOKEN_COLUMNS, type)) {
      throw authError(400, 'validation_failed', 'Unsupported verification type');
    }
    return /** @type {VerifyType} */ (type);
  }

  /**
   * GET /verify: the link in a mail. Redirects to the page the mail was asked from with a PKCE
   * code (`?code=`), or tokens in the fragment for a flow without PKCE, or the error.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url
   */
  async function verifyLink(req, res, url) {
    req.resume();
    const token = url.searchParams.get('token') ?? '';
    const redirectTo = redirectTarget(url.searchParams.get('redirect_to'));
    const type = verifyType(url.searchParams.get('type'));
    if (!token)
      throw authError(400, 'validation_failed', 'Verify requires a token or a token hash');
    rateLimit(req, limits.tokenVerifications);
    const pkce = token.startsWith('pkce_');
    /** @type {string} */
    let location;
    try {
      location = await db.transaction(async (query) => {
        const user = await userForToken(query, type, token);
        await consumeToken(query, type, user);
        const target = new URL(redirectTo);
        if (pkce) {
          const flow = await query(
            `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
             order by created_at desc limit 1`,
            [user.id, type],
          );
          const state = flow.rows[0];
          if (!state) {
            throw authError(400, 'flow_state_not_found', 'No associated flow state found.');
          }
          await query('update auth.flow_state set auth_code_issued_at = now() where id = $1', [
            state.id,
          ]);
          target.searchParams.set('code', state.auth_code);
          return target.toString();
        }
        const session = await createSession(query, user.id);
        const loaded = /** @type {Record<string, any>} */ (await loadUser(query, user.id));
        const tokens = tokenResponse(loaded, session.sessionId, session.token, undefined, 'otp');
        const fragment = new URLSearchParams({
          access_token: tokens.access_token,
          expires_at: String(tokens.expires_at),
          expires_in: String(tokens.expires_in),
          refresh_token: tokens.refresh_token,
          token_type: 'bearer',
          type,
        });
        target.hash = fragment.toString();
        return target.toString();
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // GoTrue's prepErrorRedirectURL: in the fragment always, in the query too for PKCE.
      const target = new URL(redirectTo);
      const body = /** @type {{ code: string; message: string }} */ (error.body);
      const details = {
        error: OAUTH_ERRORS[error.status] ?? 'server_error',
        error_code: body.code,
        error_description: body.message,
      };
      if (pkce)
        for (const [key, value] of Object.entries(details)) target.searchParams.set(key, value);
      target.hash = new URLSearchParams({ ...details, sb: '' }).toString();
      location = target.toString();
    }
    res.writeHead(303, { ...API_VERSION, Location: location, 'Cache-Control': 'no-store' });
    res.end();
  }

  /**
   * POST /verify: a token hash (or an e-mailed code) exchanged for a session, as the site's
   * invitation page does once the person has chosen a password.
   * @param {import('node:http').IncomingMessage} req
   */
  async function verifyCode(req) {
    const body = await jsonBody(req);
    const type = verifyType(body.type);
    rateLimit(req, limits.tokenVerifications);
    const hasHash = typeof body.token_hash === 'string' && body.token_hash !== '';
    const hasToken = typeof body.token === 'string' && body.token !== '';
    if (hasHash === hasToken) {
      throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    }
    let token = /** @type {string} */ (hasHash ? body.token_hash : '');
    if (hasToken) {
      const email = normaliseEmail(body.email);
      if (!email) {
        throw authError(
          400,
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        );
      }
      token = tokenHash(email, /** @type {string} */ (body.token));
    }
    const outcome = await db.transaction(async (query) => {
      const user = await userForToken(query, type, token);
      await consumeToken(query, type, user);
      const session = await createSession(query, user.id);
      return { session, user: await loadUser(query, user.id) };
    });
    return tokenResponse(
      /** @type {Record<string, any>} */ (outcome.user),
      outcome.session.sessionId,
      outcome.session.token,
      undefined,
      'otp',
    );
  }

  /** POST /token?grant_type=pkce. @param {import('node:http').IncomingMessage} req */
  async function pkceGrant(req) {
    const body = await jsonBody(req);
    rateLimit(req, limits.tokenVerifications);
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
      return {
        session,
        method: flow.authentication_method,
        user: await loadUser(query, flow.user_id),
      };
    });
    if (outcome.error) throw outcome.error;
    return tokenResponse(
      /** @type {Record<string, any>} */ (outcome.user),
      /** @type {{ sessionId: string }} */ (outcome.session).sessionId,
      /** @type {{ token: string }} */ (outcome.session).token,
      undefined,
      outcome.method,
    );
  }

  /**
   * The admin API's caller: the service role (or supabase_admin), as GoTrue requires.
   * @param {import('node:http').IncomingMessage} req
   */
  function requireAdmin(req) {
    const token = bearerOf(req.headers);
    if (!token) {
      throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
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
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
      throw authError(403, 'not_admin', 'User not allowed');
    }
  }

  /**
   * A new account's rows (no session): confirmed or not, with or without a password.
   * @param {import('./db.mjs').Query} query
   * @param {{ email: string; hash: string; confirmed: boolean; data: Record<string, unknown> }} account
   */
  async function insertUser(query, { email, hash, confirmed, data }) {
    const id = randomUUID();
    const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false };
    await query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
         case when $4::boolean then now() end, $5, $6, now(), now(), '', '', '', '')`,
      [
        id,
        email,
        hash,
        confirmed,
        JSON.stringify({ provider: 'email', providers: ['email'] }),
        JSON.stringify({ ...data, ...identityData }),
      ],
    );
    await query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', now(), now())`,
      [id, JSON.stringify(identityData)],
    );
    return id;
  }

  /** POST /invite (admin). @param {import('node:http').IncomingMessage} req @param {URL} url */
  async function invite(req, url) {
    requireAdmin(req);
    const body = await jsonBody(req);
    if (typeof body.email !== 'string' || body.email.trim() === '') {
      throw authError(400, 'validation_failed', 'An email address is required');
    }
    const email = /** @type {string} */ (normaliseEmail(body.email));
    const data =
      typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)
        ? /** @type {Record<string, unknown>} */ (body.data)
        : {};
    const redirectTo = redirectTarget(url.searchParams.get('redirect_to'));
    const outcome = await db.transaction(async (query) => {
      const found = await query(
        'select id, email_confirmed_at from auth.users where email = $1 and is_sso_user = false for update',
        [email],
      );
      let id = found.rows[0]?.id;
      if (found.rows[0]?.email_confirmed_at) {
        throw authError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      if (!id) id = await insertUser(query, { email, hash: '', confirmed: false, data });
      else if (Object.keys(data).length > 0) {
        await query(
          'update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, $2::jsonb) || $2::jsonb where id = $1',
          [id, JSON.stringify(data)],
        );
      }
      const otp = newOtp();
      const token = tokenHash(email, otp);
      // As GoTrue: invited_at is set once the row exists (the database's triggers see it then).
      await query(
        `update auth.users set invited_at = now(), confirmation_token = $2, confirmation_sent_at = now(),
           updated_at = now() where id = $1`,
        [id, token],
      );
      const user = /** @type {Record<string, any>} */ (await loadUser(query, id));
      return {
        user,
        mail: {
          ConfirmationURL: verifyUrl('invite', token, redirectTo),
          Email: email,
          Token: otp,
          TokenHash: token,
          RedirectTo: redirectTo,
          Data: user.user_metadata ?? {},
        },
      };
    });
    sendMail('invite', email, outcome.mail);
    return outcome.user;
  }

  /** POST /admin/users (admin): an account made by the project, e.g. in tests. @param {import('node:http').IncomingMessage} req */
  async function adminCreateUser(req) {
    requireAdmin(req);
    const body = await jsonBody(req);
    const email = normaliseEmail(body.email);
    if (!email) throw authError(400, 'validation_failed', 'An email address is required');
    if (body.password !== undefined) checkPassword(body.password, email);
    const hash =
      typeof body.password === 'string' ? await bcryptHash(body.password, { cost: 10 }) : '';
    const data =
      typeof body.user_metadata === 'object' && body.user_metadata !== null
        ? /** @type {Record<string, unknown>} */ (body.user_metadata)
        : {};
    return db.transaction(async (query) => {
      const exists = await query('select 1 from auth.users where email = $1', [email]);
      if (exists.rows.length > 0) {
        throw authError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        );
      }
      const id = await insertUser(query, {
        email,
        hash,
        confirmed: body.email_confirm === true,
        data,
      });
      return loadUser(query, id);
    });
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
    disable_signup: !config.enableSignup,
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
        if (grant === 'pkce') return sendJson(res, 200, await pkceGrant(req), API_VERSION);
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
        return sendJson(res, 200, await updateUser(req, url), API_VERSION);
      if (path === '/recover' && method === 'POST')
        return sendJson(res, 200, await recover(req, url), API_VERSION);
      if (path === '/verify' && method === 'GET') return await verifyLink(req, res, url);
      if (path === '/verify' && method === 'POST')
        return sendJson(res, 200, await verifyCode(req), API_VERSION);
      if (path === '/invite' && method === 'POST')
        return sendJson(res, 200, await invite(req, url), API_VERSION);
      if (path === '/admin/users' && method === 'POST')
        return sendJson(res, 200, await adminCreateUser(req), API_VERSION);
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

  return {
    handle,
    async stop() {
      for (const limiter of Object.values(limits)) limiter.stop();
      await Promise.allSettled([...background]);
    },
  };
}
