#!/usr/bin/env node
// Interactive on a slow phone (issue #40): what a visitor on a low-end Android feels while a public
// page loads. Each load runs in a fresh browser context (empty cache) on a 390 x 844 phone at 3x
// with touch, the CPU 4x slower (CDP Emulation.setCPUThrottlingRate) and a slow 4G network
// (CDP Network.emulateNetworkConditions: 150 ms added to every request, 1.6 Mbit/s down,
// 750 kbit/s up; DevTools' throttling, applied per request, not per packet). Per page:
//
// - blocking: the sum over the page's long tasks (PerformanceObserver 'longtask', buffered,
//   registered before any of the page's scripts by an init script) of (duration - 50 ms), for
//   the tasks that start between the navigation's start and 10 s after it, in a load nobody
//   touches; and the longest of those tasks. The window is fixed on purpose: work deferred past
//   Lighthouse's quiet window still counts.
// - first tap, per kind of control the page has (the phone menu's button, a language of the
//   language switch, the theme toggle, the carousel's last dot, the first text field of the
//   page's form): in a load of its own, 1 s after the first contentful paint, a touch tap at the
//   control's centre (CDP Input.dispatchTouchEvent, touchStart then touchEnd), for the field
//   followed by the key "a" (Input.dispatchKeyEvent) as soon as the browser has taken the tap
//   (its focus comes with it). Measured on the wall clock: from just before the tap is sent
//   (Date.now() here; for the field too, so its figure is tap + key) to the first animation
//   frame whose rAF callback sees the expected change in the DOM (performance.timeOrigin +
//   performance.now() there: the frame that paints it, presented a few ms later). The watch
//   starts with the first pointerdown/touchstart/keydown the page gets (a capture listener
//   registered before the page's scripts), so a page busy when the tap comes is measured too.
//   (Event.timeStamp of a CDP-dispatched touch is not on the page's clock: not used.)
//     menu      the panel the button controls (aria-controls) is shown (not hidden, has a box),
//               or, for a <details> menu, it is open and its panel has a box;
//     language  the address is the link's, <html lang> is the new language and the switch marks
//               it current (a full page load instead: the new document's first contentful paint);
//     theme     <html data-theme> differs from what it was when the tap arrived;
//     carousel  the track's data-index is the last slide's;
//     key       the field's value holds the "a";
//     link      the first link of the page's <main> to another page of the site (scrolled into
//               view first): the address is the link's and <main> has another <h1> (a full page
//               load instead: the new document's first contentful paint);
//     filter    the first chip of a list's filter (a link of a <nav> in <main> to the same page
//               with a query, not the current one: a level, a category): the address is the
//               link's and a link to it is marked current (aria-current="page").
//   Not answered within 10 s: printed as "> 10000". The control's place is read at first paint;
//   a field below the fold is first scrolled into view by script (not a touch).
// - JS executed before the first interaction: in one more load, V8's precise coverage (CDP
//   Profiler, call counts off: every function that ran at least once) from the navigation to
//   1 s after first paint; every script file with a function that ran, its size gzipped here
//   (zlib, level 9) from the file the server sends. Inline scripts of the HTML are counted apart.
//
// Median of --runs loads (default 3) per figure. The machine's load average (uptime) is printed
// with each table: on a shared machine the figures are indicative only, a busy core lengthens
// every task. A benchmark: it prints and exits 0 whatever the figures.
//   unshare -n sh -c 'ip link set lo up && node perf/interactive.mjs [--runs 3] [--quick] [--kinds link,menu] [--press 100] [/path ...]'
// scripts/perf.mjs runs the same measurement (measureInteractive) on the composed site and on
// the one-bundle build in one run.
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { densePhone } from './lib/measured-site.mjs';

/** The conditions, named as they are printed. */
export const slowPhone = {
  label:
    'CPU 4x slower, slow 4G (150 ms per request, 1.6 Mbit/s down, 750 kbit/s up), 390 x 844 phone at 3x',
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
};

/** The window blocking is counted in, from the navigation's start. */
const WINDOW_MS = 10_000;
/** When the tap comes, after the first contentful paint. */
const TAP_AFTER_FCP_MS = 1000;
/** How long a tap may take to show its answer before it counts as unanswered. */
const ANSWER_TIMEOUT_MS = 10_000;

/** The kinds of control, in the order their columns are printed. */
export const controlKinds = /** @type {const} */ ([
  'menu',
  'language',
  'theme',
  'carousel',
  'key',
  'link',
  'filter',
]);
/** @typedef {(typeof controlKinds)[number]} ControlKind */

