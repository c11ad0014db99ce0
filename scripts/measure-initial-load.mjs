#!/usr/bin/env node
// Prints the JavaScript a visitor downloads for one page of the built site (gzip bytes on the
// wire), split into the shell's own code, the shared libraries and the remotes.
// Usage: node scripts/measure-initial-load.mjs [path ...]   (serves the last build itself)
import { chromiumArgs, chromiumPath } from '@school/platform/chromium';
import { kb, playwrightChromium, recordNetwork, sharedChunks } from './lib/page-network.mjs';
import { serveAll } from './serve.mjs';

const chromium = playwrightChromium();
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const executablePath = chromiumPath(process.env);

const site = await serveAll({ quiet: true });
const browser = await chromium.launch({
  executablePath,
  args: chromiumArgs,
});
try {
  const shared = sharedChunks();
  for (const path of paths) {
    const page = await browser.newPage();
    const network = await recordNetwork(page);
    await page.goto(`${site.urls.shell}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const groups = { shell: 0, shared: 0, remotes: 0 };
    const perLibrary = new Map();
    let roundTrips = 0;
    for (const { url, type, bytes } of network.entries()) {
      if (process.env.VERBOSE && type === 'Script') console.log(`    ${kb(bytes)} ${url}`);
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
    const total = groups.shell + groups.shared + groups.remotes;
    console.log(`${path}: ${kb(total)} of JavaScript (gzip, on the wire) in ${roundTrips} files`);
    console.log(
      `  shell ${kb(groups.shell)} | shared libraries ${kb(groups.shared)} | remotes ${kb(groups.remotes)}`,
    );
    for (const [name, bytes] of [...perLibrary].sort((a, b) => b[1] - a[1]))
      console.log(`    ${name}: ${kb(bytes)}`);
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
