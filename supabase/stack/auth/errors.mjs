// GoTrue's error answers: `{ code, message }` with its API version header, 429 with the seconds
// to wait, and the `error` a redirect reports a failure with.
import { HttpError } from '../http.mjs';

export const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' };

// GoTrue's oauthErrorMap: the `error` of a redirect that reports a failure.
/** @type {Record<number, string>} */
export const OAUTH_ERRORS = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** @param {number} status @param {string} code @param {string} message @param {Record<string, unknown>} [extra] */
export const authError = (status, code, message, extra = {}) =>
  new HttpError(status, { code, message, ...extra }, API_VERSION);

/** GoTrue's text for a limit, with the seconds to wait. @param {number} seconds */
export const waitMessage = (seconds) =>
  `For security purposes, you can only request this after ${seconds} seconds.`;

/** @param {string} code @param {string} message @param {number} seconds */
const limitError = (code, message, seconds) =>
  new HttpError(429, { code, message }, { ...API_VERSION, 'Retry-After': String(seconds) });

/** @param {number} seconds */
export const tooManyRequests = (seconds) =>
  limitError(
    'over_request_rate_limit',
    `Request rate limit reached. ${waitMessage(seconds)}`,
    seconds,
  );

/** @param {number} seconds */
export const tooManyEmails = (seconds) =>
  limitError('over_email_send_rate_limit', waitMessage(seconds), seconds);

export const userAlreadyExists = () =>
  authError(422, 'email_exists', 'A user with this email address has already been registered');