/**
 * The pages measured: the issue's list (a page the site does not serve is reported, not
 * measured), or with `quick` one of each kind of control in two languages.
 * @param {string | null} article the French address of a published article
 * @param {boolean} quick
 */
export function interactivePages(article, quick) {
  if (quick) return ['/', '/about', '/contact', '/ar/news'];
  return [
    '/',
    '/about',
    '/direction',
    '/news',
    ...(article ? [article] : []),
    '/blog',
    '/contact',
    '/inscription',
    '/ar',
    '/ar/news',
    '/en',
    '/en/about',
  ];
}

/**
 * In the page, before its own scripts: the long tasks, and a probe that waits for the first input
 * event and then watches, frame by frame, for the change the tapped control should make.
 * @param {string} kind a ControlKind, or '' for a load nobody touches
 */
function pageProbe(kind) {
  const w = /** @type {any} */ (globalThis);
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  if (!kind) return;
  /** @type {{ start: number | null; end: number | null }} */
  const tap = { start: null, end: null };
  w.__tap = tap;
  /** @type {() => boolean} */
  let answered = () => false;
  const watch = () => {
    if (tap.end != null) return;
    if (answered()) tap.end = performance.now();
    else requestAnimationFrame(watch);
  };
  /** @param {Event} event */
  const onInput = (event) => {
    if (tap.start != null || (kind === 'key' && event.type !== 'keydown')) return;
    tap.start = performance.now();
    // Read now: the init script runs before the document has its <html> element.
    const root = document.documentElement;
    const target = /** @type {Element} */ (event.target);
    if (kind === 'menu') {
      // A <details> menu: open, its panel drawn; a button: the panel it controls shown.
      const details = target.closest('summary')?.parentElement;
      const button = target.closest('[aria-controls]');
      const id = button?.getAttribute('aria-controls') ?? '';
      answered = () => {
        const panel =
          details instanceof HTMLDetailsElement
            ? details.open && details.querySelector(':scope > :not(summary)')
            : document.getElementById(id);
        return Boolean(
          panel instanceof HTMLElement && !panel.hidden && panel.getClientRects().length > 0,
        );
      };
    } else if (kind === 'language') {
      const link = /** @type {HTMLAnchorElement | null} */ (target.closest('a[hreflang]'));
      const lang = link?.hreflang ?? '';
      const path = link ? new URL(link.href).pathname : '';
      answered = () =>
        location.pathname === path &&
        root.lang === lang &&
        document.querySelector(`a[hreflang="${lang}"][aria-current="true"]`) != null;
    } else if (kind === 'theme') {
      const before = root.dataset.theme;
      answered = () => root.dataset.theme !== before;
    } else if (kind === 'carousel') {
      const carousel = target.closest('[aria-roledescription="carousel"]');
      const last = String(
        (carousel?.querySelectorAll('[aria-roledescription="slide"]').length ?? 0) - 1,
      );
      answered = () => carousel?.querySelector('[data-index]')?.getAttribute('data-index') === last;
    } else if (kind === 'key') {
      const field = /** @type {HTMLInputElement} */ (target);
      answered = () => typeof field.value === 'string' && field.value.includes('a');
    } else if (kind === 'link') {
      const link = /** @type {HTMLAnchorElement | null} */ (target.closest('a[href]'));
      const path = link ? new URL(link.href).pathname : '';
      const heading = document.querySelector('main h1');
      answered = () => {
        const now = document.querySelector('main h1');
        return location.pathname === path && now != null && now !== heading;
      };
    } else if (kind === 'filter') {
      const href = /** @type {HTMLAnchorElement | null} */ (target.closest('a[href]'))?.href;
      answered = () =>
        location.href === href &&
        Array.from(document.querySelectorAll('a[aria-current="page"]')).some(
          (link) => /** @type {HTMLAnchorElement} */ (link).href === href,
        );
    }
    requestAnimationFrame(watch);
  };
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    addEventListener(type, onInput, { capture: true, passive: true });
  }
}

/**
 * In the page at first paint: where the control of `kind` is (its centre, in CSS pixels of the
 * viewport), null when the page has none. A field below the fold is scrolled into view first.
 * @param {string} kind
 */
