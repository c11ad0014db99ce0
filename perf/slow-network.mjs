// A page's load as a phone on a slow mobile network gets it: 400 kbit/s each way,
// 400 ms added to every request, the CPU 4x slower (Chrome DevTools Protocol throttling, as
// DevTools' own presets apply it: per request, not per packet). Measured in a fresh context each
// time (empty cache), in a 390 x 844 phone viewport at 3x:
// - first contentful paint;
// - the largest image's paint (the LCP entry whose element is an image), when the page's
//   largest paint is an image;
// - the page's interactive point: the shell asks for the data version document once the load is
//   done and the browser idle (packages/shared/src/live/data-version.ts); every byte before that
//   request is what the visitor waited for, JavaScript counted apart.
import { densePhone } from './lib/measured-site.mjs';

/** The throttling, named as it is printed. */
export const slowNetwork = {
  label: '400 kbit/s, 400 ms latency, CPU 4x slower',
  latencyMs: 400,
  bytesPerSecond: (400 * 1000) / 8,
  cpuSlowdown: 4,
};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ timeoutMs?: number }} [options]
 */
export async function measureSlowLoad(browser, url, { timeoutMs = 180_000 } = {}) {
  const context = await browser.newContext(densePhone);
  try {
    const page = await context.newPage();
    // The page's paints, recorded from the start (buffered), read at the end.
    await page.addInitScript(() => {
      const w = /** @type {any} */ (globalThis);
      w.__slowLoad = { lcpImage: null, lcp: null };
      new PerformanceObserver((list) => {
        for (const entry of /** @type {any[]} */ (list.getEntries())) {
          w.__slowLoad.lcp = entry.startTime;
          if (entry.url && entry.element?.tagName === 'IMG')
            w.__slowLoad.lcpImage = entry.startTime;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slowNetwork.latencyMs,
      downloadThroughput: slowNetwork.bytesPerSecond,
      uploadThroughput: slowNetwork.bytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowNetwork.cpuSlowdown });

    /** @type {Map<string, { url: string; type: string; bytes: number; done: boolean; started: number }>} */
    const requests = new Map();
    let interactiveAt = Number.POSITIVE_INFINITY;
    let seq = 0;
    /** Seconds (the protocol's monotonic clock) of the document's request, and of the check. */
    let startedAt = 0;
    let interactiveTime = 0;
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
      seq += 1;
      if (seq === 1) startedAt = timestamp;
      if (request.url.endsWith('/data-version.json') && interactiveAt === Infinity) {
        interactiveAt = seq;
        interactiveTime = timestamp;
      }
      requests.set(requestId, {
        url: request.url,
        type: type ?? 'Other',
        bytes: 0,
        done: false,
        started: seq,
      });
    });
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      const entry = requests.get(requestId);
      if (entry) entry.type = type;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, { bytes: encodedDataLength, done: true });
    });

    const checked = page
      .waitForRequest((r) => r.url().endsWith('/data-version.json'), { timeout: timeoutMs })
      .then(
        () => true,
        () => false,
      );
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const interactive = await checked;
    // What was asked for before the interactive point, downloaded in full.
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    const figures = await page.evaluate(() => {
      const w = /** @type {any} */ (globalThis);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      return { fcp, lcp: w.__slowLoad.lcp, lcpImage: w.__slowLoad.lcpImage };
    });
    const before = [...requests.values()].filter(
      (r) => r.done && /^https?:/.test(r.url) && r.started < interactiveAt,
    );
    const sum = (/** @type {typeof before} */ list) => list.reduce((n, r) => n + r.bytes, 0);
    return {
      fcpMs: figures.fcp,
      lcpMs: figures.lcp,
      lcpImageMs: figures.lcpImage,
      interactive,
      // From the document's request (FCP and LCP count from the navigation's start, a moment
      // earlier).
      interactiveMs: interactive ? (interactiveTime - startedAt) * 1000 : null,
      bytesBeforeInteractive: sum(before),
      jsBytesBeforeInteractive: sum(before.filter((r) => r.type === 'Script')),
      requestsBeforeInteractive: before.length,
    };
  } finally {
    await context.close();
  }
}
