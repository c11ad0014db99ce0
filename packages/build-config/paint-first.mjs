// A prerendered page is drawn before the app's JavaScript runs.
/* global window, document, location, requestAnimationFrame, HTMLImageElement, IntersectionObserver -- the loader runs in the page */
//
// The page arrives rendered (markup, styles, data), so nothing the browser must show waits for a
// script, yet with the shell's `<script defer>` in the head the browser evaluates the app the
// moment parsing ends, and then the chunks that script loads, then hydration: measured in
// Lighthouse's unthrottled load on `/`, no frame was presented before 1.26 s although the HTML, the
// font and the hero image were in at 0.14 s. The largest contentful paint came after every
// script, and Lighthouse's simulation of a phone charges whatever a page fetched and ran before
// its largest paint: 21 requests, 262 KB, LCP 3.4-4.0 s.
//
// So on a prerendered page the app's scripts are still fetched from the head, early, but as
// low-priority preloads (`fetchpriority="low"`: they never compete with the hero image or the
// fonts), and a small script at the end of the body starts them once the page has been shown:
// after the first contentful paint, and after the page's priority image (the LCP candidate,
// `fetchpriority="high"`) has loaded and had a frame to paint in. Never much later than before:
// at the latest 2 s after the page's first frame was drawn (a busy machine reports paints late,
// see PAINT_FIRST_GRACE_MS), and at once when the visitor touches, clicks, focuses or types
// (what they did meanwhile is held by the early-event contract, ./early-events.mjs, and replayed
// once the app has hydrated its target; a script that fails to load hands it to the browser).
// A page with nothing drawn (the app's bare HTML: back office, not-found) or in a hidden tab
// starts at once; a browser that draws no frame, after 5 s. A page of islands (#root marked
// ISLANDS_ATTRIBUTE, no app: shell/src/islands) starts its script only when one of its islands
// comes within 400 px of the viewport, or, for an island the server drew (ISLAND_WHEN_ATTRIBUTE
// `intent`), at the first pointerdown, focus or key inside it (marked ISLAND_INTENDED_ATTRIBUTE
// for the script, which hydrates it at once then) or at once when the address has a query or a
// fragment (`/inscription#primaire` chooses a level in the form), or, on a page with an island
// that shows its data (ISLAND_FOLLOWS_ATTRIBUTE: a list), when the data version check it runs
// meanwhile (a request of a few bytes once idle, then every 30 s in sight) finds the data
// changed; or
// after its first paint as any page when it shows a notice or the tab asks for a preview; with no
// island and no notice, never: nothing on it needs a script beyond the head's.
// Plain strings in, plain strings out: unit-tested (paint-first.test.mjs), and the end-to-end
// suite checks the order in Chromium (prerender.spec).

import {
  DATA_VERSION_CHECK_MS,
  DATA_VERSION_PATH,
  PAGE_STATE_ID,
  STATE_VERSION_AT_END,
} from '@school/platform/data-version';
import {
  ISLAND_ADDRESS_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_FOLLOWS_ATTRIBUTE,
  ISLAND_INTENDED_ATTRIBUTE,
  ISLAND_ON_INTENT,
  ISLAND_READS_NO_ADDRESS,
  ISLAND_WHEN_ATTRIBUTE,
  ISLANDS_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
} from '@school/platform/early-events';
import { DRAFT_PARAM } from '@school/platform/paths';
import { compact, EARLY_EVENTS_GLOBAL } from './early-events.mjs';

/**
 * What starts a page of islands' script right after its first paint, as any page's: a notice
 * (its dismissal and its end are the script's, shell/src/islands/notices.ts).
 */
export const PAINT_FIRST_AT_ONCE = `[${NOTICE_ATTRIBUTE}]`;

/**
 * The address parameter and the session key of a preview (shell/src/lib/preview-state.ts), and
 * the parameter of the back office's look at a draft (`/news/x?draft`): a tab asking for either
 * is drawn by the app, a page of islands too.
 */
export const PREVIEW_NAMES = {
  param: 'preview',
  storageKey: 'school.preview',
  draftParam: DRAFT_PARAM,
};

/** The attribute marking the app's scripts held until the page is shown. */
export const PAINT_FIRST_ATTRIBUTE = 'data-paint-first';

/** The `<meta name>` of a script a page of islands holds (see holdAppScripts). */
export const HELD_SCRIPT_NAME = 'school:held-script';

/** The longest the scripts wait for a paint the browser never reports. */
export const PAINT_FIRST_TIMEOUT_MS = 5000;

/**
 * The longest the scripts wait after the page's first frame for the paint to be reported. Once
 * 150 ms: in Lighthouse runs on a loaded machine the first frame is painted at 0.18 s but its
 * presentation (the paint entry) comes in at 1.25 s, intermittently, on any page (the "late
 * first paint" of `/en` and of the first page measured); the app's 17 chunks started
 * 150 ms after the frame finished before that paint, and the phone simulation charged them all
 * (LCP 3.3 s instead of 1.6 s; the lead's runs saw `/en`'s paint reported at 1.3-2.3 s). A
 * browser that reports its paints does so with the frame, so the longer wait only costs a
 * browser that is late; a touch, a key or a focus starts the app at once.
 */
