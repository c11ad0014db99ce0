// The Storage API's routes: one table from method and path to handler, and the dispatcher that
// finds a request's caller, drains the body a route does not read, and turns every failure into
// Storage's error JSON.
import { sendJson } from '../http.mjs';
import { callerOf } from './caller.mjs';
import { routeNotFound, toStorageError } from './errors.mjs';
import { pathSegments } from './parse.mjs';

/**
 * A path pattern is a list of segments: a literal, `:bucket` (one segment), `*name` (the rest
 * of the path, possibly nothing, as the key's segments), `+name` (the same, at least one), or
 * `*` (the rest, ignored).
 * @typedef {readonly string[]} Pattern
 * @typedef {import('./handlers.mjs').Handlers} Handlers
 * @typedef {{ methods: readonly string[]; path: Pattern; drain: boolean }} RouteShape
 * @typedef {RouteShape & { access: 'public'; handler: 'download' | 'renderImage' }} PublicRoute
 * @typedef {RouteShape & { access: 'caller'; handler: keyof Handlers }} CallerRoute
 * @typedef {PublicRoute | CallerRoute} Route
 */

const READ = ['GET', 'HEAD'];

// prettier-ignore
/** First match wins. @type {readonly Route[]} */
export const ROUTES = [
  { methods: READ, path: ['render', 'image', 'public', ':bucket', '*name'], access: 'public', drain: true, handler: 'renderImage' },
  { methods: READ, path: ['render', 'image', 'authenticated', ':bucket', '*name'], access: 'caller', drain: true, handler: 'renderImage' },
  { methods: READ, path: ['object', 'public', ':bucket', '*name'], access: 'public', drain: true, handler: 'download' },
  { methods: READ, path: ['object', 'authenticated', ':bucket', '*name'], access: 'caller', drain: true, handler: 'download' },
  { methods: READ, path: ['object', ':bucket', '*name'], access: 'caller', drain: true, handler: 'download' },
  { methods: ['POST'], path: ['object', 'list', ':bucket', '*'], access: 'caller', drain: false, handler: 'list' },
  { methods: ['POST', 'PUT'], path: ['object', ':bucket', '+name'], access: 'caller', drain: false, handler: 'upload' },
  { methods: ['DELETE'], path: ['object', ':bucket'], access: 'caller', drain: false, handler: 'removeMany' },
  { methods: ['DELETE'], path: ['object', ':bucket', '+name'], access: 'caller', drain: true, handler: 'removeOne' },
];

/**
 * The bucket and key segments of a path that fits a pattern, or null.
 * @param {Pattern} pattern @param {string[]} segments
 * @returns {{ bucket: string; name: string[] } | null}
 */
export function matchPath(pattern, segments) {
  let bucket = '';
  /** @type {string[]} */
  let name = [];
  for (const [index, token] of pattern.entries()) {
    const segment = segments[index];
    if (token.startsWith('*') || token.startsWith('+')) {
      const rest = segments.slice(index);
      if (token === '+name' && rest.length === 0) return null;
      if (token !== '*') name = rest;
      return { bucket, name };
    }
    if (segment === undefined) return null;
    if (token === ':bucket') bucket = segment;
    else if (token !== segment) return null;
  }
  return segments.length === pattern.length ? { bucket, name } : null;
}

/**
 * The first route for a method and path, with the bucket and key it names.
 * @param {string} method @param {string[]} segments
 */
export function findRoute(method, segments) {
  for (const route of ROUTES) {
    if (!route.methods.includes(method)) continue;
    const matched = matchPath(route.path, segments);
    if (matched) return { route, matched };
  }
  return null;
}

/**
 * @param {{ handlers: Handlers; jwtSecret: string; log: (line: string) => void }} deps
 */
export function createRouter({ handlers, jwtSecret, log }) {
  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} path after /storage/v1 @param {string} apiKeyToken
   */
  async function handle(req, res, path, apiKeyToken) {
    const method = req.method ?? 'GET';
    try {
      const segments = pathSegments(path);
      const found = findRoute(method, segments);
      if (found) {
        const { route, matched } = found;
        if (route.drain) req.resume();
        const base = { req, res, ...matched };
        if (route.access === 'public') await handlers[route.handler]({ ...base, who: null });
        else await handlers[route.handler]({ ...base, who: callerOf(req, apiKeyToken, jwtSecret) });
        return;
      }
      // Storage checks the caller of any /object request before it finds no route for it.
      if (segments[0] === 'object') callerOf(req, apiKeyToken, jwtSecret);
      req.resume();
      throw routeNotFound();
    } catch (error) {
      const answer = toStorageError(error, log);
      sendJson(res, answer.status, answer.body, answer.headers);
    }
  }

  return { handle };
}
