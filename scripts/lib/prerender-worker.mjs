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

/** @type {Map<number, AbortController>} */
const running = new Map();

/** @param {unknown} message */
const send = (message) => process.send?.(message);

process.on('message', async (/** @type {any} */ message) => {
  if (message?.op === 'cancel') {
    running.get(message.id)?.abort();
    return;
  }
  const { id } = message ?? {};
  const controller = new AbortController();
  running.set(id, controller);
  try {
    let value;
    if (message.op === 'warm') {
      process.env.NODE_ENV ??= 'production';
      createRequire(import.meta.url)(join(message.shellDir, 'server', 'index.js'));
      value = true;
    } else if (message.op === 'render') {
      const lines = [];
      const result = await prerenderSite({
        ...message.options,
        signal: controller.signal,
        log: (line) => lines.push(line),
      });
      value = { ...result, log: lines, rss: process.memoryUsage().rss };
    } else {
      throw new Error(`unknown request ${JSON.stringify(message.op)}`);
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
