// /verify: a mailed token exchanged for a session, from the link itself (GET, a redirect) or
// from the site's own page (POST, JSON).
import { HttpError } from '../http.mjs';
import { API_VERSION, OAUTH_ERRORS, authError } from './errors.mjs';
import { tokenHash } from './mail.mjs';
import { consumeToken, userForToken } from './mail-tokens.mjs';
import { readJsonBody, requiredEmail, verifyType } from './parse.mjs';
import { createSession } from './sessions.mjs';
import { existingUser } from './users.mjs';

/** @typedef {import('./context.mjs').AuthContext} AuthContext */
/** @typedef {import('./context.mjs').AuthRequest} AuthRequest */

/**
 * GET /verify: the link in a mail. Redirects to the page the mail was asked from with a PKCE
 * code (`?code=`), or tokens in the fragment for a flow without PKCE, or the error.
 * @param {AuthContext} ctx @param {AuthRequest} call
 */
export async function verifyLink({ db, config, limits, mail, sessions }, { req, res, url }) {
  req.resume();
  const token = url.searchParams.get('token') ?? '';
  const redirectTo = mail.redirectTarget(url.searchParams.get('redirect_to'));
  const type = verifyType(url.searchParams.get('type'));
  if (!token) throw authError(400, 'validation_failed', 'Verify requires a token or a token hash');
  limits.perClient(req, 'tokenVerifications');
  const pkce = token.startsWith('pkce_');
  /** @type {string} */
  let location;
  try {
    location = await db.transaction(async (query) => {
      const user = await userForToken(query, type, token, config.mailerOtpExpSeconds);
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
      const loaded = await existingUser(query, user.id);
      const tokens = sessions.tokenResponse(
        loaded,
        session.sessionId,
        session.token,
        undefined,
        'otp',
      );
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
    const details = {
      error: OAUTH_ERRORS[error.status] ?? 'server_error',
      error_code: String(error.body.code),
      error_description: String(error.body.message),
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
 * @param {AuthContext} ctx @param {AuthRequest} call
 */
export async function verifyCode({ db, config, limits, sessions }, { req }) {
  const body = await readJsonBody(req, config.maxJsonDepth);
  const type = verifyType(body.type);
  limits.perClient(req, 'tokenVerifications');
  const hash = typeof body.token_hash === 'string' ? body.token_hash : '';
  const code = typeof body.token === 'string' ? body.token : '';
  if ((hash !== '') === (code !== '')) {
    throw authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  }
  const token = code
    ? tokenHash(
        requiredEmail(
          body.email,
          'Only an email address or phone number should be provided on verify',
        ),
        code,
      )
    : hash;
  const outcome = await db.transaction(async (query) => {
    const user = await userForToken(query, type, token, config.mailerOtpExpSeconds);
    await consumeToken(query, type, user);
    const session = await createSession(query, user.id);
    return { session, user: await existingUser(query, user.id) };
  });
  return sessions.tokenResponse(
    outcome.user,
    outcome.session.sessionId,
    outcome.session.token,
    undefined,
    'otp',
  );
}
