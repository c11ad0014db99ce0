// Browser code, in the shell's production build only (see ../../federation-runtime.mjs): what
// @module-federation/runtime-core's `utils/semver/index.js` becomes. The runtime asks it whether
// a shared module's version satisfies a range: the range an app asks for (every app asks at the
// shell's range, `providedRange` in ../../shared.mjs: a caret range, or `^0.1.0` for the
// workspace packages) and `<=version` when it orders the versions it holds. The published
// module parses every npm range form (x-ranges, hyphen ranges, loose versions, with a dozen
// regular expressions); this one reads the plain forms only: comparators `^ ~ >= <= > < =` or
// none before a full version (`1.2.3`, `1.2.3-rc.1`), joined by spaces and `||`, or `*`. On
// those it answers as the published module does (federation-runtime.test.mjs compares both on
// every pair of a corpus); `supportedRange` below is what shared.mjs checks every range against
// at build time, so no app is built asking for a range this module cannot read. Another form
// is answered false, with an error in the console that names it.

const number = '(0|[1-9]\\d*)';
const pre = '(?:0|[1-9]\\d*|\\d*[a-zA-Z-][a-zA-Z0-9-]*)';
const build = '[0-9A-Za-z-]+';
const full = `v?${number}\\.${number}\\.${number}(?:-(${pre}(?:\\.${pre})*))?(?:\\+${build}(?:\\.${build})*)?`;
const versionPattern = new RegExp(`^${full}$`);
const comparatorPattern = new RegExp(`^(\\^|~>?|[<>]?=?)\\s*${full}$`);

/** @typedef {{ major: string; minor: string; patch: string; pre: string[] | undefined; text: string }} Atom */

/**
 * @param {RegExpExecArray} match @param {number} at the index of the major number's group
 * @returns {Atom}
 */
function atom(match, at) {
  const [major = '', minor = '', patch = '', pre] = match.slice(at, at + 4);
  return {
    major,
    minor,
    patch,
    pre: pre?.split('.'),
    text: `${major}.${minor}.${patch}${pre ? `-${pre}` : ''}`,
  };
}

/**
 * One identifier against another as the runtime compares them (numbers as numbers).
 * @param {string | number} a @param {string | number} b
 */
function order(a, b) {
  a = Number(a) || a;
  b = Number(b) || b;
  return a > b ? 1 : a === b ? 0 : -1;
}

/**
 * The runtime's prerelease order: none above any, then identifier by identifier.
 * @param {string[] | undefined} a @param {string[] | undefined} b
 */
function orderPre(a, b) {
  if (!a) return b ? 1 : 0;
  if (!b) return -1;
  for (let i = 0; i <= a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === undefined && y === undefined) return 0;
    if (!x) return 1;
    if (!y) return -1;
    return order(x, y);
  }
  return 0;
}

/** The range's version against the tested one: 1 above it, 0 equal, -1 below. @param {Atom} r @param {Atom} v */
function versus(r, v) {
  return (
    order(r.major, v.major) ||
    order(r.minor, v.minor) ||
    order(r.patch, v.patch) ||
    orderPre(r.pre, v.pre)
  );
}

/**
 * The upper bound of a caret or tilde range, as the runtime writes it (`<x.y.z-0`).
 * @param {string} operator @param {Atom} r @returns {Atom}
 */
function upper(operator, r) {
  const next = (/** @type {string} */ n) => String(Number(n) + 1);
  const [major, minor, patch] =
    operator !== '^' || r.major !== '0'
      ? operator === '^'
        ? [next(r.major), '0', '0']
        : [r.major, next(r.minor), '0']
      : r.minor !== '0'
        ? ['0', next(r.minor), '0']
        : ['0', '0', next(r.patch)];
  return { major, minor, patch, pre: ['0'], text: `${major}.${minor}.${patch}-0` };
}

/**
 * Whether one comparator holds for a version; undefined when it is not one this module reads.
 * Like the runtime, a lower bound of exactly `>=0.0.0` (written so, or from `^0.0.0`, `~0.0.0`)
 * is no condition at all; `skipped` says so.
 * @param {string} comparator @param {Atom} v @returns {boolean | undefined | 'skipped'}
 */
function holds(comparator, v) {
  const match = comparatorPattern.exec(comparator);
  if (!match) return undefined;
  const operator = match[1] ?? '';
  const r = atom(match, 2);
  const at = versus(r, v);
  const atLeast = r.text === v.text || at < 0;
  switch (operator) {
    case '':
    case '=':
      return r.text === v.text;
    case '>':
      return at < 0;
    case '>=':
      return comparator === '>=0.0.0' ? 'skipped' : atLeast;
    case '<':
      return at > 0;
    case '<=':
      return r.text === v.text || at > 0;
    case '^':
    case '~':
    case '~>':
      return (r.text === '0.0.0' || atLeast) && versus(upper(operator[0] ?? '', r), v) > 0;
    default:
      return undefined;
  }
}

/**
 * Whether the runtime's reading of a range is this module's: every range an app is built with
 * must be (shared.mjs).
 * @param {string} range
 */
export function supportedRange(range) {
  return range.split('||').every((alternative) => {
    const trimmed = alternative.trim();
    return (
      trimmed === '' ||
      trimmed === '*' ||
      trimmed === 'x' ||
      trimmed.split(/\s+/).every((c) => comparatorPattern.test(c))
    );
  });
}

/**
 * Whether a version satisfies a range, as runtime-core's `satisfy` answers for the plain forms.
 * @param {string} version @param {string} range
 */
export function satisfy(version, range) {
  const match = version ? versionPattern.exec(version) : null;
  if (!match) return false;
  const v = atom(match, 1);
  for (const alternative of range.split('||')) {
    const trimmed = alternative.trim();
    if (!trimmed || trimmed === '*' || trimmed === 'x') return true;
    let all = true;
    let checked = 0;
    for (const comparator of trimmed.split(/\s+/)) {
      const result = holds(comparator, v);
      if (result === 'skipped') continue;
      checked += 1;
      if (result === undefined) {
        console.error(`[federation] a range this runtime does not read: "${range}"`);
      }
      if (!result) {
        all = false;
        break;
      }
    }
    if (checked && all) return true;
  }
  return false;
}
