// Filters an API client may not send to /rest/v1: the ones whose cost the database cannot bound.
//
// PGlite is one session. Every request takes its turn on it, so one statement running for
// seconds holds up every other client's reads, and past its statement_timeout the only way to
// stop it is to end PGlite's thread and reopen the database, which the waiting requests pay too
// (measured with scripts/bench-hostile-reads.mjs: one back-referencing regular expression every
// 3 s made 31 of 39 ordinary reads fail). PostgreSQL's regular expressions run in linear time
// except with back-references (`\1`) and the like, where they backtrack without bound; a short
// pattern over a few kilobytes of text then runs until the timeout. Nothing the site or the back
// office asks uses a regular-expression filter, so the anon and authenticated roles get none:
// `match` and `imatch`, negated or inside `or`/`and` trees, on a table or an embedded resource,
// are refused with 400 before PostgREST or the database sees them. The service role (the stack's
// own callers, trusted code) keeps them. The rule is the gateway's, so it is the same on PGlite and
// on PostgreSQL (DATABASE_URL). The statement timeouts (anon 3 s, authenticated 8 s) remain the
// backstop for whatever else runs long.
import { verifyJwt } from './jwt.mjs';

/** The regular-expression operators of PostgREST's filters. */
const REGEX_OPERATORS = new Set(['match', 'imatch']);

/** Query keys that are not filters. */
const NOT_FILTERS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/**
 * The role a request runs as in PostgREST: its bearer token's (else its API key's) `role` claim
 * when the token is the project's; anything else runs as nobody (PostgREST refuses it), screened
 * like anon.
 * @param {string | null} token @param {string} secret
 */
export function roleOfToken(token, secret) {
  if (!token) return 'anon';
  try {
    const claims = verifyJwt(token, secret);
    return typeof claims.role === 'string' ? claims.role : 'anon';
  } catch {
    return 'anon';
  }
}

/** PostgREST's filter operators: in a condition, the first of these after the column is its. */
const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
]);

/**
 * The operators of a PostgREST logic tree's conditions (`(a.eq.1,b.not.match.x,and(c.imatch.y))`).
 * @param {string} tree
 */
function treeOperators(tree) {
  // Quoted values ("a,b") may hold commas and parentheses: they are not structure.
  const unquoted = tree.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return unquoted
    .split(/[(),]/)
    .map((condition) => condition.split('.').find((word) => OPERATORS.has(word)) ?? '');
}

/**
 * Why a /rest/v1 query may not run for this role, or null when it may.
 * @param {string} search the query string (`?…`), as the client sent it
 * @param {string} role
 */
export function refusedFilter(search, role) {
  if (role === 'service_role') return null;
  const params = new URLSearchParams(search);
  for (const [key, value] of params) {
    const name = key.split('.').at(-1) ?? key;
    if (NOT_FILTERS.has(name)) continue;
    const operators =
      name === 'or' || name === 'and'
        ? treeOperators(value)
        : [(value.startsWith('not.') ? value.slice(4) : value).split(/[.(]/)[0] ?? ''];
    const regex = operators.find((operator) => REGEX_OPERATORS.has(operator));
    if (regex) {
      return (
        `Regular-expression filters (${regex}) are not accepted from the ${role} role: ` +
        'they can run for seconds and hold the database up for everyone. Use like or ilike'
      );
    }
  }
  return null;
}
