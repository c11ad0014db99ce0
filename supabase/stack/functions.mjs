// /functions/v1/<name>: the project's Edge Functions (supabase/functions/<name>/), run in the
// stack's own process. Each keeps its logic in `handler.mjs`, plain web-standard JavaScript
// (Request in, Response out, fetch to the project's APIs), which the function's `index.ts`
// serves on Supabase's Deno runtime: the same code answers here and on a hosted project.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BodyTooLargeError, readBody, sendJson } from './http.mjs';
import { JwtError, bearerOf, verifyJwt } from './jwt.mjs';

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));

/** @type {Map<string, Promise<{ default: (request: Request, env: Record<string, string>) => Promise<Response> }>>} */
const loaded = new Map();

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string} path the path after /functions/v1
 * @param {{ jwtSecret: string; maxBodyBytes: number; env: Record<string, string> }} options
 */
export async function runFunction(req, res, path, { jwtSecret, maxBodyBytes, env }) {
  const name = /^\/([a-z0-9][a-z0-9-]{0,62})\/?$/.exec(path)?.[1];
  const file = name ? `${functionsDir}${name}/handler.mjs` : null;
  if (!name || !file || !existsSync(file)) {
    req.resume();
    return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  // verify_jwt, on by default for Edge Functions: a valid project token (anon, a user's,
  // service role) or nothing runs.
  const token = bearerOf(req.headers);
  try {
    if (!token) throw new JwtError('missing', 'malformed');
    verifyJwt(token, jwtSecret);
  } catch {
    req.resume();
    return sendJson(res, 401, { code: 401, message: 'Invalid JWT' });
  }
  let body;
  try {
    body = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req, maxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return sendJson(res, 413, { code: 413, message: 'Request body too large' });
    }
    throw error;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  const request = new Request(`${env.SUPABASE_URL}/functions/v1/${name}`, {
    method: req.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : null,
  });
  let module = loaded.get(name);
  if (!module) {
    module = import(pathToFileURL(file).href);
    loaded.set(name, module);
  }
  const response = await (await module).default(request, env);
  /** @type {Record<string, string>} */
  const out = {};
  response.headers.forEach((value, key) => {
    out[key] = value;
  });
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}
