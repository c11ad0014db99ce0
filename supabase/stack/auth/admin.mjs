// The admin API (service role only): invitations and accounts made by the project.
import { hash as bcryptHash } from '@node-rs/bcrypt';
import { userAlreadyExists } from './errors.mjs';
import { requireAdmin } from './guards.mjs';
import { newOtp, tokenHash } from './mail.mjs';
import { checkPassword, objectOrEmpty, readJsonBody, requiredEmail } from './parse.mjs';
import { existingUser, insertUser, loadUser } from './users.mjs';

/** @typedef {import('./context.mjs').AuthContext} AuthContext */
/** @typedef {import('./context.mjs').AuthRequest} AuthRequest */

/** POST /invite: an account to be confirmed from a mailed link. @param {AuthContext} ctx @param {AuthRequest} call */
export async function invite({ db, config, mail }, { req, url }) {
  requireAdmin(config.jwtSecret, req);
  const body = await readJsonBody(req, config.maxJsonDepth);
  const email = requiredEmail(body.email, 'An email address is required');
  const data = objectOrEmpty(body.data);
  const redirectTo = mail.redirectTarget(url.searchParams.get('redirect_to'));
  const outcome = await db.transaction(async (query) => {
    const found = await query(
      'select id, email_confirmed_at from auth.users where email = $1 and is_sso_user = false for update',
      [email],
    );
    /** @type {string | undefined} */
    let id = found.rows[0]?.id;
    if (found.rows[0]?.email_confirmed_at) throw userAlreadyExists();
    if (!id) id = await insertUser(query, { email, hash: '', confirmed: false, data });
    else if (Object.keys(data).length > 0) {
      await query(
        'update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, $2::jsonb) || $2::jsonb where id = $1',
        [id, JSON.stringify(data)],
      );
    }
    const otp = newOtp();
    const token = tokenHash(email, otp);
    // As GoTrue: invited_at is set once the row exists (the database's triggers see it then).
    await query(
      `update auth.users set invited_at = now(), confirmation_token = $2, confirmation_sent_at = now(),
         updated_at = now() where id = $1`,
      [id, token],
    );
    const user = await existingUser(query, id);
    return {
      user,
      mail: {
        ConfirmationURL: mail.verifyUrl('invite', token, redirectTo),
        Email: email,
        Token: otp,
        TokenHash: token,
        RedirectTo: redirectTo,
        Data: user.user_metadata ?? {},
      },
    };
  });
  mail.send('invite', email, outcome.mail);
  return outcome.user;
}

/** POST /admin/users: an account made by the project, e.g. in tests. @param {AuthContext} ctx @param {AuthRequest} call */
export async function adminCreateUser({ db, config }, { req }) {
  requireAdmin(config.jwtSecret, req);
  const body = await readJsonBody(req, config.maxJsonDepth);
  const email = requiredEmail(body.email, 'An email address is required');
  const password = body.password;
  if (password !== undefined) checkPassword(password, email, config.minimumPasswordLength);
  const hash = typeof password === 'string' ? await bcryptHash(password, { cost: 10 }) : '';
  const data =
    typeof body.user_metadata === 'object' && body.user_metadata !== null
      ? { ...body.user_metadata }
      : {};
  return db.transaction(async (query) => {
    const exists = await query('select 1 from auth.users where email = $1', [email]);
    if (exists.rows.length > 0) throw userAlreadyExists();
    const id = await insertUser(query, {
      email,
      hash,
      confirmed: body.email_confirm === true,
      data,
    });
    return loadUser(query, id);
  });
}
