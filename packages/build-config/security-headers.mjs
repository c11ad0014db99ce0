// The security headers of the production static servers (scripts/lib/static-server.mjs) and the
// check of request targets they run first. Pure functions of the HTML being served and of the
// runtime map, so the policy follows the deployment: re-pointing a remote in
// /runtime-config.json changes the allowed origins on the next request, without a restart.
import { createHash } from 'node:crypto';

/** Headers every response carries, whatever its type. */
export const baseSecurityHeaders = {
  // Served types are exact (the server sets them per extension): no guessing HTML out of a JSON
  // or image response.
  'X-Content-Type-Options': 'nosniff',
  // Addresses of articles and back-office screens stay on the site; other origins see only ours.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * `type` values that make a <script> run: empty or absent, a JavaScript MIME type, `module`, and
 * the two JSON-but-executed kinds Chromium checks against script-src. Anything else (the page's
 * `application/json` query cache, JSON-LD) is a data block: the browser never runs it and never
 * checks it against the policy, so it needs no hash and its data can change freely.
 */
const executedTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

// Quoted attribute values may hold '>', so the opening tag is read attribute by attribute.
const scriptPattern = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** @param {string} tagAttributes */
function attributesOf(tagAttributes) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const match of tagAttributes.matchAll(attributePattern)) {
    // The name group always takes part in a match; the value groups are each optional.
    const [, rawName = '', doubleQuoted, singleQuoted, bare] = match;
    const name = rawName.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

/**
 * The CSP source expression ('sha256-…') of every inline script the browser would run in this
 * HTML, in document order without repeats. The hash is over the script's text as the browser
 * sees it: the HTML parser turns CR LF and lone CR into LF before anything else.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  // Both groups always take part in a match (each may be empty).
  for (const [, tagAttributes = '', text = ''] of html.matchAll(scriptPattern)) {
    const attributes = attributesOf(tagAttributes);
    if (attributes.has('src')) continue;
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (!executedTypes.has(type)) continue;
    const normalized = text.replace(/\r\n?/g, '\n');
    const digest = createHash('sha256').update(normalized, 'utf8').digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** @param {string | undefined} url */
function originOf(url) {
  try {
    const parsed = new URL(String(url));
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{ remotes?: Record<string, string>; supabase?: { url?: string } }} RuntimeMap
 */

/**
 * The Content-Security-Policy of one HTML response.
 * @param {{ html?: string; scriptHashes?: string[]; config?: RuntimeMap | null }} options
 * `html`: the document served, or `scriptHashes`: its inlineScriptHashes (a server keeps them
 * per file). `config`: the runtime map being served; without one, the page may load only from
 * its own origin.
 */
export function contentSecurityPolicy({ html = '', scriptHashes, config }) {
  // Each remote's code, styles, images and fonts come from where its manifest is (the remotes
  // build with assetPrefix 'auto'), and the shell fetches the manifest itself.
  const remotes = [
    ...new Set(
      Object.values(config?.remotes ?? {})
        .map(originOf)
        .filter(Boolean),
    ),
  ].sort();
  const supabase = originOf(config?.supabase?.url);
  // Realtime is a WebSocket on the same host: ws:// beside http://, wss:// beside https://.
  const realtime = supabase?.replace(/^http/, 'ws');
  const directives = {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': the only inline code is the shell's bootstrap
    // (and whatever else the served file holds), allowed by its exact hash.
    'script-src': ["'self'", ...remotes, ...(scriptHashes ?? inlineScriptHashes(html))],
    // 'unsafe-inline' for styles, knowingly. styled-components writes <style> elements at run time
    // whose rules depend on what is on screen, so no hash can be known in advance; a nonce would
    // need a fresh value written into every response, but pages are static files (prerendered,
    // gzipped once and cached); and React renders `style` attributes, which only
    // 'unsafe-inline' allows. What it leaves open is CSS injection, which needs markup injection
    // first; scripts, the real danger, stay locked to files and hashes.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // data: and blob: for images made in the page (placeholders, previews of an upload before it
    // is sent); the Supabase origin serves stored and resized images.
    'img-src': ["'self'", 'data:', 'blob:', ...(supabase ? [supabase] : []), ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...(supabase ? [supabase, realtime] : []), ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // A school's site has no reason to be shown inside another one, and the back office must not
    // be (clickjacking of signed-in staff): no page may be framed, by any origin, ours included.
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every header of an HTML response besides type and caching.
 * @param {{ html?: string; scriptHashes?: string[]; config?: RuntimeMap | null }} options
 * @returns {Record<string, string>}
 */
export function htmlSecurityHeaders(options) {
  return {
    ...baseSecurityHeaders,
    'Content-Security-Policy': contentSecurityPolicy(options),
    // For browsers that predate frame-ancestors (it wins where both are understood).
    'X-Frame-Options': 'DENY',
  };
}

// C0 controls and DEL: none belongs in a path. A browser never sends them raw; encoded,
// they are there to confuse whoever reads the path next (the router, a link builder).
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * What the server does with a request target before anything else. A path that starts with two
 * slashes reads as another host to anything that puts it in a link (`//evil.example` is
 * protocol-relative), and the app would draw a page there whose own links lead off the site:
 * such paths, and empty segments anywhere (`/ar//evil.example/x`), are redirected to the
 * collapsed path, a same-origin address that cannot be read as one for another host. Backslashes
 * (browsers read them as slashes) and control characters, raw or percent-encoded, and slashes
 * hidden as %2F that would rebuild such a path, are refused outright: no address of the site
 * needs them.
 * @param {string} target the raw request target (`req.url`)
 * @returns {{ action: 'serve' } | { action: 'redirect'; location: string } | { action: 'reject' }}
 */
export function checkRequestTarget(target) {
  if (!target.startsWith('/')) return { action: 'reject' };
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  // Only printable ASCII: browsers percent-encode everything else.
  if (!/^[\u0021-\u007e]*$/.test(path) || path.includes('\\')) return { action: 'reject' };
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { action: 'reject' };
  }
  if (decoded.includes('\\') || controlCharacter.test(decoded)) return { action: 'reject' };
  if (path.includes('//')) {
    // Exactly one leading slash and no backslash: a path on this origin for every reader. The
    // query follows unchanged when it is plain ASCII (it cannot turn the path into a host).
    const collapsed = path.replace(/\/{2,}/g, '/');
    const keptQuery = /^[\u0021-\u007e]*$/.test(query) ? query : '';
    return { action: 'redirect', location: `${collapsed}${keptQuery}` };
  }
  if (decoded.includes('//')) return { action: 'reject' };
  return { action: 'serve' };
}
