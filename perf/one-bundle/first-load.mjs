#!/usr/bin/env node
// The first load of the one-bundle build (perf/one-bundle), measured as perf/first-load.mjs
// measures the composed site: the same prerendered pages (serve.mjs), gzip bytes of JavaScript
// per file, loaded in a phone-sized Chromium, once the network is quiet. The quick loop behind the "composition costs at most 10 % more bytes"
// comparison (`npm run perf` prints it with Lighthouse, in minutes). Build first:
//   pnpm --filter @school/perf run build:one-bundle
// and serve the composed site once (perf/first-load.mjs does), so that its pages are prerendered;
// then, in a private network namespace (fixed ports):
//   unshare -n sh -c 'ip link set lo up && node perf/one-bundle/first-load.mjs [/ /ar ...] [--files]'
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '@school/platform/chromium';
import { portOf } from '@school/platform/apps';
import { startBackend } from '../../scripts/lib/backend.mjs';
import { playwrightChromium, recordNetwork } from '../../scripts/lib/page-network.mjs';
import { stopChild } from '../../scripts/lib/processes.mjs';
import { lighthousePhone } from '../lib/measured-site.mjs';
import { oneBundleDist as dist, serveOneBundle } from './serve.mjs';

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (!paths.length) paths.push('/', '/ar');
const verbose = process.argv.includes('--files');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} is missing: pnpm --filter @school/perf run build:one-bundle`);
  process.exit(1);
}

const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
// The pages read their data from the local stack, as the composed site's do.
const backend = startBackend(process.env);
if (backend) {
  await backend.ready;
  backend.child.stdout?.removeAllListeners('data');
  backend.child.stdout?.on('data', () => {});
}
const port = portOf('shell', process.env);
/** @type {(() => Promise<void>) | undefined} */
let closeServer;
/** @type {import('@playwright/test').Browser | undefined} */
let browser;

try {
  closeServer = await serveOneBundle({ port });
  browser = await playwrightChromium().launch({
    executablePath: chromiumPath(process.env),
    args: chromiumArgs,
  });
  for (const path of paths) {
    const context = await browser.newContext(lighthousePhone);
    const page = await context.newPage();
    const network = await recordNetwork(page);
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    let total = 0;
    let files = 0;
    for (const { url, type, bytes } of network.entries()) {
      if (type !== 'Script') continue;
      total += bytes;
      files += 1;
      if (verbose) console.log(`      ${kb(bytes).padStart(6)}  ${url}`);
    }
    console.log(`${path} one-bundle first load: ${kb(total)} KB gzip JS in ${files} files`);
    await context.close();
  }
} finally {
  await browser?.close();
  await closeServer?.();
  if (backend) await stopChild(backend.child);
}
