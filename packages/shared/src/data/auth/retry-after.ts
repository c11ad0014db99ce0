/**
 * The minutes a rate-limited request says to wait ("…you can only request this after 42
 * seconds.", as the auth service writes it), rounded up; null when it does not say.
 */
export function retryAfterMinutes(error: unknown): number | null {
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : null;
  if (typeof message !== 'string') return null;
  const seconds = /after (\d+) seconds?/.exec(message)?.[1];
  return seconds ? Math.max(1, Math.ceil(Number(seconds) / 60)) : null;
}
