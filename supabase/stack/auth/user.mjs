// /user and /logout: the signed-in user reads and changes their account, and ends sessions.
import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';
import { authError, userAlreadyExists } from './errors.mjs';
import { requireUserToken } from './guards.mjs';
import { newOtp, tokenHash } from './mail.mjs';
import { createFlowState } from './mail-tokens.mjs';
import { checkPassword, isObject, normaliseEmail, pkceParams, readJsonBody } from './parse.mjs';
import { iso, loadUser } from './users.mjs';

/** @typedef {import('./context.mjs').AuthContext} AuthContext */
/** @typedef {import('./context.mjs').AuthRequest} AuthRequest */

/** GET /user @param {AuthContext} ctx @param {AuthRequest} call */
export async function getUser({ db, config }, { req }) {
  const { userId } = await requireUserToken(db, config.jwtSecret, req);
  const user = await loadUser(db.query, userId);
  if (!user) throw authError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
  return user;
}

/**
 * PUT /user: a new password, metadata, or address (confirmed from a link mailed to it).
 * @param {AuthContext} ctx @param {AuthRequest} call
 */
export async function updateUser({ db, config, limits, mail }, { req, url }) {
  const { userId, sessionId } = await requireUserToken(db, config.jwtSecret, req);
  const body = await readJsonBody(req, config.maxJsonDepth);
  /** @type {{ to: string; data: import('./mail.mjs').AuthMailData }[]} */
  const mails = [];
  await db.transaction(async (query) => {
    const current = (
      await query(
        'select email, encrypted_password, raw_user_meta_data from auth.users where id = $1 for update',
        [userId],
      )
    ).rows[0];
    if (!current) throw authError(404, 'user_not_found', 'User not found');
    const password = body.password;
    if (password !== undefined) {
      checkPassword(password, current.email, config.minimumPasswordLength);
      if (
        current.encrypted_password &&
        (await bcryptVerify(password, current.encrypted_password, {}))
      ) {
        throw authError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      const hash = await bcryptHash(password, { cost: 10 });
      await query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [userId, hash],
      );
      // As GoTrue: a new password ends every other session, so a stolen refresh token dies
      // with the old password. The session that changed it stays signed in.
      await query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
    }
    const data = body.data;
    if (data !== undefined) {
      if (!isObject(data)) throw authError(400, 'validation_failed', 'data must be an object');
      await query(
        'update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, $2::jsonb) || $2::jsonb, updated_at = now() where id = $1',
        [userId, JSON.stringify(data)],
      );
    }
    if (body.email !== undefined) {
      const email = normaliseEmail(body.email);
      if (email && email !== current.email) {
        const taken = await query('select 1 from auth.users where email = $1 and id <> $2', [
          email,
          userId,
        ]);
        if (taken.rows.length > 0) throw userAlreadyExists();
        // As GoTrue: the new address must be confirmed from a link mailed to it; until then
        // the account keeps its address.
        limits.mailAllowance(req, email);
        const challenge = pkceParams(body);
        const otp = newOtp();
        const token = (challenge ? 'pkce_' : '') + tokenHash(email, otp);
        await query(
          `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
             updated_at = now() where id = $1`,
          [userId, email, token],
        );
        if (challenge) await createFlowState(query, userId, 'email_change', challenge);
        const redirectTo = mail.redirectTarget(url.searchParams.get('redirect_to'));
        mails.push({
          to: email,
          data: {
            ConfirmationURL: mail.verifyUrl('email_change', token, redirectTo),
            Email: current.email,
            NewEmail: email,
            Token: otp,
            TokenHash: token,
            RedirectTo: redirectTo,
            Data: { ...(current.raw_user_meta_data ?? {}), ...(isObject(data) ? data : {}) },
          },
        });
      }
    }
  });
  for (const { to, data } of mails) mail.send('email_change', to, data);
  const user = await loadUser(db.query, userId);
  const pending = await db.query(
    'select email_change, email_change_sent_at from auth.users where id = $1',
    [userId],
  );
  const row = pending.rows[0];
  return row?.email_change
    ? { ...user, new_email: row.email_change, email_change_sent_at: iso(row.email_change_sent_at) }
    : user;
}

/** POST /logout?scope=global|local|others @param {AuthContext} ctx @param {AuthRequest} call */
export async function logout({ db, config }, { req, url }) {
  const { userId, sessionId } = await requireUserToken(db, config.jwtSecret, req);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  } else if (scope === 'global') {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else {
    throw authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
}
