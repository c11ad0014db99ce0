// POST /signup: a visitor's own account, when the project allows sign-up.
import { randomUUID } from 'node:crypto';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import { authError } from './errors.mjs';
import { checkPassword, objectOrEmpty, readJsonBody, requiredEmail } from './parse.mjs';
import { createSession } from './sessions.mjs';
import { existingUser, insertSignedUpUser } from './users.mjs';

/** @param {import('./context.mjs').AuthContext} ctx @param {import('./context.mjs').AuthRequest} call */
export async function signup({ db, config, sessions }, { req }) {
  const body = await readJsonBody(req, config.maxJsonDepth);
  // Public sign-up is off unless the project turns it on ([auth] enable_signup): staff are
  // invited, so a visitor who wanders onto the login page cannot make an account.
  if (!config.enableSignup) {
    throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  const email = requiredEmail(body.email, 'To signup, please provide your email');
  const password = body.password;
  checkPassword(password, email, config.minimumPasswordLength);
  const data = objectOrEmpty(body.data);
  const hash = await bcryptHash(password, { cost: 10 });
  const id = randomUUID();
  // Mail confirmation is off locally (the Supabase CLI's default): the account is confirmed
  // and signed in at once.
  const result = await db.transaction(async (query) => {
    const exists = await query(
      'select 1 from auth.users where email = $1 and is_sso_user = false',
      [email],
    );
    if (exists.rows.length > 0) {
      throw authError(422, 'user_already_exists', 'User already registered');
    }
    await insertSignedUpUser(query, { id, email, hash, data });
    const session = await createSession(query, id);
    const user = await existingUser(query, id);
    return { session, user };
  });
  return sessions.tokenResponse(result.user, result.session.sessionId, result.session.token);
}
