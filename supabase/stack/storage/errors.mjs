// The Storage API's error answers: most failures are HTTP 400 with the meaningful status in the
// body, as Supabase Storage sends them.
import { HttpError } from '../http.mjs';

/** @param {string | number} statusCode @param {string} error @param {string} message @param {number} [http] */
export const storageError = (statusCode, error, message, http = 400) =>
  new HttpError(http, { statusCode: String(statusCode), error, message });

export const notFound = () => storageError(404, 'not_found', 'Object not found');

export const routeNotFound = () => storageError(404, 'not_found', 'Route not found', 404);

export const objectTooLarge = () =>
  storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

/**
 * The Storage API's answer to a failure of the database or the file system; the failure's own
 * text (paths, SQL) goes to the log only.
 * @param {unknown} error @param {(line: string) => void} log
 */
export function toStorageError(error, log) {
  if (error instanceof HttpError) return error;
  const code = error instanceof Object && 'code' in error ? error.code : undefined;
  if (code === '42501')
    return storageError(403, 'Unauthorized', 'new row violates row-level security policy');
  if (code === '23505') return storageError(409, 'Duplicate', 'The resource already exists');
  if (code === '22P05' || code === '22021')
    return storageError(400, 'InvalidRequest', 'Invalid characters in the request');
  log(`[storage] error: ${error instanceof Error ? error.message : String(error)}`);
  return code === 'ENOSPC'
    ? storageError(
        507,
        'InsufficientStorage',
        'The server has no space left to store the object',
        507,
      )
    : storageError(500, 'internal', 'Internal Server Error', 500);
}
