// Through the package's name: the main entry's copy (this module is the ./data/admin entry's).
import { RATE_LIMITED_CODE } from '@school/shared';

/**
 * What went wrong, in terms a person can act on. Screens turn a kind into a sentence in the
 * reader's language; the service's own text (English, technical) is for the console only.
 */
export type ErrorKind =
  | 'invalidCredentials'
  | 'emailNotConfirmed'
  | 'userExists'
  | 'weakPassword'
  | 'rateLimited'
  | 'network'
  | 'sessionExpired'
  | 'forbidden'
  | 'duplicate'
  | 'tooLarge'
  | 'invalidInput'
  | 'notFound'
  | 'signupDisabled'
  | 'linkExpired'
  | 'otherBrowser'
  | 'samePassword'
  | 'accountDisabled'
  | 'ownAccount'
  | 'lastSuperAdmin'
  | 'unknown';

/**
 * Codes of the auth service (GoTrue's `error_code`, which supabase-js puts on `code`), of
 * PostgREST (`PGRST…`) and of Postgres (SQLSTATE), as the local stack and hosted Supabase send
 * them.
 */
const byCode: Record<string, ErrorKind> = {
  invalid_credentials: 'invalidCredentials',
  email_not_confirmed: 'emailNotConfirmed',
  user_already_exists: 'userExists',
  email_exists: 'userExists',
  // invite_staff: an account already has this address.
  SA003: 'userExists',
  signup_disabled: 'signupDisabled',
  otp_expired: 'linkExpired',
  flow_state_not_found: 'linkExpired',
  flow_state_expired: 'linkExpired',
  // The recovery link opened in another browser than the one that asked (PKCE).
  pkce_code_verifier_not_found: 'otherBrowser',
  bad_code_verifier: 'otherBrowser',
  same_password: 'samePassword',
  user_banned: 'accountDisabled',
  // set_user_role / set_user_active.
  SA002: 'ownAccount',
  SA001: 'lastSuperAdmin',
  weak_password: 'weakPassword',
  over_request_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'rateLimited',
  [RATE_LIMITED_CODE]: 'rateLimited',
  bad_jwt: 'sessionExpired',
  session_not_found: 'sessionExpired',
  session_expired: 'sessionExpired',
  refresh_token_not_found: 'sessionExpired',
  refresh_token_already_used: 'sessionExpired',
  PGRST301: 'sessionExpired',
  PGRST303: 'sessionExpired',
  no_authorization: 'forbidden',
  not_admin: 'forbidden',
  '42501': 'forbidden',
  '23505': 'duplicate',
  request_too_large: 'tooLarge',
  validation_failed: 'invalidInput',
  email_address_invalid: 'invalidInput',
  bad_json: 'invalidInput',
  '22P02': 'invalidInput',
  '23502': 'invalidInput',
  '23514': 'invalidInput',
  user_not_found: 'notFound',
  not_found: 'notFound',
  PGRST116: 'notFound',
};

const byStatus: Record<number, ErrorKind> = {
  401: 'sessionExpired',
  403: 'forbidden',
  404: 'notFound',
  409: 'duplicate',
  413: 'tooLarge',
  429: 'rateLimited',
};

function field(error: object, name: string): unknown {
  return (error as Record<string, unknown>)[name];
}

export function errorKind(error: unknown): ErrorKind {
  if (!error || typeof error !== 'object') return 'unknown';
  const code = field(error, 'code');
  if (typeof code === 'string' && Object.hasOwn(byCode, code)) return byCode[code]!;
  // supabase-js: a request that never got an answer (offline, DNS, the server down).
  const name = field(error, 'name');
  const message = field(error, 'message');
  if (
    name === 'AuthRetryableFetchError' ||
    name === 'StorageUnknownError' ||
    (typeof message === 'string' &&
      /failed to fetch|fetch failed|networkerror|load failed/i.test(message))
  ) {
    return 'network';
  }
  const status = Number(field(error, 'status') ?? field(error, 'statusCode'));
  if (Object.hasOwn(byStatus, status)) return byStatus[status]!;
  return 'unknown';
}