export const PAINT_FIRST_GRACE_MS = 2000;

/** An external script the app's HTML loads after parsing: `defer` or `type="module"`. */
const deferredScript = /<script\b([^>]*)><\/script>/g;

/** @param {string} attributes @param {string} name */
function attribute(attributes, name) {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?(?=\\s|$)`).exec(` ${attributes} `);
  return match ? (match[1] ?? '') : null;
}

/**
 * The head of the app's HTML with each deferred or module script turned into a low-priority
 * preload of the same file, marked to be started by `paintFirstLoader`. Other scripts (inline
 * ones, `async` ones) stay as they are. On a page of islands (`islands`), which may never run
 * them, a `<meta>` naming the file instead (HELD_SCRIPT_NAME): nothing is fetched while the page
 * loads; the loader prefetches it once the page is loaded and the browser idle, for the cache.
 * (A `<link rel="prefetch">` in the head was fetched at once, beside the page's own files: a
 * phone's simulated first paint in Lighthouse counted its 22 KB.)
 * @param {string} head
 * @param {{ islands?: boolean }} [options]
 * @returns {{ head: string; held: number }} the new head, and how many scripts it holds back
 */
export function holdAppScripts(head, { islands = false } = {}) {
  let held = 0;
  const result = head.replace(deferredScript, (tag, /** @type {string} */ attributes) => {
    const src = attribute(attributes, 'src');
    const module = attribute(attributes, 'type') === 'module';
    if (!src || attribute(attributes, 'async') !== null) return tag;
    if (!module && attribute(attributes, 'defer') === null) return tag;
    held += 1;
    const crossorigin = attribute(attributes, 'crossorigin');
    const cors = crossorigin === null ? '' : ` crossorigin="${crossorigin || 'anonymous'}"`;
    // A page of islands may never run them: named only, prefetched by the loader when idle.
    if (islands) {
      const crossOrigin =
        crossorigin === null ? '' : ` data-crossorigin="${crossorigin || 'anonymous'}"`;
      return `<meta name="${HELD_SCRIPT_NAME}" content="${src}"${crossOrigin} ${PAINT_FIRST_ATTRIBUTE}="${module ? 'module' : 'classic'}">`;
    }
    return module
      ? `<link rel="modulepreload" href="${src}" fetchpriority="low"${cors} ${PAINT_FIRST_ATTRIBUTE}="module">`
      : `<link rel="preload" as="script" href="${src}" fetchpriority="low"${cors} ${PAINT_FIRST_ATTRIBUTE}="classic">`;
  });
  return { head: result, held };
}

/**
 * Starts the scripts `holdAppScripts` held, in their order, once the page has been shown (see
 * above). Runs where it is parsed, at the end of the body: the page's markup is all there.
 * Its source is the script's text: no syntax newer than the pages' own bundles.
 */
function startAfterPaint(
  /** @type {string} */ marker,
  /** @type {number} */ timeoutMs,
  /** @type {number} */ graceMs,
  /** @type {string} */ contract,
  /** @type {string} */ islands,
  /** @type {string} */ island,
  /** @type {string} */ atOnce,
  /** @type {string} */ previewParam,
  /** @type {string} */ previewKey,
  /** @type {string} */ when,
  /** @type {string} */ onIntent,
  /** @type {string} */ intended,
  /** @type {string} */ follows,
  /** @type {string} */ stateId,
  /** @type {string} */ versionAtEnd,
  /** @type {string} */ versionPath,
  /** @type {number} */ checkMs,
  /** @type {string} */ address,
  /** @type {string} */ noAddress,
  /** @type {string} */ draftParam,
) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const links = document.querySelectorAll(`[${marker}]`);
    for (let i = 0; i < links.length; i += 1) {
      const link = /** @type {Element} */ (links[i]);
      const script = document.createElement('script');
      if (link.getAttribute(marker) === 'module') script.type = 'module';
      const cors = link.getAttribute('crossorigin') || link.getAttribute('data-crossorigin');
      if (cors) script.crossOrigin = cors;
      script.src = link.getAttribute('href') || link.getAttribute('content') || '';
      // In order, as `defer` ran them.
      script.async = false;
      // Taps held by the early-event contract go to the browser rather than wait in vain.
      script.onerror = () => {
        const early = /** @type {any} */ (window)[contract];
        if (early) early.fail();
      };
      document.head.appendChild(script);
    }
  };
  // A frame later: what changed before (an image that came in) has been painted.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  const root = document.getElementById('root');
  if (!root || !root.firstElementChild || document.visibilityState !== 'visible') return start();
  let preview = false;
  try {
    const params = new URLSearchParams(location.search);
    preview =
      params.has(previewParam) ||
      params.has(draftParam) ||
      sessionStorage.getItem(previewKey) !== null;
  } catch {
    preview = false;
  }
  if (root.hasAttribute(islands) && !preview && !root.querySelector(atOnce)) {
    const boxes = root.querySelectorAll('[' + island + ']');
    if (!boxes.length) return;
    /** Once the page has loaded and the browser is idle. @param {() => void} then */
    const whenIdle = (then) => {
      const idle = () =>
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(then, { timeout: 2000 })
          : setTimeout(then, 1);
      if (document.readyState === 'complete') idle();
      else window.addEventListener('load', idle, { once: true });
    };
    // The script its islands will need, in the cache before they do (nothing when it started).
    whenIdle(() => {
      const held = document.querySelectorAll(`meta[${marker}]`);
      for (let i = 0; i < held.length && !started; i += 1) {
        const meta = /** @type {Element} */ (held[i]);
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        const cors = meta.getAttribute('data-crossorigin');
        if (cors) link.crossOrigin = cors;
        link.href = meta.getAttribute('content') || '';
        document.head.appendChild(link);
      }
    });
    // An island that shows the page's data (a list): the page's data version check, until the
    // script runs (then its own, shell/src/islands/start.ts): once loaded and idle, every
    // `checkMs` while in sight, and when the tab is shown again. Another version than the one
    // the state ends with (none counts as changed) starts the script, which reads the list again.
    if (root.querySelector('[' + follows + ']')) {
      const state = document.getElementById(stateId);
      const drawn = new RegExp(versionAtEnd).exec((state && state.textContent) || '');
      const version = drawn ? drawn[1] : null;
      /** @type {any} */
      let timer;
      const check = () => {
        if (started) return clearInterval(timer);
        if (document.visibilityState !== 'visible') return;
        fetch(versionPath, { cache: 'no-cache', credentials: 'same-origin' })
          .then((response) => (response.ok ? response.json() : null))
          .then(
            (body) => {
              const latest = body && body.version;
              if (typeof latest === 'string' && /^[0-9a-f]{16,64}$/.test(latest)) {
                if (latest !== version) start();
              }
            },
            () => {},
          );
      };
      whenIdle(check);
      timer = setInterval(check, checkMs);
      document.addEventListener('visibilitychange', check);
    }
    if (typeof IntersectionObserver === 'function') {
      const near = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          near.disconnect();
          start();
        },
        { rootMargin: '400px' },
      );
      for (let i = 0; i < boxes.length; i += 1) {
        const box = /** @type {Element} */ (boxes[i]);
        if (box.getAttribute(when) !== onIntent) {
          near.observe(box);
          continue;
        }
        if ((location.search || location.hash) && box.getAttribute(address) !== noAddress) {
          return start();
        }
        const intent = () => {
          box.setAttribute(intended, '');
          start();
        };
        for (const type of ['pointerdown', 'keydown', 'focusin']) {
          box.addEventListener(type, intent, { capture: true, once: true, passive: true });
        }
      }
      return;
    }
  }
  setTimeout(start, timeoutMs);
  // A visitor who reaches for the page gets the app at once.
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart']) {
    window.addEventListener(type, start, { capture: true, once: true, passive: true });
  }
  // A paint the browser is slow to report (a busy machine presents frames late) holds the app
  // back a moment at most: the page's first frame has been drawn by then.
  requestAnimationFrame(() => setTimeout(start, graceMs));
  const types =
    (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (!types.includes('paint')) return afterFrame();
  const image = root.querySelector('img[fetchpriority="high"]');
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    if (!(image instanceof HTMLImageElement) || image.complete) return start();
    image.addEventListener('load', afterFrame);
    image.addEventListener('error', start);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** The inline script that starts the held scripts (put at the end of the body). */
export const paintFirstLoader = `<script>(${compact(startAfterPaint.toString())})(${[
  PAINT_FIRST_ATTRIBUTE,
  PAINT_FIRST_TIMEOUT_MS,
  PAINT_FIRST_GRACE_MS,
  EARLY_EVENTS_GLOBAL,
  ISLANDS_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PAINT_FIRST_AT_ONCE,
  PREVIEW_NAMES.param,
  PREVIEW_NAMES.storageKey,
  ISLAND_WHEN_ATTRIBUTE,
  ISLAND_ON_INTENT,
  ISLAND_INTENDED_ATTRIBUTE,
  ISLAND_FOLLOWS_ATTRIBUTE,
  PAGE_STATE_ID,
  STATE_VERSION_AT_END.source,
  DATA_VERSION_PATH,
  DATA_VERSION_CHECK_MS,
  ISLAND_ADDRESS_ATTRIBUTE,
  ISLAND_READS_NO_ADDRESS,
  PREVIEW_NAMES.draftParam,
]
  .map((value) => JSON.stringify(value))
  .join(', ')});</script>`;
