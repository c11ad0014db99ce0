// What every auth handler works with: the database, the configuration, the limits, the mails
// and the sessions, made once per stack.
import { createAuthLimits } from './limits.mjs';
import { createAuthMail } from './mail.mjs';
import { createSessions } from './sessions.mjs';

/**
 * @typedef {{ db: import('../db.mjs').Database; config: import('../config.mjs').StackConfig;
 *   limits: import('./limits.mjs').AuthLimits; mail: import('./mail.mjs').AuthMail;
 *   sessions: import('./sessions.mjs').Sessions }} AuthContext
 * @typedef {{ req: import('node:http').IncomingMessage; res: import('node:http').ServerResponse;
 *   url: URL }} AuthRequest
 */

/**
 * @param {{ db: import('../db.mjs').Database; config: import('../config.mjs').StackConfig;
 *   publicUrl: () => string; mailer: ReturnType<typeof import('../mailer.mjs').createMailer> | null }} deps
 * @returns {AuthContext}
 */
export function createAuthContext({ db, config, publicUrl, mailer }) {
  return {
    db,
    config,
    limits: createAuthLimits(config),
    mail: createAuthMail({ config, publicUrl, mailer }),
    sessions: createSessions({ config, publicUrl }),
  };
}
