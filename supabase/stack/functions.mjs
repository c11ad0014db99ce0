// /functions/v1/<name>: the project's Edge Functions (supabase/functions/<name>/), run in the
// stack's own process. Each keeps its logic in `handler.mjs`, plain web-standard JavaScript
// (Request in, Response out, fetch to the project's APIs), which the function's `index.ts`
// serves on Supabase's Deno runtime: the same code answers here and on a hosted project.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BodyTooLargeError, readBody, sendJson } from './http.mjs';
import { JwtError, bearerOf, verifyJwt } from './jwt.mjs';

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));

/**
 * The functions config.toml lets run without a JWT (`[functions.<name>]` with
 * `verify_jwt = false`), as `supabase functions deploy --no-verify-jwt` does on a hosted project.
 * @param {string} configFile
 */
export function openFunctions(configFile) {
  /** @type {Set<string>} */
  const open = new Set();
  let current = '';
  for (const raw of readFileSync(configFile, 'utf8').split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[functions\.([a-z0-9][a-z0-9-]*)\]$/.exec(line);
    if (header) current = /** @type {string} */ (header[1]);
    else if (line.startsWith('[')) current = '';
    else if (current && /^verify_jwt\s*=\s*false$/.test(line)) open.add(current);
  }
  return open;
}

/** The function a `/functions/v1` path names. @param {string} path */
export const functionName = (path) => /^\/([a-z0-9][a-z0-9-]{0,62})\/?$/.exec(path)?.[1];

/** @type {Map<string, Promise<{ default: (request: Request, env: Record<string, string>) => Promise<Response> }>>} */
const loaded = new Map();

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string} path the path after /functions/v1
 * @param {{ jwtSecret: string; maxBodyBytes: number; env: Record<string, string>; open?: Set<string> }} options
 *   open: the functions that run without a JWT (openFunctions)
 */
export async function runFunction(req, res, path, { jwtSecret, maxBodyBytes, env, open }) {
  const name = functionName(path);
  const file = name ? `${functionsDir}${name}/handler.mjs` : null;
  if (!name || !file || !existsSync(file)) {
    req.resume();
    return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  // verify_jwt, on by default for Edge Functions: a valid project token (anon, a user's,
  // service role) or nothing runs.
  const token = bearerOf(req.headers);
  if (!open?.has(name)) {
    try {
      if (!token) throw new JwtError('missing', 'malformed');
      verifyJwt(token, jwtSecret);
    } catch {
      req.resume();
      return sendJson(res, 401, { code: 401, message: 'Invalid JWT' });
    }
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
  // The query string too: the newsletter's links carry their token there.
  const query = (req.url ?? '').includes('?')
    ? (req.url ?? '').slice((req.url ?? '').indexOf('?'))
    : '';
  const request = new Request(`${env.SUPABASE_URL}/functions/v1/${name}${query}`, {
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