function locateControl(kind) {
  const shown = (/** @type {Element} */ element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  /** @type {Element | undefined} */
  let element;
  if (kind === 'menu') {
    // The phone menu's button, not the wide screen's "About" menu (no box on a phone).
    element = Array.from(
      document.querySelectorAll(
        'header details:not(nav details) > summary, header button[aria-controls], button[aria-controls][aria-expanded]',
      ),
    ).find(shown);
  } else if (kind === 'language') {
    element = Array.from(document.querySelectorAll('a[hreflang]:not([aria-current="true"])')).find(
      shown,
    );
  } else if (kind === 'theme') {
    element = Array.from(
      document.querySelectorAll('button[data-theme-toggle], button[data-theme-current]'),
    ).find(shown);
  } else if (kind === 'carousel') {
    const carousel = document.querySelector('[aria-roledescription="carousel"]');
    const buttons = carousel ? Array.from(carousel.querySelectorAll('button')).filter(shown) : [];
    element = buttons[buttons.length - 1];
  } else if (kind === 'key') {
    element = Array.from(
      document.querySelectorAll(
        'main form input:not([type]), main form input[type="text"], main form input[type="email"], main form textarea',
      ),
    ).find(shown);
    element?.scrollIntoView({ block: 'center' });
  } else if (kind === 'link') {
    element = Array.from(document.querySelectorAll('main a[href]')).find((link) => {
      const anchor = /** @type {HTMLAnchorElement} */ (link);
      return (
        shown(anchor) &&
        anchor.origin === location.origin &&
        anchor.pathname !== location.pathname &&
        !anchor.hasAttribute('download') &&
        !/\.\w+$/.test(anchor.pathname)
      );
    });
    element?.scrollIntoView({ block: 'center' });
  } else if (kind === 'filter') {
    element = Array.from(document.querySelectorAll('main nav a[href*="?"]')).find((link) => {
      const anchor = /** @type {HTMLAnchorElement} */ (link);
      return (
        shown(anchor) &&
        anchor.origin === location.origin &&
        anchor.pathname === location.pathname &&
        !anchor.hasAttribute('aria-current')
      );
    });
  }
  if (!element) return null;
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * A fresh context and page on the slow phone, throttled, the probe installed.
 * @param {import('@playwright/test').Browser} browser @param {string} kind
 */
async function slowPage(browser, kind) {
  const context = await browser.newContext(densePhone);
  const page = await context.newPage();
  await page.addInitScript(pageProbe, kind);
  const cdp = await slowDown(context, page);
  return { context, page, cdp };
}

/**
 * Puts a page on the slow phone's CPU and network (`slowPhone`); its CDP session.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {import('@playwright/test').Page} page
 */
export async function slowDown(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: slowPhone.downloadBytesPerSecond,
    uploadThroughput: slowPhone.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  return cdp;
}

/**
 * Navigates and waits for the first contentful paint: its time from the navigation's start, and
 * the navigation's start on the wall clock (ms since 1970, as Date.now()).
 * @param {import('@playwright/test').Page} page @param {string} url
 */
async function loadToFirstPaint(page, url) {
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  const handle = await page.waitForFunction(
    () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return fcp ? { fcp: fcp.startTime, origin: performance.timeOrigin } : null;
    },
    null,
    { polling: 10, timeout: 60_000 },
  );
  return /** @type {{ fcp: number; origin: number }} */ (await handle.jsonValue());
}

const sleepUntil = (/** @type {number} */ wallMs) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, wallMs - Date.now())));

