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
import {
  json,
  refuseUnlessServiceRole,
  senderOf,
  serviceRpc,
  smtpTransport,
} from '../_shared/outbox-mail.mjs';
import { renderAdmissionMail } from './render.mjs';

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
  const refused = await refuseUnlessServiceRole(request, env);
  if (refused) return refused;
  const rpc = serviceRpc(env);

  /** @type {OutboxRow[]} */
  const due = await rpc('claim_admission_mails', { max_count: 20 });
  if (!Array.isArray(due) || due.length === 0) return json(200, { sent: 0, failed: 0 });

  const transport = smtpTransport(env);
  const { address: senderAddress, domain } = senderOf(env);
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
