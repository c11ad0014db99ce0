import { errorKind } from './error-kind';

describe('errorKind', () => {
  it.each([
    // The auth service (GoTrue codes, as the local stack and hosted Supabase send them).
    [
      { code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' },
      'invalidCredentials',
    ],
    [{ code: 'user_already_exists', status: 422 }, 'userExists'],
    [{ code: 'weak_password', status: 422 }, 'weakPassword'],
    [{ code: 'over_request_rate_limit', status: 429 }, 'rateLimited'],
    [{ code: 'session_not_found', status: 403 }, 'sessionExpired'],
    [{ code: 'signup_disabled', status: 422 }, 'signupDisabled'],
    [{ code: 'otp_expired', status: 403 }, 'linkExpired'],
    [{ code: 'flow_state_expired', status: 422 }, 'linkExpired'],
    [{ code: 'pkce_code_verifier_not_found', status: 400 }, 'otherBrowser'],
    [{ code: 'same_password', status: 422 }, 'samePassword'],
    [{ code: 'user_banned', status: 400 }, 'accountDisabled'],
    // The accounts' database functions.
    [
      { code: 'SA001', message: 'the last super administrator cannot be removed' },
      'lastSuperAdmin',
    ],
    [{ code: 'SA002', message: 'nobody changes their own role' }, 'ownAccount'],
    [{ code: 'SA003', message: 'an account already exists' }, 'userExists'],
    // The database's throttle and PostgREST / Postgres codes.
    [{ code: 'rate_limited', message: 'too many' }, 'rateLimited'],
    [{ code: '42501', message: 'permission denied for table site_settings' }, 'forbidden'],
    [{ code: '23505', message: 'duplicate key value' }, 'duplicate'],
    [{ code: '23514', message: 'violates check constraint' }, 'invalidInput'],
    [{ code: 'PGRST301', message: 'JWT expired' }, 'sessionExpired'],
    [{ code: 'PGRST116', message: 'no rows' }, 'notFound'],
    // No answer at all.
    [{ name: 'AuthRetryableFetchError', message: '', status: 0 }, 'network'],
    [{ message: 'TypeError: Failed to fetch', code: '' }, 'network'],
    [new TypeError('fetch failed'), 'network'],
    // Storage answers with a status only.
    [{ name: 'StorageApiError', status: 413, message: 'Payload too large' }, 'tooLarge'],
    [{ statusCode: '403', message: 'new row violates row-level security policy' }, 'forbidden'],
  ])('%o is %s', (error, kind) => {
    expect(errorKind(error)).toBe(kind);
  });

  it.each([null, undefined, 'boom', 42, {}, { code: 'toString' }, { message: 'something odd' }])(
    '%o is unknown',
    (error) => {
      expect(errorKind(error)).toBe('unknown');
    },
  );
});
