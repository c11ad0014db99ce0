#!/usr/bin/env node
// `pnpm run stack`: the local Supabase stack in the foreground until SIGINT or SIGTERM.
import { startStack } from './stack.mjs';

const stack = await startStack().catch((error) => {
  console.error(`Supabase local stack failed to start: ${(/** @type {Error} */ (error)).message}`);
  process.exit(1);
});
console.log(`Supabase local stack ready at ${stack.url}`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
