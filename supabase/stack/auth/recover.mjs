// POST /recover: a password-reset link mailed to an address, if it has an account.
import { newOtp, tokenHash } from './mail.mjs';
import { createFlowState } from './mail-tokens.mjs';
import { pkceParams, readJsonBody, requiredEmail } from './parse.mjs';

/** @param {import('./context.mjs').AuthContext} ctx @param {import('./context.mjs').AuthRequest} call */
export async function recover({ db, config, limits, mail }, { req, url }) {
  const body = await readJsonBody(req, config.maxJsonDepth);
  const email = requiredEmail(body.email, 'Password recovery requires an email');
  const pkce = pkceParams(body);
  limits.mailAllowance(req, email);
  const redirectTo = mail.redirectTarget(url.searchParams.get('redirect_to'));
  // The same answer after the same work, one read, whether or not the address has an account:
  // neither the answer nor its time tells who has one. The token, the flow and the mail are
  // made after the answer (a failure there is logged, as a mail that could not be sent).
  const found = await db.query(
    'select id from auth.users where email = $1 and is_sso_user = false and deleted_at is null',
    [email],
  );
  /** @type {string | undefined} */
  const userId = found.rows[0]?.id;
  if (userId) {
    mail.afterAnswer(async () => {
      const data = await db.transaction(async (query) => {
        const row = (
          await query('select raw_user_meta_data from auth.users where id = $1 for update', [
            userId,
          ])
        ).rows[0];
        if (!row) return null;
        const otp = newOtp();
        const token = (pkce ? 'pkce_' : '') + tokenHash(email, otp);
        await query(
          'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
          [userId, token],
        );
        if (pkce) await createFlowState(query, userId, 'recovery', pkce);
        return {
          ConfirmationURL: mail.verifyUrl('recovery', token, redirectTo),
          Email: email,
          Token: otp,
          TokenHash: token,
          RedirectTo: redirectTo,
          Data: row.raw_user_meta_data ?? {},
        };
      });
      if (data) mail.send('recovery', email, data);
    });
  }
  return {};
}
