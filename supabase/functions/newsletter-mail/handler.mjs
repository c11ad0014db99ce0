// newsletter-mail: sends what the newsletter outbox holds (public.newsletter_outbox: confirmation
// mails written by subscribe_newsletter, one mail per confirmed subscriber per news item written
// by send_newsletter), and forgets the addresses left unconfirmed for a week. The same pattern as
// admission-mail: it takes nothing from its caller, only the service role may run it, a row is
// leased before sending and marked after, a failing server leaves rows pending with a back-off.
// The database hands out at most 60 rows a minute (claim_newsletter_mails): the rate limit holds
// however many senders run. The local stack runs it after each subscription and sending and
// every half minute; a hosted project from a Database Webhook on the outbox and pg_cron.
import {
  json,
  refuseUnlessServiceRole,
  senderOf,
  serviceRpc,
  smtpTransport,
} from '../_shared/outbox-mail.mjs';
import { newsletterLinks, renderConfirmMail, renderIssueMail } from './render.mjs';

/**
 * @typedef {object} OutboxRow
 * @property {number} id
 * @property {'confirm' | 'issue'} kind
 * @property {string} recipient
 * @property {string} locale
 * @property {string} token
 * @property {number} attempts
 * @property {Record<string, any>} payload
 */

/** A refusal that sending again cannot change (SMTP 5xx: no such mailbox, refused address). */
const isPermanent = (/** @type {any} */ error) =>
  typeof error?.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;

/**
 * @param {Request} request
 * @param {Record<string, string | undefined>} env SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_*,
 *   and the public addresses: SUPABASE_PUBLIC_URL (the functions' origin the links point to;
 *   SUPABASE_URL when unset, as on a hosted project) and SITE_URL (the website's origin)
 * @returns {Promise<Response>}
 */
export default async function newsletterMail(request, env) {
  const refused = await refuseUnlessServiceRole(request, env);
  if (refused) return refused;
  const rpc = serviceRpc(env);
  const forgotten = await rpc('forget_unconfirmed_newsletter_subscribers', {});
  const base = `${env.SUPABASE_PUBLIC_URL || env.SUPABASE_URL}/functions/v1`;
  const siteUrl = env.SITE_URL || 'http://localhost:3000';

  let sent = 0;
  let failed = 0;
  /** @type {ReturnType<typeof smtpTransport> | null} */
  let transport = null;
  const { address, domain } = senderOf(env);
  try {
    // Batches until nothing is due or the minute's budget is spent (an empty claim).
    for (let batch = 0; batch < 10; batch += 1) {
      /** @type {OutboxRow[]} */
      const due = await rpc('claim_newsletter_mails', { max_count: 20 });
      if (!Array.isArray(due) || due.length === 0) break;
      transport ??= smtpTransport(env);
      for (const row of due) {
        const links = newsletterLinks(base, row.token, /** @type {any} */ (row.locale));
        const school = row.payload.school_name || 'Complexe Scolaire Islamique';
        const mail =
          row.kind === 'confirm'
            ? renderConfirmMail(row.payload, row.locale, links)
            : renderIssueMail(/** @type {any} */ (row.payload), row.locale, links, siteUrl);
        /** @type {string | null} */
        let error = null;
        let permanent = false;
        try {
          await transport.sendMail({
            from: { name: env.SMTP_SENDER_NAME || school, address },
            to: row.recipient,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            // One id per outbox row: a lease run out mid-send and sent twice shows once.
            messageId: `<newsletter.${row.id}@${domain}>`,
            headers: {
              'Content-Language': mail.language,
              ...(row.kind === 'issue'
                ? {
                    // RFC 2369 and RFC 8058: mail clients show an unsubscribe button, which
                    // POSTs « List-Unsubscribe=One-Click » to the link, no page in between.
                    'List-Unsubscribe': `<${links.unsubscribe}>`,
                    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                    'List-Id': `<newsletter.${domain}>`,
                    Precedence: 'bulk',
                  }
                : {}),
            },
          });
          sent += 1;
        } catch (reason) {
          failed += 1;
          error = /** @type {Error} */ (reason).message || String(reason);
          permanent = isPermanent(reason);
        }
        await rpc('finish_newsletter_mail', { id: row.id, error, permanent });
      }
    }
  } finally {
    transport?.close();
  }
  return json(200, { sent, failed, forgotten });
}
