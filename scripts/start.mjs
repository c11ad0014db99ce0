#!/usr/bin/env node
// `npm start`: install if needed, build the six apps, start the local backend and serve the
// composed site on http://localhost:3000. `npm run dev`: the same with Rsbuild dev servers.
import { apps } from '@school/build-config';
import { startBackend } from './lib/backend.mjs';
import { bin, run, startChild, stopChild } from './lib/processes.mjs';
import { repoRoot } from './lib/apps.mjs';
import { join } from 'node:path';

const dev = process.argv.includes('--dev');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let closeSite = async () => {};

async function shutdown(code = 0) {
  await closeSite();
  await Promise.all(children.map(stopChild));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const backend = startBackend();
if (backend) children.push(backend.child);
else console.log('(no local Supabase stack in this checkout yet: the site runs without data)');

if (dev) {
  for (const [name, app] of Object.entries(apps)) {
    const cwd = join(repoRoot, app.dir);
    children.push(startChild(name, join(cwd, 'node_modules', '.bin', 'rsbuild'), ['dev'], { cwd }));
  }
  console.log(
    'Dev servers starting; the site will be at http://localhost:3000 (Ctrl-C stops all).',
  );
} else {
  const code = run(bin('nx'), ['run-many', '-t', 'build', '--outputStyle=static']);
  if (code !== 0) await shutdown(code);
  if (backend) await backend.ready;
  const { serveAll } = await import('./serve.mjs');
  const site = await serveAll();
  closeSite = site.close;
  console.log(`\nThe site is running at ${site.urls.shell}  (Ctrl-C stops everything)\n`);
  console.log('Prerendering every public page (served as plain app pages until then)…');
}
