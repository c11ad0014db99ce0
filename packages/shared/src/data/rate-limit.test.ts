import { isRateLimited } from './rate-limit';

describe('isRateLimited', () => {
  it("recognises the database's refusal and nothing else", () => {
    expect(isRateLimited({ code: 'rate_limited', message: 'Too many requests' })).toBe(true);
    expect(isRateLimited({ code: '22023' })).toBe(false);
    expect(isRateLimited(new Error('rate_limited'))).toBe(false);
    expect(isRateLimited(null)).toBe(false);
    expect(isRateLimited('rate_limited')).toBe(false);
  });
});