/**
 * One load nobody touches: first paint, blocking in the first 10 s and the longest task there.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
async function blockingLoad(browser, url) {
  const { context, page } = await slowPage(browser, '');
  try {
    const { fcp, origin } = await loadToFirstPaint(page, url);
    await sleepUntil(origin + WINDOW_MS + 200);
    // A task still running at 10 s delays this read until it ends, and is then in the list.
    const tasks = /** @type {[number, number][]} */ (
      await page.evaluate(() => /** @type {any} */ (globalThis).__longTasks)
    );
    const inWindow = tasks.filter(([start]) => start < WINDOW_MS);
    return {
      fcp,
      blocking: inWindow.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longest: inWindow.reduce((max, [, duration]) => Math.max(max, duration), 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * One load, one tap 1 s after first paint: how long until its answer is drawn (ms), null when
 * the page has no such control.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {ControlKind} kind
 * @param {number} [pressMs] how long the finger rests before it lifts
 */
async function tapLoad(browser, url, kind, pressMs = 0) {
  const { context, page, cdp } = await slowPage(browser, kind);
  try {
    const { fcp, origin } = await loadToFirstPaint(page, url);
    const point = /** @type {{ x: number; y: number } | null} */ (
      await page.evaluate(locateControl, kind)
    );
    if (!point) return null;
    await sleepUntil(origin + fcp + TAP_AFTER_FCP_MS);
    const tappedAt = Date.now();
    // Sent together, in order, none awaited: the protocol answers only once the page has taken
    // the event, and a busy page is exactly what is measured.
    const touch = { x: point.x, y: point.y, id: 1, radiusX: 4, radiusY: 4, force: 1 };
    const sent = [
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch] }),
    ];
    // --press: a finger resting on the control that long before it lifts (a real tap is about
    // 50-150 ms; the figure counts from the press).
    if (pressMs > 0) await new Promise((resolve) => setTimeout(resolve, pressMs));
    sent.push(cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }));
    if (kind === 'key') {
      // The key once the browser has taken the tap (the focus comes with the tap's gesture, which
      // waits for the page to take the touch's end): typed earlier, it would go to the body.
      await Promise.all(sent);
      const key = { key: 'a', code: 'KeyA', windowsVirtualKeyCode: 65, nativeVirtualKeyCode: 65 };
      sent.push(
        cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: 'a', ...key }),
        cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
      );
    }
    const answered = Promise.all(sent).catch(() => {});
    try {
      const handle = await page.waitForFunction(
        () => {
          const tap = /** @type {any} */ (globalThis).__tap;
          return tap && tap.end != null ? performance.timeOrigin + tap.end : null;
        },
        null,
        { polling: 50, timeout: ANSWER_TIMEOUT_MS + 2000 },
      );
      const ms = /** @type {number} */ (await handle.jsonValue()) - tappedAt;
      await answered;
      return ms > ANSWER_TIMEOUT_MS ? Infinity : ms;
    } catch (error) {
      // A full page load answered the tap (a new document, not a same-document history entry):
      // its first contentful paint.
      const next = await loadToFirstPaintOfCurrent(page).catch(() => null);
      if (next && next.origin !== origin) return next.origin + next.fcp - tappedAt;
      if (error instanceof Error && error.name === 'TimeoutError') return Infinity;
      throw error;
    }
  } finally {
    await context.close();
  }
}

/** The first contentful paint of the document the page has navigated to. @param {import('@playwright/test').Page} page */
async function loadToFirstPaintOfCurrent(page) {
  await page.waitForLoadState('domcontentloaded', { timeout: ANSWER_TIMEOUT_MS });
  const handle = await page.waitForFunction(
    () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return fcp ? { fcp: fcp.startTime, origin: performance.timeOrigin } : null;
    },
    null,
    { polling: 10, timeout: ANSWER_TIMEOUT_MS },
  );
  return /** @type {{ fcp: number; origin: number }} */ (await handle.jsonValue());
}

/**
 * One load: the scripts that ran from the navigation to 1 s after first paint (V8 coverage),
 * gzip bytes of the external files and of the inline scripts.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
async function executedBeforeTap(browser, url) {
  const { context, page, cdp } = await slowPage(browser, '');
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
    const { fcp, origin } = await loadToFirstPaint(page, url);
    await sleepUntil(origin + fcp + TAP_AFTER_FCP_MS);
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    await cdp.send('Profiler.stopPreciseCoverage');
    const pageUrl = page.url();
    const files = new Set();
    let inlineCount = 0;
    for (const script of result) {
      if (!script.url || !script.functions.some((f) => f.ranges.some((r) => r.count > 0))) continue;
      if (script.url === pageUrl) inlineCount += 1;
      else if (/^https?:/.test(script.url)) files.add(script.url);
    }
    let external = 0;
    for (const file of files) {
      const response = await fetch(file);
      external += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    }
    // The inline scripts' text, from the HTML as served (they ship inside the page's own bytes).
    const html = await (await fetch(pageUrl)).text();
    const inline = Array.from(html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
      .map((m) => m[1] ?? '')
      .filter((text) => text.trim() && !text.trim().startsWith('{'));
    const inlineBytes = gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length;
    return { external, files: files.size, inline: inlineCount ? inlineBytes : 0 };
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]) : NaN;
};

/**
 * @typedef {{
 *   fcp: number; blocking: number; longest: number; blockingRuns: number[];
 *   taps: Partial<Record<ControlKind, number>>;
 *   js: { external: number; files: number; inline: number };
 * }} InteractiveFigures
 */

/**
 * Every figure of one page, medians of `runs` loads; the taps of `kinds` only.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {number} runs
 * @param {readonly ControlKind[]} [kinds] @param {number} [pressMs] each tap's press (tapLoad)
 * @returns {Promise<InteractiveFigures>}
 */
