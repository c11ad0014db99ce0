// The mails auth sends: their one-time codes and token hashes, the links in them and where
// those may lead, and the sending itself, in the background once the answer is on its way.
import { createHash, randomInt } from 'node:crypto';

/** @typedef {Omit<import('../mailer.mjs').MailData, 'SiteURL'>} AuthMailData */
/** @typedef {ReturnType<typeof createAuthMail>} AuthMail */

/** GoTrue's crypto.GenerateTokenHash. @param {string} email @param {string} otp */
export const tokenHash = (email, otp) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * @param {{ config: import('../config.mjs').StackConfig; publicUrl: () => string;
 *   mailer: ReturnType<typeof import('../mailer.mjs').createMailer> | null }} deps
 */
export function createAuthMail({ config, publicUrl, mailer }) {
  /**
   * Where a mailed link may lead: the site, or an address allowed by configuration; anything
   * else falls back to the site (GoTrue's redirect allow list), so a link never hands a code
   * or tokens to another origin.
   * @param {string | null | undefined} wanted
   */
  function redirectTarget(wanted) {
    if (!wanted) return config.siteUrl;
    let url;
    try {
      url = new URL(wanted);
    } catch {
      return config.siteUrl;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
    const allowed = [config.siteUrl, ...config.additionalRedirectUrls].some((entry) => {
      try {
        const base = new URL(entry);
        return base.origin === url.origin && url.pathname.startsWith(base.pathname);
      } catch {
        return false;
      }
    });
    return allowed ? url.toString() : config.siteUrl;
  }

  /** @param {string} type @param {string} token @param {string} redirectTo */
  const verifyUrl = (type, token, redirectTo) =>
    `${publicUrl()}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;

  /**
   * Sends a mail through the configured mailer (in the background) or says why not.
   * @param {import('../mailer.mjs').MailType} type @param {string} to @param {AuthMailData} data
   */
  function send(type, to, data) {
    if (!mailer) {
      config.log(`mail to ${to} (${type}) not sent: no mailer`);
      return;
    }
    try {
      mailer.send(type, to, { SiteURL: config.siteUrl, ...data });
    } catch (error) {
      config.log(`mail to ${to} (${type}) not sent: ${messageOf(error)}`);
    }
  }

  /** Work started after an answer, awaited by a stop. @type {Set<Promise<void>>} */
  const background = new Set();

  /** @param {() => Promise<void>} work */
  function afterAnswer(work) {
    // Started once the answer is on its way, not before.
    const running = new Promise((resolveTurn) => setImmediate(resolveTurn))
      .then(work)
      .catch((error) => config.log(`auth background work failed: ${messageOf(error)}`))
      .finally(() => background.delete(running));
    background.add(running);
  }

  return {
    redirectTarget,
    verifyUrl,
    send,
    afterAnswer,
    /** Waits for the work started after answers. */
    async settle() {
      await Promise.allSettled([...background]);
    },
  };
}

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));
