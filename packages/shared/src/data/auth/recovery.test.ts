import { recoveryParams } from './recovery';

describe('recoveryParams', () => {
  it('reads the code of a good link', () => {
    expect(recoveryParams('?code=4f1c', '')).toEqual({ code: '4f1c', error: null });
  });

  it('reads the error of a used or expired link, from the query or the fragment', () => {
    expect(
      recoveryParams(
        '?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
        '#error=access_denied&error_code=otp_expired&sb=',
      ),
    ).toEqual({ code: null, error: 'otp_expired' });
    expect(recoveryParams('', '#error=access_denied&error_code=otp_expired')).toEqual({
      code: null,
      error: 'otp_expired',
    });
    expect(recoveryParams('', '')).toEqual({ code: null, error: null });
  });
});