export async function measureInteractive(browser, url, runs, kinds = controlKinds, pressMs = 0) {
  const loads = [];
  for (let i = 0; i < runs; i += 1) loads.push(await blockingLoad(browser, url));
  /** @type {Partial<Record<ControlKind, number>>} */
  const taps = {};
  for (const kind of kinds) {
    const first = await tapLoad(browser, url, kind, pressMs);
    if (first == null) continue;
    const all = [first];
    for (let i = 1; i < runs; i += 1)
      all.push((await tapLoad(browser, url, kind, pressMs)) ?? Infinity);
    taps[kind] = median(all);
  }
  return {
    fcp: median(loads.map((l) => l.fcp)),
    blocking: median(loads.map((l) => l.blocking)),
    longest: median(loads.map((l) => l.longest)),
    blockingRuns: loads.map((l) => l.blocking),
    taps,
    js: await executedBeforeTap(browser, url),
  };
}

/**
 * Measures every page at `origin`, printing a dot per page on stderr.
 * @param {import('@playwright/test').Browser} browser @param {string} origin
 * @param {string[]} paths @param {number} runs @param {readonly ControlKind[]} [kinds]
 * @param {number} [pressMs] each tap's press (tapLoad)
 * @returns {Promise<{ results: Map<string, InteractiveFigures | { skipped: string }>; load: string }>}
 */
export async function measureInteractivePages(
  browser,
  origin,
  paths,
  runs,
  kinds = controlKinds,
  pressMs = 0,
) {
  const before = loadAverage();
  /** @type {Map<string, InteractiveFigures | { skipped: string }>} */
  const results = new Map();
  for (const path of paths) {
    try {
      results.set(
        path,
        await measureInteractive(browser, `${origin}${path}`, runs, kinds, pressMs),
      );
    } catch (error) {
      results.set(path, {
        skipped: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
      });
    }
    process.stderr.write('.');
  }
  return { results, load: `${before} at the start, ${loadAverage()} at the end` };
}

/** The machine's load averages over 1, 5 and 15 minutes, as `uptime` prints them. */
export function loadAverage() {
  return `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;
}

/**
 * The table of one site, in Markdown.
 * @param {string} title @param {Awaited<ReturnType<typeof measureInteractivePages>>} measured
 * @param {number} runs
 */
export function interactiveTable(title, { results, load }, runs) {
  const ms = (/** @type {number | undefined} */ n) =>
    n == null ? '–' : n === Infinity ? `> ${ANSWER_TIMEOUT_MS}` : String(Math.round(n));
  const kib = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  const lines = [
    `${title}: ${slowPhone.label}; ${runs === 1 ? 'one load' : `median of ${runs} loads`} per figure; ${load} (2 shared cores: indicative only)`,
    '',
    '| page | FCP s | blocking in 10 s ms | longest task ms | tap: menu ms | language ms | theme ms | carousel ms | first key ms | link ms | filter ms | JS run before tap KB gzip (files) + inline | blocking runs ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [path, r] of results) {
    if ('skipped' in r) {
      lines.push(`| ${path} | not measured: ${r.skipped} |||||||||||`);
      continue;
    }
    lines.push(
      `| ${path} | ${(r.fcp / 1000).toFixed(2)} | ${ms(r.blocking)} | ${ms(r.longest)} | ${controlKinds.map((k) => ms(r.taps[k])).join(' | ')} | ${kib(r.js.external)} (${r.js.files}) + ${kib(r.js.inline)} | ${r.blockingRuns.map((n) => Math.round(n)).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

// Run on its own: the last production build served as `npm start` serves it (the composed site).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startMeasuredSite } = await import('./lib/measured-site.mjs');
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const runsArg = args.indexOf('--runs');
  const runs = quick ? 1 : runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 3) : 3;
  const only = args.filter((a) => a.startsWith('/'));
  // --kinds link,menu: those taps only (the blocking and JS figures are always measured).
  const kindsArg = args.indexOf('--kinds');
  const kinds =
    kindsArg >= 0
      ? controlKinds.filter((kind) => (args[kindsArg + 1] ?? '').split(',').includes(kind))
      : controlKinds;
  // --press 100: each tap's finger rests that many ms before it lifts (default 0: at once).
  const pressArg = args.indexOf('--press');
  const pressMs = pressArg >= 0 ? Math.max(0, Number(args[pressArg + 1]) || 0) : 0;
  const { site, browser, close } = await startMeasuredSite();
  try {
    const paths = only.length ? only : interactivePages(null, quick);
    const measured = await measureInteractivePages(
      browser,
      site.urls.shell,
      paths,
      runs,
      kinds,
      pressMs,
    );
    process.stderr.write('\n');
    console.log(interactiveTable('Composed site', measured, runs));
  } finally {
    await close();
  }
}
