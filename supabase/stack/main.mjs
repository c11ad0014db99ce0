#!/usr/bin/env node
// `pnpm run stack`: the local Supabase stack in the foreground until SIGINT or SIGTERM.
import { startStack } from './stack.mjs';

// One line per request: written in batches, because a write to a pipe blocks this thread on
// Linux, and a slow reader (a terminal, a test runner) would otherwise slow every request.
/** @type {string[]} */
let pending = [];
const flush = () => {
  if (pending.length === 0) return;
  const text = `${pending.join('\n')}\n`;
  pending = [];
  process.stdout.write(text);
};
/** @param {string} line */
const log = (line) => {
  if (pending.push(line) === 1) setImmediate(flush);
};
process.on('exit', flush);

const stack = await startStack({ log }).catch((error) => {
  console.error(`Supabase local stack failed to start: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
});
// The mail catcher first: whoever waits for the ready line (scripts/lib/backend.mjs) has both.
if (stack.mailUrl) console.log(`Mail the stack sends (local mail catcher): ${stack.mailUrl}`);
console.log(`Supabase local stack ready at ${stack.url}`);

let stopping = false;
const shutdown = async () => {
  if (stopping) {
    // A second signal means now.
    process.exit(1);
  }
  stopping = true;
  console.log('Stopping: finishing requests in flight');
  // Never outlive a stop by much, whatever hangs.
  setTimeout(() => {
    console.error('Stop took too long; exiting');
    process.exit(1);
  }, stack.config.drainMs + 10_000).unref();
  await stack.stop();
  flush();
  process.exit(0);
};
// One failing request or socket must not take the whole stack down; it is logged instead.
process.on('uncaughtException', (error) =>
  console.error(`unexpected error: ${error.stack ?? error.message}`),
);
process.on('unhandledRejection', (error) =>
  console.error(`unexpected rejection: ${String(error)}`),
);
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
