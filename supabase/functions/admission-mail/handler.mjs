// admission-mail: sends the confirmation mails of pre-registrations waiting in the outbox
// (public.admission_mail_outbox, written by the database in the same transaction as the
// request). Web-standard JavaScript plus nodemailer, served by Supabase's Edge Runtime through
// index.ts and by the local stack as it is (after each pre-registration and every half minute).
// On a hosted project a Database Webhook on the outbox calls it, with the service role key.
//
// It takes no address and no content from its caller: it only sends what the database queued,
// so it cannot be used to mail anyone else, and only the service role may call it. A row is
// claimed (leased) before sending and marked sent after; a refused or unreachable SMTP server
// leaves it pending, tried again later with a back-off.
import nodemailer from 'nodemailer';
import { renderAdmissionMail } from './render.mjs';

const json = (/** @type {number} */ status, /** @type {unknown} */ body) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * @typedef {object} OutboxRow
 * @property {string} request_id
 * @property {string} recipient
 * @property {string} locale
 * @property {import('./render.mjs').AdmissionMailPayload} payload
 * @property {number} attempts
 */

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} env SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, and
 *   SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_ADMIN_EMAIL, SMTP_SENDER_NAME
 * @returns {Promise<Response>}
 */
export default async function admissionMail(request, env) {
  if (request.method !== 'POST') {
    return json(405, { code: 'method_not_allowed', message: 'Use POST' });
  }
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey, SMTP_HOST: smtpHost } = env;
  if (!url || !serviceKey || !smtpHost) {
    return json(500, { code: 'not_configured', message: 'The function is missing its settings' });
  }
  // The service role only (the webhook's "Authorization: Bearer <service key>" header).
  if (request.headers.get('authorization') !== `Bearer ${serviceKey}`) {
    return json(401, { code: 'unauthorized', message: 'Only the service role may send mail' });
  }
  // A webhook's body (the inserted row) is not needed: the outbox is the truth.
  await request.body?.cancel();

  /** @param {string} name @param {unknown} args */
  const rpc = async (name, args) => {
    const answer = await fetch(`${url}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    if (!answer.ok) throw new Error(`${name}: HTTP ${answer.status} ${await answer.text()}`);
    return answer.status === 204 ? null : answer.json();
  };

  /** @type {OutboxRow[]} */
  const due = await rpc('claim_admission_mails', { max_count: 20 });
  if (!Array.isArray(due) || due.length === 0) return json(200, { sent: 0, failed: 0 });

  const port = Number(env.SMTP_PORT || 587);
  const transport = nodemailer.createTransport({
    host: smtpHost,
    port,
    secure: port === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const senderAddress = env.SMTP_ADMIN_EMAIL || 'no-reply@ecole.example';
  const domain = senderAddress.split('@')[1] || 'ecole.example';
  let sent = 0;
  let failed = 0;
  try {
    for (const row of due) {
      const mail = renderAdmissionMail(row.payload, row.locale);
      let error = null;
      try {
        await transport.sendMail({
          from: {
            name: env.SMTP_SENDER_NAME || row.payload.school_name || 'Complexe Scolaire Islamique',
            address: senderAddress,
          },
          to: row.recipient,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // One id per request: should a lease run out mid-send and the mail go twice, mail
          // clients show it once.
          messageId: `<admission.${row.payload.reference}@${domain}>`,
          headers: { 'Content-Language': mail.language },
        });
        sent += 1;
      } catch (reason) {
        failed += 1;
        error = /** @type {Error} */ (reason).message || String(reason);
      }
      await rpc('finish_admission_mail', { request_id: row.request_id, error });
    }
  } finally {
    transport.close();
  }
  return json(200, { sent, failed });
}
