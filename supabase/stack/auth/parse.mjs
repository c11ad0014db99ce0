// What an auth request says, checked as GoTrue checks it: the JSON body, e-mail addresses,
// passwords, PKCE parameters and verification types.
import { readFileSync } from 'node:fs';
import { BodyTooLargeError, containsNul, nestedDeeperThan, readBody } from '../http.mjs';
import { authError } from './errors.mjs';
import { TOKEN_COLUMNS } from './mail-tokens.mjs';

/** @typedef {import('./mail-tokens.mjs').VerifyType} VerifyType */
/** @typedef {{ challenge: string; method: 's256' | 'plain' }} Pkce */

// The site's list of common passwords (the browser checks the same one before sending).
const COMMON_PASSWORDS = new Set(
  /** @type {string[]} */ (
    JSON.parse(
      readFileSync(
        new URL('../../../packages/shared/src/data/auth/common-passwords.json', import.meta.url),
        'utf8',
      ),
    )
  ),
);
const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** @param {unknown} value @returns {value is Record<string, unknown>} */
export const isObject = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A body's metadata object, or none. @param {unknown} value */
export const objectOrEmpty = (value) => (isObject(value) ? value : {});

/**
 * A JSON object body of at most 1 MiB and `maxDepth` levels, without NUL characters (an empty
 * body is `{}`).
 * @param {import('node:http').IncomingMessage} req @param {number} maxDepth
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonBody(req, maxDepth) {
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
  if (nestedDeeperThan(raw, maxDepth)) {
    throw authError(
      400,
      'bad_json',
      `Could not parse request body as JSON: nested deeper than ${maxDepth} levels`,
    );
  }
  /** @type {unknown} */
  let body;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw authError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!isObject(body)) {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
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

/** A trimmed, lower-case address, or null when none was given. @param {unknown} email */
export function normaliseEmail(email) {
  if (typeof email !== 'string' || email.trim() === '') return null;
  const value = email.trim().toLowerCase();
  if (!EMAIL_RE.test(value) || value.length > 255) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return value;
}

/**
 * An address that must be given. @param {unknown} email @param {string} missing the error's text
 * @returns {string}
 */
export function requiredEmail(email, missing) {
  const value = normaliseEmail(email);
  if (!value) throw authError(400, 'validation_failed', missing);
  return value;
}

/**
 * The password rules (as the browser's form applies them): long enough, spaces at either end
 * not counted (ten spaces are no password), not a common password, not the account's own
 * address.
 * @param {unknown} password @param {string | null} email @param {number} minimumLength
 * @returns {asserts password is string}
 */
export function checkPassword(password, email, minimumLength) {
  if (typeof password !== 'string' || password === '') {
    throw authError(422, 'validation_failed', 'Signup requires a valid password');
  }
  if ([...password.trim()].length < minimumLength) {
    throw authError(
      422,
      'weak_password',
      `Password should be at least ${minimumLength} characters.`,
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
 * The PKCE parameters of a request (both or neither), checked as GoTrue checks them.
 * @param {Record<string, unknown>} body @returns {Pkce | null}
 */
export function pkceParams(body) {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method =
    typeof body.code_challenge_method === 'string' ? body.code_challenge_method.toLowerCase() : '';
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

/** @param {unknown} type @returns {VerifyType} */
export function verifyType(type) {
  if (typeof type !== 'string' || type === '') {
    throw authError(400, 'validation_failed', 'Verify requires a verification type');
  }
  if (!isVerifyType(type)) {
    throw authError(400, 'validation_failed', 'Unsupported verification type');
  }
  return type;
}

/** @param {string} type @returns {type is VerifyType} */
const isVerifyType = (type) => Object.hasOwn(TOKEN_COLUMNS, type);
