#!/usr/bin/env node
// `npm start`: install if needed, build the six apps, start the local backend and serve the
// composed site on http://localhost:3000. `npm run dev [-- remote …]`: the shell and those
// remotes (all when none is named) as Rsbuild dev servers with Fast Refresh, the others from
// their production builds (scripts/lib/dev.mjs).
import { startBackend } from './lib/backend.mjs';
import { bin, run, stopChild } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
const devArgs = process.argv.slice(2).filter((arg) => arg !== '--dev');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let closeSite = async () => {};

/** Stops the site, the dev servers and the stack, then exits. @returns {Promise<never>} */
async function shutdown(code = 0) {
  await closeSite();
  await Promise.all(children.map(stopChild));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

// SUPABASE_URL points the dev site at a stack that already runs (a hosted project, or the one
// the end-to-end suite started): no local one then.
const backend = dev && process.env.SUPABASE_URL ? null : startBackend();
if (backend) children.push(backend.child);
else if (!dev || !process.env.SUPABASE_URL)
  console.log('(no local Supabase stack in this checkout yet: the site runs without data)');

if (dev) {
  const { startDev } = await import('./lib/dev.mjs');
  const site = await startDev({ args: devArgs, children }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    return shutdown(1);
  });
  closeSite = site.close;
  site.ready.catch(() => {
    console.error('A dev server stopped before its first build finished.');
    void shutdown(1);
  });
} else {
  const code = run(bin('nx'), ['run-many', '-t', 'build', '--outputStyle=static']);
  if (code !== 0) await shutdown(code);
  if (backend) await backend.ready;
  const { serveAll } = await import('./serve.mjs');
  const site = await serveAll();
  closeSite = site.close;
  console.log(`\nThe site is running at ${site.urls.shell}  (Ctrl-C stops everything)`);
  if (backend?.info.mailUrl) {
    console.log(`Mail it sends (password resets, invitations): ${backend.info.mailUrl}`);
  }
  console.log('');
  console.log('Prerendering every public page (served as plain app pages until then)…');
}
