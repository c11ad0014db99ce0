/* global window, document -- the functions passed to page.evaluate run in the browser */
// Audits every story of the static Storybook in a real browser (Debian's Chromium), in light and
// dark, left to right and right to left, with axe's full rule set, colour contrast included
// (which jsdom cannot measure). Run after `build-storybook`: `pnpm audit-storybook`.
import { chromiumArgs, chromiumPath } from '@school/platform/chromium';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
const executablePath = chromiumPath(process.env);
const frames = [
  'theme:light;direction:ltr;locale:fr',
  'theme:dark;direction:ltr;locale:en',
  'theme:light;direction:rtl;locale:ar',
  'theme:dark;direction:rtl;locale:ar',
];
const pageLevelRules = ['region', 'landmark-one-main', 'page-has-heading-one'];
/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
    /^\/+/,
    '',
  );
  try {
    const body = await readFile(join(root, path || 'index.html'));
    res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const only = process.argv[2];
const browser = await chromium.launch({
  executablePath,
  args: chromiumArgs,
});
const page = await browser.newPage({
  viewport: { width: 1024, height: 768 },
  reducedMotion: 'reduce',
});
let failures = 0;
let audits = 0;
for (const story of stories) {
  if (only && !story.id.includes(only)) continue;
  for (const globals of frames) {
    await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=${globals}`);
    await page.waitForSelector('#storybook-root > *, body > [role="dialog"], body > ol', {
      timeout: 15_000,
    });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(150);
    if (!(await page.evaluate(() => 'axe' in window)))
      await page.addScriptTag({ content: axeSource });
    // Storybook's accessibility panel runs its own axe pass on load: wait for it to finish.
    const violations = await page.evaluate(async (disabled) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          // axe-core, added to the page above (or by Storybook's own panel).
          const { axe } = /** @type {Window & { axe?: typeof import('axe-core') }} */ (window);
          if (!axe) throw new Error('axe-core is not on the page');
          const result = await axe.run(document, {
            rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
            resultTypes: ['violations'],
          });
          return result.violations.map(
            (v) =>
              `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any.map((c) => c.message).join('; ')}`).join(' | ')}`,
          );
        } catch (error) {
          if (attempt > 50 || !String(error).includes('already running')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }, pageLevelRules);
    audits += 1;
    if (violations.length > 0) {
      failures += 1;
      console.log(`✗ ${story.id} [${globals}]\n  ${violations.join('\n  ')}`);
    }
  }
}
await browser.close();
server.close();
console.log(`${audits - failures} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
