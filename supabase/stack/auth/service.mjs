// /auth/v1: the subset of GoTrue the product uses, over GoTrue's own tables, JSON shapes, error
// codes and status codes (API version 2024-01-01, as auth-js sends and reads it). Routing
// (routes.mjs), request parsing (parse.mjs), limits, mails, sessions and users each have a
// module; each endpoint's handler is in the module named after it.
import { createAuthContext } from './context.mjs';
import { createRouter } from './routes.mjs';

/**
 * @param {{ db: import('../db.mjs').Database; config: import('../config.mjs').StackConfig;
 *   publicUrl: () => string; mailer: ReturnType<typeof import('../mailer.mjs').createMailer> | null }} deps
 */
export function createAuthService(deps) {
  const ctx = createAuthContext(deps);
  const { handle } = createRouter(ctx);
  return {
    handle,
    async stop() {
      ctx.limits.stop();
      await ctx.mail.settle();
    },
  };
}
