/**
 * The database refuses a visitor's write past its limits (private.throttle) with this code and
 * HTTP 429; forms show "try again in a moment" for it and keep what was typed.
 */
export const RATE_LIMITED_CODE = 'rate_limited';

export function isRateLimited(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === RATE_LIMITED_CODE
  );
}
