// The limits, as Supabase Auth's [auth.rate_limit] and SMTP max frequency, plus two of the
// school's own (failed sign-ins per address; every mail per address, known or not, so a limit
// never tells whether an account exists).
import { clientAddress } from '../http.mjs';
import { createLimiter } from '../rate-limit.mjs';
import { tooManyEmails, tooManyRequests } from './errors.mjs';

const RATE_WINDOW_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** @typedef {ReturnType<typeof createAuthLimits>} AuthLimits */

/** @param {import('../config.mjs').StackConfig} config */
export function createAuthLimits(config) {
  const limiters = {
    signInSignUps: createLimiter({ windowMs: RATE_WINDOW_MS, max: config.signInSignUpRateLimit }),
    signInFailures: createLimiter({
      windowMs: RATE_WINDOW_MS,
      max: config.signInPerEmailRateLimit,
    }),
    emailSent: createLimiter({ windowMs: HOUR_MS, max: config.emailSentRateLimit }),
    emailPerAddress: createLimiter({ windowMs: config.emailMaxFrequencySeconds * 1000, max: 1 }),
    tokenVerifications: createLimiter({
      windowMs: RATE_WINDOW_MS,
      max: config.tokenVerificationRateLimit,
    }),
  };

  /**
   * One of the per-client limits: every attempt counts, successful or not.
   * @param {import('node:http').IncomingMessage} req
   * @param {'signInSignUps' | 'tokenVerifications'} which
   */
  function perClient(req, which) {
    const wait = limiters[which].take(clientAddress(req, config.trustedProxies));
    if (wait !== null) {
      req.resume();
      throw tooManyRequests(wait);
    }
  }

  /**
   * One mail to `email` asked for by this client: refused past the per-client hourly limit or
   * within the per-address interval, whether or not the address has an account.
   * @param {import('node:http').IncomingMessage} req @param {string} email
   */
  function mailAllowance(req, email) {
    const client = clientAddress(req, config.trustedProxies);
    const clientWait = limiters.emailSent.blocked(client);
    if (clientWait !== null) throw tooManyEmails(clientWait);
    const addressWait = limiters.emailPerAddress.blocked(email);
    if (addressWait !== null) throw tooManyEmails(addressWait);
    limiters.emailSent.count(client);
    limiters.emailPerAddress.count(email);
  }

  return {
    perClient,
    mailAllowance,
    /** Failed sign-ins for one address, from any client. */
    signInFailures: limiters.signInFailures,
    stop() {
      for (const limiter of Object.values(limiters)) limiter.stop();
    },
  };
}
