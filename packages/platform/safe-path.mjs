// Plain code with no Node dependency: the shell, the remotes and the prerenderer all build links
// with it, in the browser and in Node.

/**
 * Whether text holds a character a browser's URL parser (WHATWG URL) does not take literally: it
 * drops every ASCII tab and newline anywhere, trims C0 controls and spaces at both ends, and
 * reads `\` as `/` in http(s) addresses. So `/\evil.example`, `/<TAB>/evil.example` and
 * ` //evil.example` all mean `//evil.example`, which is another site. Rather than re-implement
 * those rules, links holding a C0 control, DEL or a backslash are refused outright: the site's
 * own paths never contain them. (A loop over code units: the lint forbids control-character
 * ranges in regular expressions.)
 * @param {string} text
 */
export function hasUnsafeUrlCharacters(text) {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

// Some layer (a router, a server, a later `decodeURIComponent`) may decode the path once or
// more; what it would then read must not be another site either.
const MAX_DECODE_ROUNDS = 4;

// Only used to check a result: an address that parses against it to another origin is refused.
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * The path part of an address (before `?` or `#`).
 * @param {string} value
 */
function pathPart(value) {
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end);
}

/**
 * The value and each of its successive percent-decodings, until one changes nothing.
 * @param {string} value
 */
function decodings(value) {
  const forms = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A malformed escape stops every decoder the same way: nothing further to read.
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * A path on this site built from a candidate that may come from the address bar, a stored
 * article or a setting: the candidate itself when it is a plain path of this site (runs of `/`
 * in its path part collapsed to one, so `//evil.example/x` becomes `/evil.example/x`), else
 * `fallback`. Refused: anything not starting with `/` (schemes such as `javascript:`, relative
 * paths, leading spaces), backslashes and control characters, and paths whose percent-decoded
 * forms would hold any of those or a `//`.
 * @param {unknown} candidate
 * @param {string} [fallback] returned for a refused candidate; the home page by default
 * @returns {string}
 */
export function safeInternalPath(candidate, fallback = '/') {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return fallback;
  const path = pathPart(candidate);
  const result = path.replace(/\/{2,}/g, '/') + candidate.slice(path.length);
  if (hasUnsafeUrlCharacters(result)) return fallback;
  for (const form of decodings(pathPart(result)).slice(1)) {
    if (hasUnsafeUrlCharacters(form) || form.includes('//') || !form.startsWith('/'))
      return fallback;
  }
  // The last word goes to the URL parser itself, as a browser would read the link.
  try {
    if (new URL(result, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return result;
}
