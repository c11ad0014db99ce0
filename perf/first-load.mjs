#!/usr/bin/env node
// Where the JavaScript of a page's first load goes, file by file: the quick loop behind the
// first load's byte figures (Lighthouse takes minutes a page; this takes seconds). Serves the
// last production build as `npm start` does (with the local Supabase stack, so the pages read
// their data as they do for a visitor), opens each page in a phone-sized Chromium, and prints
// gzip bytes per file, grouped by owner (shell code, each shared library, each remote), first
// as loaded, then after scrolling to the bottom (what WhenVisible areas add).
// Run it in a private network namespace (fixed ports):
//   unshare -n sh -c 'ip link set lo up && node perf/first-load.mjs [/ /ar ...]'
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { appNames, apps, portOf } from '@school/platform/apps';
import { repoRoot } from '../scripts/lib/repo-root.mjs';
import { recordNetwork } from '../scripts/lib/page-network.mjs';
import { lighthousePhone, startMeasuredSite } from './lib/measured-site.mjs';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (!paths.length) paths.push('/', '/ar');
const verbose = process.argv.includes('--files');

/** Port -> app name; file name -> shared library, from every app's Module Federation manifest. */
const appOfPort = new Map();
const libraryOfFile = new Map();
for (const name of appNames) {
  const app = apps[name];
  appOfPort.set(String(portOf(name, process.env)), name);
  const manifestFile = join(repoRoot, app.dir, 'dist', 'mf-manifest.json');
  if (!existsSync(manifestFile)) continue;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const shared of manifest.shared ?? []) {
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
      // A chunk can serve several shared entries (a library and its subpaths): first name wins.
      const key = `${name}/${file.split('/').pop()}`;
      if (!libraryOfFile.has(key)) libraryOfFile.set(key, shared.name);
    }
  }
}

// Measured as visitors get them: prerendered (the service's first rendering of every page done).
const { site, browser, close } = await startMeasuredSite();
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
const supabaseOrigin = new URL(
  JSON.parse(await (await fetch(`${site.urls.shell}/runtime-config.json`)).text()).supabase.url,
).origin;

/** @param {{ url: string; type: string; bytes: number }[]} entries */
function summarize(entries) {
  /** @type {Map<string, number>} */
  const groups = new Map();
  let total = 0;
  let files = 0;
  for (const { url, type, bytes } of entries) {
    if (type !== 'Script') continue;
    const { port, pathname } = new URL(url);
    const app = appOfPort.get(port) ?? port;
    const file = pathname.split('/').pop() ?? '';
    const library = libraryOfFile.get(`${app}/${file}`);
    const group = library
      ? `shared ${library} (from ${app})`
      : `${app} ${file.includes('remoteEntry') ? 'remoteEntry' : 'code'}`;
    groups.set(group, (groups.get(group) ?? 0) + bytes);
    total += bytes;
    files += 1;
    if (verbose) console.log(`      ${kb(bytes).padStart(6)} ${group}  ${url}`);
  }
  return { total, files, groups };
}

try {
  for (const path of paths) {
    const context = await browser.newContext(lighthousePhone);
    const page = await context.newPage();
    const network = await recordNetwork(page);
    // What a page asks of the backend: its API (REST, auth, RPC), its stored images, its sockets.
    const backend = { api: 0, images: 0, sockets: 0 };
    page.on('request', (request) => {
      if (!request.url().startsWith(supabaseOrigin)) return;
      if (request.resourceType() === 'image') backend.images += 1;
      else backend.api += 1;
    });
    page.on('websocket', () => (backend.sockets += 1));
    const backendLine = () =>
      `backend: ${backend.api} API requests, ${backend.sockets} websockets, ${backend.images} images`;
    await page.goto(`${site.urls.shell}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const first = summarize(network.entries());
    console.log(`\n${path} first load: ${kb(first.total)} KB gzip JS in ${first.files} files`);
    console.log(`  ${backendLine()}`);
    for (const [group, bytes] of [...first.groups].sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(bytes).padStart(6)}  ${group}`);
    await page.mouse.wheel(0, 100_000);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const all = summarize(network.entries());
    console.log(
      `${path} scrolled to the bottom: ${kb(all.total)} KB gzip JS in ${all.files} files` +
        ` (${backendLine()})`,
    );
    for (const [group, bytes] of [...all.groups].sort((a, b) => b[1] - a[1])) {
      const before = first.groups.get(group) ?? 0;
      if (bytes > before) console.log(`  +${kb(bytes - before).padStart(5)}  ${group}`);
    }
    await context.close();
  }
} finally {
  await close();
}
