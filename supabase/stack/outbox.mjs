// The local stack's mail outbox worker: runs the outbox senders, the `admission-mail` and
// `newsletter-mail` edge functions (the same files a hosted project's Database Webhooks and
// pg_cron call), right after a pre-registration, a subscription or a newsletter sending is
// answered, at start (what a stopped stack left pending) and every `intervalMs` (retries after
// a failed send, the newsletter's rate-limited batches, the purge of unconfirmed addresses). One run at a time; a wake during a run asks for one more. A failing run is logged,
// never thrown: the rows stay pending in the database, so nothing is lost and the stack keeps
// serving.
import admissionMail from '../functions/admission-mail/handler.mjs';
import newsletterMail from '../functions/newsletter-mail/handler.mjs';

/** Each sender by its function name. */
const SENDERS = /** @type {const} */ ([
  ['admission-mail', admissionMail],
  ['newsletter-mail', newsletterMail],
]);

/**
 * @param {{ env: () => Record<string, string>; intervalMs?: number; log: (line: string) => void }} options
 *   env: what the function is given (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_*)
 */
export function startOutboxWorker({ env, intervalMs = 30_000, log }) {
  let stopped = false;
  let again = false;
  /** @type {Promise<void> | null} */
  let running = null;

  const runOnce = async () => {
    const settings = env();
    for (const [name, sender] of SENDERS) {
      // One sender failing (its database call, its server) does not hold the other's mail.
      try {
        const answer = await sender(
          new Request(`${settings.SUPABASE_URL}/functions/v1/${name}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${settings.SUPABASE_SERVICE_ROLE_KEY}` },
          }),
          settings,
        );
        const result = await answer.json().catch(() => ({}));
        if (!answer.ok) log(`${name}: ${answer.status} ${JSON.stringify(result)}`);
        else if (result.sent || result.failed) {
          log(`${name}: ${result.sent} sent, ${result.failed} failed (kept for a retry)`);
        }
      } catch (error) {
        log(`${name}: run failed, rows stay pending: ${/** @type {Error} */ (error).message}`);
      }
    }
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce().catch((error) =>
          log(
            `admission mail: run failed, rows stay pending: ${/** @type {Error} */ (error).message}`,
          ),
        );
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };

  const timer = setInterval(wake, intervalMs);
  timer.unref();
  wake();

  return {
    wake,
    /** Stops the timer and waits for a run in progress (its mails go out or stay pending). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
