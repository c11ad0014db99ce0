#!/usr/bin/env node
// Prints the JavaScript a visitor downloads for one page of the built site (gzip bytes on the
// wire), split into the shell's own code, the shared libraries and the remotes.
// Usage: node scripts/measure-initial-load.mjs [path ...]   (serves the last build itself)
import { chromiumArgs, chromiumPath } from '@school/build-config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './lib/apps.mjs';
import { serveAll } from './serve.mjs';

const require = createRequire(join(repoRoot, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const executablePath = chromiumPath();

/** File names of the shared libraries' chunks, from the shell's Module Federation manifest. */
function sharedChunks() {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8'));
  const files = new Map();
  for (const shared of manifest.shared ?? []) {
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
      files.set(file.split('/').pop(), shared.name);
    }
  }
  return files;
}

const site = await serveAll({ quiet: true });
const browser = await chromium.launch({
  executablePath,
  args: chromiumArgs,
});
try {
  const shared = sharedChunks();
  for (const path of paths) {
    const page = await browser.newPage();
    const client = await page.context().newCDPSession(page);
    await client.send('Network.enable');
    const requests = new Map();
    client.on('Network.responseReceived', ({ requestId, response, type }) => {
      requests.set(requestId, { url: response.url, type, bytes: 0 });
    });
    client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.bytes = encodedDataLength;
    });
    await page.goto(`${site.urls.shell}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const groups = { shell: 0, shared: 0, remotes: 0 };
    const perLibrary = new Map();
    let roundTrips = 0;
    for (const { url, type, bytes } of requests.values()) {
      if (process.env.VERBOSE && type === "Script") console.log(`    ${(bytes / 1024).toFixed(1)} KB ${url}`);
      if (type !== 'Script') continue;
      roundTrips += 1;
      const { port, pathname } = new URL(url);
      const file = pathname.split('/').pop() ?? '';
      if (port !== String(new URL(site.urls.shell).port)) groups.remotes += bytes;
      else if (shared.has(file)) {
        groups.shared += bytes;
        perLibrary.set(shared.get(file), (perLibrary.get(shared.get(file)) ?? 0) + bytes);
      } else groups.shell += bytes;
    }
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    const total = groups.shell + groups.shared + groups.remotes;
    console.log(`${path}: ${kb(total)} of JavaScript (gzip, on the wire) in ${roundTrips} files`);
    console.log(`  shell ${kb(groups.shell)} | shared libraries ${kb(groups.shared)} | remotes ${kb(groups.remotes)}`);
    for (const [name, bytes] of [...perLibrary].sort((a, b) => b[1] - a[1])) console.log(`    ${name}: ${kb(bytes)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
