// What the outbox senders (admission-mail, newsletter-mail) share: the service role's calls to
// the database's claim/finish functions and the SMTP transport from the function's secrets.
// Web-standard JavaScript plus nodemailer, as Supabase's Edge Runtime and the local stack run it.
import nodemailer from 'nodemailer';

/** @param {number} status @param {unknown} body */
export const json = (status, body) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Checks a sender's call: POST, configured, and the service role's key (a Database Webhook's
 * "Authorization: Bearer <service key>"). Returns the answer to give, or null to go on.
 * @param {Request} request @param {Record<string, string | undefined>} env
 */
export async function refuseUnlessServiceRole(request, env) {
  if (request.method !== 'POST') {
    return json(405, { code: 'method_not_allowed', message: 'Use POST' });
  }
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey, SMTP_HOST: smtpHost } = env;
  if (!url || !serviceKey || !smtpHost) {
    return json(500, { code: 'not_configured', message: 'The function is missing its settings' });
  }
  if (request.headers.get('authorization') !== `Bearer ${serviceKey}`) {
    return json(401, { code: 'unauthorized', message: 'Only the service role may send mail' });
  }
  // A webhook's body (the inserted row) is not needed: the outbox is the truth.
  await request.body?.cancel();
  return null;
}

/**
 * A PostgREST RPC as the service role.
 * @param {Record<string, string | undefined>} env
 * @returns {(name: string, args: unknown) => Promise<any>}
 */
export function serviceRpc(env) {
  const url = env.SUPABASE_URL;
  const key = /** @type {string} */ (env.SUPABASE_SERVICE_ROLE_KEY);
  return async (name, args) => {
    const answer = await fetch(`${url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    if (!answer.ok) throw new Error(`${name}: HTTP ${answer.status} ${await answer.text()}`);
    return answer.status === 204 ? null : answer.json();
  };
}

/**
 * The SMTP transport of the function's secrets, its timeouts bounded so that a mail server that
 * hangs never holds a run.
 * @param {Record<string, string | undefined>} env
 */
export function smtpTransport(env) {
  const port = Number(env.SMTP_PORT || 587);
  return nodemailer.createTransport({
    host: env.SMTP_HOST,
    port,
    secure: port === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** @param {Record<string, string | undefined>} env */
export function senderOf(env) {
  const address = env.SMTP_ADMIN_EMAIL || 'no-reply@ecole.example';
  return { address, domain: address.split('@')[1] || 'ecole.example' };
}
