// auth.users and auth.identities: new accounts, and a user as GoTrue's JSON shows it.
import { randomUUID } from 'node:crypto';

/** @typedef {ReturnType<typeof userJson>} UserJson */

/**
 * @param {Record<string, any>} row a row of auth.users
 * @param {Record<string, any>[]} [identities] its rows of auth.identities
 */
export function userJson(row, identities = []) {
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    confirmed_at: iso(row.confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email,
    })),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous ?? false,
  };
}

/**
 * Whether an account is banned now: a deactivated staff account is (`set_user_active` sets
 * `banned_until` a century ahead), and gets no session by any grant, as on GoTrue.
 * @param {{ banned_until?: string | Date | null }} row a row of auth.users
 */
export function bannedNow(row) {
  return !!row.banned_until && new Date(row.banned_until) > new Date();
}

/** @param {string | Date | null | undefined} value */
export function iso(value) {
  if (value === null || value === undefined) return undefined;
  return new Date(value).toISOString();
}

/** @param {import('../db.mjs').Query} query @param {string} id */
export async function loadUser(query, id) {
  const users = await query('select * from auth.users where id = $1', [id]);
  if (users.rows.length === 0) return null;
  const identities = await query(
    'select * from auth.identities where user_id = $1 order by created_at',
    [id],
  );
  return userJson(users.rows[0], identities.rows);
}

/**
 * A user who must exist (read in the transaction that made or found it).
 * @param {import('../db.mjs').Query} query @param {string} id @returns {Promise<UserJson>}
 */
export async function existingUser(query, id) {
  const user = await loadUser(query, id);
  if (!user) throw new Error(`user ${id} vanished within its transaction`);
  return user;
}

/**
 * The rows of an account signed up by itself: confirmed at once, signed in now.
 * @param {import('../db.mjs').Query} query
 * @param {{ id: string; email: string; hash: string; data: Record<string, unknown> }} account
 */
export async function insertSignedUpUser(query, { id, email, hash, data }) {
  const identityData = { sub: id, email, email_verified: true, phone_verified: false };
  await query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
       now(), $4, $5, now(), now(), now(), '', '', '', '')`,
    [
      id,
      email,
      hash,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify({ ...data, ...identityData }),
    ],
  );
  await query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [id, JSON.stringify(identityData)],
  );
}

/**
 * A new account's rows (no session): confirmed or not, with or without a password.
 * @param {import('../db.mjs').Query} query
 * @param {{ email: string; hash: string; confirmed: boolean; data: Record<string, unknown> }} account
 */
export async function insertUser(query, { email, hash, confirmed, data }) {
  const id = randomUUID();
  const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false };
  await query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5, $6, now(), now(), '', '', '', '')`,
    [
      id,
      email,
      hash,
      confirmed,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify({ ...data, ...identityData }),
    ],
  );
  await query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now())`,
    [id, JSON.stringify(identityData)],
  );
  return id;
}
