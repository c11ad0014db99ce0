import { retryAfterMinutes } from './retry-after';

describe('retryAfterMinutes', () => {
  it('rounds the seconds the service gives up to whole minutes', () => {
    const error = (message: string) => ({
      message,
      code: 'over_email_send_rate_limit',
      status: 429,
    });
    expect(
      retryAfterMinutes(
        error('For security purposes, you can only request this after 42 seconds.'),
      ),
    ).toBe(1);
    expect(
      retryAfterMinutes(
        error(
          'Request rate limit reached. For security purposes, you can only request this after 241 seconds.',
        ),
      ),
    ).toBe(5);
    expect(retryAfterMinutes(error('Request rate limit reached'))).toBeNull();
    expect(retryAfterMinutes(null)).toBeNull();
  });
});
