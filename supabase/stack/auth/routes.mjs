// The routes of /auth/v1: one table from method and path to handler (and /token's grants), and
// the dispatcher that applies a route's rate limit, answers in GoTrue's JSON and turns every
// refusal into its error JSON.
import { HttpError, sendJson } from '../http.mjs';
import { adminCreateUser, invite } from './admin.mjs';
import { API_VERSION, authError } from './errors.mjs';
import { recover } from './recover.mjs';
import { signup } from './sign-up.mjs';
import { passwordGrant, pkceGrant, refreshGrant } from './token.mjs';
import { getUser, logout, updateUser } from './user.mjs';
import { verifyCode, verifyLink } from './verify.mjs';

/**
 * How a route answers: its result as JSON, 204 without a body, or the handler writes the
 * answer itself (a redirect).
 * @typedef {'json' | 'no-content' | 'own'} Reply
 * @typedef {(ctx: import('./context.mjs').AuthContext, call: import('./context.mjs').AuthRequest) => unknown} Handler
 * @typedef {{ handler: Handler; limited?: boolean }} Grant  `limited`: counts against the sign-in and sign-up limit
 * @typedef {Grant & { method: string; path: string; reply?: Reply }} Route
 */

/** @type {Record<string, Grant>} */
const GRANTS = {
  password: { handler: passwordGrant, limited: true },
  refresh_token: { handler: refreshGrant },
  pkce: { handler: pkceGrant },
};

/** POST /token: the grant its `grant_type` names. @type {Handler} */
function token(ctx, call) {
  const type = call.url.searchParams.get('grant_type') ?? '';
  const grant = Object.hasOwn(GRANTS, type) ? GRANTS[type] : undefined;
  if (!grant) {
    call.req.resume();
    throw authError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (grant.limited) ctx.limits.perClient(call.req, 'signInSignUps');
  return grant.handler(ctx, call);
}

const settings = /** @param {import('./context.mjs').AuthContext} ctx */ ({ config }) => ({
  external: { anonymous_users: false, email: true, phone: false },
  disable_signup: !config.enableSignup,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
});

const health = () => ({
  version: 'local',
  name: 'GoTrue',
  description: 'GoTrue-compatible local auth',
});

// prettier-ignore
/** @type {readonly Route[]} */
export const ROUTES = [
  { method: 'GET', path: '/settings', handler: settings },
  { method: 'GET', path: '/health', handler: health },
  { method: 'POST', path: '/signup', handler: signup, limited: true },
  { method: 'POST', path: '/token', handler: token },
  { method: 'GET', path: '/user', handler: getUser },
  { method: 'PUT', path: '/user', handler: updateUser },
  { method: 'POST', path: '/recover', handler: recover },
  { method: 'GET', path: '/verify', handler: verifyLink, reply: 'own' },
  { method: 'POST', path: '/verify', handler: verifyCode },
  { method: 'POST', path: '/invite', handler: invite },
  { method: 'POST', path: '/admin/users', handler: adminCreateUser },
  { method: 'POST', path: '/logout', handler: logout, reply: 'no-content' },
];

/** @param {import('./context.mjs').AuthContext} ctx */
export function createRouter(ctx) {
  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} path the path after /auth/v1 @param {URL} url
   */
  async function handle(req, res, path, url) {
    const method = req.method ?? 'GET';
    try {
      const route = ROUTES.find((entry) => entry.method === method && entry.path === path);
      if (!route) {
        req.resume();
        throw authError(404, 'not_found', 'Not Found');
      }
      if (route.limited) ctx.limits.perClient(req, 'signInSignUps');
      const result = await route.handler(ctx, { req, res, url });
      if (route.reply === 'own') return;
      if (route.reply === 'no-content') {
        res.writeHead(204, API_VERSION);
        res.end();
        return;
      }
      sendJson(res, 200, result, API_VERSION);
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
      throw error;
    }
  }

  return { handle };
}
