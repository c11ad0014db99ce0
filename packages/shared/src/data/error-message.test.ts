import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("reads the service's own message of an Error or a Supabase error object", () => {
    expect(errorMessage(new Error('offline'))).toBe('offline');
    expect(errorMessage({ message: 'permission denied', code: '42501' })).toBe('permission denied');
  });

  it.each([null, undefined, 'boom', 42, { message: 42 }, {}])('has none for %j', (error) => {
    expect(errorMessage(error)).toBeUndefined();
  });
});
