// The prerenderer as a long-lived process (started by scripts/lib/prerender-service.mjs with an
// IPC channel): it loads the shell's server build once and renders on request, so a change is
// not charged a fresh Node process and the shell's server build at every run (about 3 s on a
// loaded two-core machine, more than rendering the pages an article shows). Remote components
// are cached per entry address, so a remote re-pointed to a new version is loaded afresh; the
// service starts a new worker when the shell build changes or a remote's entry changes at the same
// address. In its own process so that rendering never holds up the servers' event loop, and a
// crash or a stuck render is ended by ending the process.
//
// Messages: { id, op: 'warm', shellDir } loads a shell build; { id, op: 'render', options } runs
// prerenderSite (scripts/prerender.mjs); { op: 'cancel', id } stops that render between pages.
// Answers: { id, ok: true, value } or { id, ok: false, error, aborted }.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { prerenderSite } from '../prerender.mjs';

/**
 * What prerenderSite is asked here (the signal and the log are the worker's).
 * @typedef {Omit<NonNullable<Parameters<typeof prerenderSite>[0]>, 'signal' | 'log'>} RenderOptions
 */
/**
 * @typedef {{ id: number; op: 'warm'; shellDir: string }
 *   | { id: number; op: 'render'; options: RenderOptions }
 *   | { id: number; op: 'cancel' }} WorkerRequest
 */
/**
 * A render's answer: prerenderSite's result, the lines it logged, the worker's memory.
 * @typedef {Awaited<ReturnType<typeof prerenderSite>> & { log: string[]; rss: number }} RenderAnswer
 */
/**
 * @typedef {{ id: number; ok: true; value: RenderAnswer | true }
 *   | { id: number; ok: false; error: string; aborted: boolean }} WorkerAnswer
 */

/** @type {Map<number, AbortController>} */
const running = new Map();

/** @param {WorkerAnswer} message */
const send = (message) => process.send?.(message);

process.on('message', async (/** @type {WorkerRequest} */ message) => {
  if (message.op === 'cancel') {
    running.get(message.id)?.abort();
    return;
  }
  const { id } = message;
  const controller = new AbortController();
  running.set(id, controller);
  try {
    /** @type {RenderAnswer | true} */
    let value;
    if (message.op === 'warm') {
      process.env.NODE_ENV ??= 'production';
      createRequire(import.meta.url)(join(message.shellDir, 'server', 'index.js'));
      value = true;
    } else if (message.op === 'render') {
      /** @type {string[]} */
      const lines = [];
      const result = await prerenderSite({
        ...message.options,
        signal: controller.signal,
        log: (line) => lines.push(line),
      });
      value = { ...result, log: lines, rss: process.memoryUsage().rss };
    } else {
      // Only a sender that does not follow WorkerRequest gets here.
      const unknown = /** @type {{ op?: unknown }} */ (message);
      throw new Error(`unknown request ${JSON.stringify(unknown.op)}`);
    }
    send({ id, ok: true, value });
  } catch (error) {
    send({
      id,
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      aborted: controller.signal.aborted,
    });
  } finally {
    running.delete(id);
  }
});

// The service going away (its IPC channel closed) ends the worker.
process.on('disconnect', () => process.exit(0));
