// The local stack's mail outbox worker: runs the `admission-mail` edge function (the same file a
// hosted project's Database Webhook calls) right after each pre-registration is answered, at
// start (what a stopped stack left pending) and every `intervalMs` (retries after a failed
// send). One run at a time; a wake during a run asks for one more. A failing run is logged,
// never thrown: the rows stay pending in the database, so nothing is lost and the stack keeps
// serving.
import admissionMail from '../functions/admission-mail/handler.mjs';

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
    const answer = await admissionMail(
      new Request(`${settings.SUPABASE_URL}/functions/v1/admission-mail`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.SUPABASE_SERVICE_ROLE_KEY}` },
      }),
      settings,
    );
    const result = await answer.json().catch(() => ({}));
    if (!answer.ok) log(`admission mail: ${answer.status} ${JSON.stringify(result)}`);
    else if (result.sent || result.failed) {
      log(`admission mail: ${result.sent} sent, ${result.failed} failed (kept for a retry)`);
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
