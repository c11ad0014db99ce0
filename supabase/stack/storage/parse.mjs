// What a Storage request says: its path, object keys, uploaded bytes, JSON bodies and list
// options, each checked the way Supabase Storage checks it.
import busboy from 'busboy';
import { BodyTooLargeError, readBody } from '../http.mjs';
import { objectTooLarge, storageError } from './errors.mjs';

/** @typedef {{ data: Buffer; mimetype: string; cacheControl: string | null }} Upload */
/**
 * @typedef {{ prefix: string; limit: number; offset: number; search: string;
 *   sortColumn: 'name' | 'created_at' | 'updated_at'; descending: boolean }} ListOptions
 */

const SORT_COLUMNS = /** @type {const} */ (['name', 'created_at', 'updated_at']);

/** The decoded segments of a path after /storage/v1. @param {string} path */
export function pathSegments(path) {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        throw storageError(400, 'InvalidKey', 'Invalid key');
      }
    });
}

/** @param {string} name */
export function checkKey(name) {
  // The Storage API's own key rule, plus no empty or dot segments.
  const valid =
    name.length > 0 &&
    name.length <= 1024 &&
    /^[\w!\-.*'() &$@=;:+,?/]+$/u.test(name) &&
    !name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (!valid) throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
  return name;
}

/** @param {string} pattern @param {string} mimetype */
export function mimeMatches(pattern, mimetype) {
  if (pattern.endsWith('/*')) return mimetype.startsWith(pattern.slice(0, -1));
  return pattern === mimetype;
}

/**
 * An upload's bytes, type and cache time: a multipart form (one file, an optional
 * `cacheControl` field) or the raw body with its own headers.
 * @param {import('node:http').IncomingMessage} req @param {number} limit @returns {Promise<Upload>}
 */
export async function readUpload(req, limit) {
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) return readMultipart(req, limit);
  try {
    const data = await readBody(req, limit);
    const header = req.headers['cache-control'];
    return {
      data,
      mimetype: (type.split(';')[0] ?? '').trim() || 'application/octet-stream',
      cacheControl: typeof header === 'string' ? header.replace(/^max-age=/, '') : null,
    };
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw objectTooLarge();
    throw error;
  }
}

/** @param {import('node:http').IncomingMessage} req @param {number} limit @returns {Promise<Upload>} */
function readMultipart(req, limit) {
  return new Promise((resolveUpload, reject) => {
    /** @type {{ data: Buffer; mimetype: string; tooLarge: boolean } | null} */
    let file = null;
    /** @type {string | null} */
    let cacheControl = null;
    let parser;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: limit, files: 1 } });
    } catch {
      reject(storageError(400, 'InvalidRequest', 'Malformed multipart body'));
      return;
    }
    parser.on('field', (name, value) => {
      if (name === 'cacheControl') cacheControl = value;
    });
    parser.on('file', (_name, stream, info) => {
      /** @type {Buffer[]} */
      const chunks = [];
      const current = { data: Buffer.alloc(0), mimetype: info.mimeType, tooLarge: false };
      stream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      stream.on('limit', () => {
        current.tooLarge = true;
      });
      stream.on('end', () => {
        current.data = Buffer.concat(chunks);
      });
      file = current;
    });
    parser.on('error', () =>
      reject(storageError(400, 'InvalidRequest', 'Malformed multipart body')),
    );
    parser.on('close', () => {
      if (!file) {
        reject(storageError(400, 'InvalidRequest', 'No file in the multipart body'));
        return;
      }
      if (file.tooLarge) {
        reject(objectTooLarge());
        return;
      }
      resolveUpload({ data: file.data, mimetype: file.mimetype, cacheControl });
    });
    req.pipe(parser);
  });
}

/**
 * A JSON object body of at most 1 MiB (an empty body is `{}`).
 * @param {import('node:http').IncomingMessage} req @returns {Promise<Record<string, unknown>>}
 */
export async function readJson(req) {
  let raw;
  try {
    raw = await readBody(req, 1024 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw storageError(413, 'Payload too large', 'The request body is too large');
    throw error;
  }
  /** @type {unknown} */
  let value;
  try {
    value = raw.length ? JSON.parse(raw.toString('utf8')) : {};
  } catch {
    value = null;
  }
  if (!isRecord(value)) throw storageError(400, 'InvalidRequest', 'Body is not valid JSON');
  return value;
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The options of POST /object/list/:bucket, with Storage's defaults and bounds. @param {Record<string, unknown>} body @returns {ListOptions} */
export function listOptions(body) {
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix : '';
  const sortBy = isRecord(body.sortBy) ? body.sortBy : {};
  const column = SORT_COLUMNS.find((name) => name === sortBy.column);
  return {
    prefix: rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`,
    limit: Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000),
    offset: Math.max(Number(body.offset ?? 0) || 0, 0),
    search: typeof body.search === 'string' ? body.search.toLowerCase() : '',
    sortColumn: column ?? 'name',
    descending: sortBy.order === 'desc',
  };
}

/** The string entries of DELETE /object/:bucket's `prefixes`. @param {Record<string, unknown>} body */
export function prefixesOf(body) {
  const prefixes = Array.isArray(body.prefixes) ? body.prefixes.filter(isString) : [];
  if (prefixes.length === 0)
    throw storageError(400, 'InvalidRequest', 'prefixes must be a non-empty array');
  return prefixes;
}

/** @param {unknown} value @returns {value is string} */
const isString = (value) => typeof value === 'string';
