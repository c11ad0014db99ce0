// The slow-phone instrument (interactive.mjs) on pages made here, whose answers are known: a
// menu whose click handler keeps the main thread 400 ms before it shows the panel, after a
// 300 ms task at load; and a page with no script and no control. What it reports must follow
// what the pages do, under the same throttling as the benchmark.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '@school/platform/chromium';
import { playwrightChromium } from '../scripts/lib/page-network.mjs';
import { measureInteractive } from './interactive.mjs';

const busy = (/** @type {number} */ ms) =>
  `{ const until = Date.now() + ${ms}; while (Date.now() < until) {} }`;

/** @type {Record<string, { type: string; body: string }>} */
const files = {
  '/menu': {
    type: 'text/html',
    body: `<!doctype html><html lang="en"><head><title>menu</title>
<script src="/app.js" defer></script></head><body>
<header><p>A page with a menu</p>
<button type="button" aria-controls="panel" aria-expanded="false" style="width:60px;height:44px">Menu</button>
</header><nav id="panel" hidden><a href="/plain">Plain</a></nav></body></html>`,
  },
  '/app.js': {
    type: 'text/javascript',
    body: `${busy(300)}
const button = document.querySelector('button');
button.addEventListener('click', () => {
  ${busy(400)}
  document.getElementById('panel').hidden = false;
  button.setAttribute('aria-expanded', 'true');
});`,
  },
  '/linked': {
    type: 'text/html',
    body: `<!doctype html><html lang="en"><head><title>linked</title></head><body>
<main><h1>Linked</h1><p style="height:1200px">Text</p><a href="/plain">Plain text</a></main></body></html>`,
  },
  '/filtered': {
    type: 'text/html',
    body: `<!doctype html><html lang="en"><head><title>filtered</title>
<script src="/filter.js" defer></script></head><body><main><h1>A list</h1>
<nav aria-label="Level"><a href="/filtered" aria-current="page">All</a>
<a href="/filtered?level=primary" style="display:inline-block;width:80px;height:44px">Primary</a></nav>
<ul><li>One</li></ul></main></body></html>`,
  },
  '/filter.js': {
    type: 'text/javascript',
    body: `const [all, primary] = document.querySelectorAll('nav a');
primary.addEventListener('click', (event) => {
  event.preventDefault();
  ${busy(300)}
  history.pushState(null, '', primary.href);
  all.removeAttribute('aria-current');
  primary.setAttribute('aria-current', 'page');
});`,
  },
  '/plain': {
    type: 'text/html',
    body: '<!doctype html><html lang="en"><head><title>plain</title></head><body><h1>Plain text</h1></body></html>',
  },
};

const server = createServer((request, response) => {
  const file = files[request.url ?? ''];
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': `${file.type}; charset=utf-8` }).end(file.body);
});
/** @type {import('@playwright/test').Browser} */
let browser;
let origin = '';

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `http://127.0.0.1:${address.port}`;
  browser = await playwrightChromium().launch({
    executablePath: chromiumPath(process.env),
    args: chromiumArgs,
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
});

describe('measureInteractive', () => {
  it("times a tap from its sending to the frame that shows the menu, and counts the page's long task", async () => {
    const figures = await measureInteractive(browser, `${origin}/menu`, 1);
    // The 300 ms task at load: 250 ms beyond the 50 a task may take.
    expect(figures.longest).toBeGreaterThanOrEqual(300);
    expect(figures.blocking).toBeGreaterThanOrEqual(250);
    // Only the menu is there; its handler holds the thread 400 ms before the panel shows.
    expect(Object.keys(figures.taps)).toEqual(['menu']);
    expect(figures.taps.menu).toBeGreaterThanOrEqual(400);
    expect(figures.taps.menu).toBeLessThan(5000);
    // app.js ran before the tap; the page has no inline script.
    expect(figures.js.files).toBe(1);
    expect(figures.js.external).toBeGreaterThan(100);
    expect(figures.js.inline).toBe(0);
  });

  it('times a link below the fold to the next page’s first paint when the browser loads it', async () => {
    const figures = await measureInteractive(browser, `${origin}/linked`, 1);
    expect(Object.keys(figures.taps)).toEqual(['link']);
    // A new document's first paint: a round trip of the slow network (150 ms) at least, and
    // answered (not the "> 10 s" of a tap nothing followed).
    expect(figures.taps.link).toBeGreaterThanOrEqual(150);
    expect(figures.taps.link).toBeLessThan(5000);
  });

  it('times a filter’s chip to the frame where the address is its and it is marked current', async () => {
    const figures = await measureInteractive(browser, `${origin}/filtered`, 1);
    expect(Object.keys(figures.taps)).toEqual(['filter']);
    // The chip's handler holds the thread 300 ms before it marks the chip.
    expect(figures.taps.filter).toBeGreaterThanOrEqual(300);
    expect(figures.taps.filter).toBeLessThan(5000);
  });

  it('finds no control and no script on a page that has none', async () => {
    const figures = await measureInteractive(browser, `${origin}/plain`, 1);
    expect(figures.taps).toEqual({});
    expect(figures.js).toEqual({ external: 0, files: 0, inline: 0 });
    expect(figures.fcp).toBeGreaterThan(0);
  });
});
