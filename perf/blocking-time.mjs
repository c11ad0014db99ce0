#!/usr/bin/env node
// The main thread's work while a page loads and hydrates, on a phone's CPU: the quick loop behind
// Lighthouse's total blocking time (Lighthouse takes a minute a page and mixes in the network;
// this takes seconds). Serves the last production build as `npm start` does, opens each page in
// a 412 px phone viewport with the CPU 4x slower (the Lighthouse mobile preset's factor), no
// network throttling, and records the browser's long tasks (over 50 ms) from the navigation until
// the page has been quiet for 3 s. Prints, per page, the median of N loads (--runs, default 5):
// total blocking time after the first contentful paint (the sum of each long task's part over
// 50 ms, as Lighthouse counts it, without its end at "time to interactive"), the longest task,
// the number of long tasks, and how many of the page's elements React hydrated (a count a busy
// machine cannot skew, unlike the times). A benchmark: it prints, whatever the figures.
// Run it in a private network namespace (fixed ports):
//   unshare -n sh -c 'ip link set lo up && node perf/blocking-time.mjs [--runs 5] [/ /ar ...]'
import { lighthousePhone, startMeasuredSite } from './lib/measured-site.mjs';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 5) : 5;
const paths = args.filter((a) => a.startsWith('/'));
if (!paths.length) paths.push('/', '/ar', '/news');

const { site, browser, close } = await startMeasuredSite();

/** One load: long tasks and the first contentful paint, in ms from the navigation's start. */
async function load(/** @type {string} */ url) {
  const context = await browser.newContext(lighthousePhone);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = /** @type {any} */ (globalThis);
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.__longTasks.push([entry.startTime, entry.duration]);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // Quiet: no new long task for 3 s (hydration of a remote's area comes after its code).
    let seen = -1;
    for (;;) {
      const count = await page.evaluate(() => /** @type {any} */ (globalThis).__longTasks.length);
      if (count === seen) break;
      seen = count;
      await page.waitForTimeout(3000);
    }
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      // The work hydration did, in a figure a busy machine cannot skew: the page's elements
      // React has taken over (each carries React's fiber key) out of all of them.
      const elements = Array.from(document.querySelectorAll('#root *'));
      const hydrated = elements.filter((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ).length;
      return {
        fcp,
        hydrated,
        elements: elements.length,
        tasks: /** @type {[number, number][]} */ (/** @type {any} */ (globalThis).__longTasks),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

try {
  console.log(`CPU 4x slower, no network throttling; median of ${runs} loads per page\n`);
  console.log(
    '| page | TBT ms (after FCP) | longest task ms | long tasks | elements hydrated | runs (TBT ms) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const path of paths) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { fcp, tasks, hydrated, elements } = await load(`${site.urls.shell}${path}`);
      const blocking = tasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const longest = tasks.reduce((max, [, duration]) => Math.max(max, duration), 0);
      results.push({
        blocking,
        longest,
        count: tasks.length,
        hydrated: `${hydrated} of ${elements}`,
      });
    }
    console.log(
      `| ${path} | ${Math.round(median(results.map((r) => r.blocking)))} | ${Math.round(median(results.map((r) => r.longest)))} | ${median(results.map((r) => r.count))} | ${results[0]?.hydrated} | ${results.map((r) => Math.round(r.blocking)).join(', ')} |`,
    );
  }
} finally {
  await close();
}
