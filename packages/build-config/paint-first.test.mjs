import { JSDOM } from 'jsdom';
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
  ISLAND_FOLLOWS_DATA,
  ISLAND_INTENDED_ATTRIBUTE,
  ISLAND_ON_INTENT,
  ISLAND_READS_NO_ADDRESS,
  ISLAND_WHEN_ATTRIBUTE,
  ISLANDS_ATTRIBUTE,
} from '@school/platform/early-events';
import { describe, expect, it } from 'vitest';
import {
  HELD_SCRIPT_NAME,
  holdAppScripts,
  PAINT_FIRST_ATTRIBUTE,
  paintFirstLoader,
} from './paint-first.mjs';
import { EARLY_EVENTS_GLOBAL } from './early-events.mjs';

// The head Rsbuild writes for the shell (index.html's first inline script, the favicon, the
// entry script), as prerender.mjs's pageHtml receives it.
const shellHead = [
  '<meta charset="utf-8" />',
  '<script>var address = {}; document.documentElement.lang = "fr";</script>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<script defer src="/static/js/index.d919fcd95a.js"></script>',
].join('');

describe('holdAppScripts', () => {
  it('leaves no external script in the head that runs before the page is shown', () => {
    const { head, held } = holdAppScripts(shellHead);
    expect(held).toBe(1);
    expect(head).not.toMatch(/<script\b[^>]*\bsrc=/);
    // Still fetched from the head, early, at low priority: it never competes with the LCP image.
    expect(head).toContain(
      `<link rel="preload" as="script" href="/static/js/index.d919fcd95a.js" fetchpriority="low" ${PAINT_FIRST_ATTRIBUTE}="classic">`,
    );
  });

  it('on a page of islands, which may never run them, only names them: nothing fetched while it loads', () => {
    const { head, held } = holdAppScripts(shellHead, { islands: true });
    expect(held).toBe(1);
    expect(head).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(head).not.toMatch(/<link\b[^>]*\bdata-paint-first/);
    expect(head).toContain(
      `<meta name="${HELD_SCRIPT_NAME}" content="/static/js/index.d919fcd95a.js" ${PAINT_FIRST_ATTRIBUTE}="classic">`,
    );
  });

  it('keeps inline scripts (language, theme before the first paint) where they are', () => {
    const { head } = holdAppScripts(shellHead);
    expect(head).toContain(
      '<script>var address = {}; document.documentElement.lang = "fr";</script>',
    );
  });

  it('holds module scripts as module preloads, keeps their CORS mode and their order', () => {
    const { head, held } = holdAppScripts(
      '<script type="module" src="/a.js" crossorigin></script><script defer src="/b.js"></script>',
    );
    expect(held).toBe(2);
    expect(head).toBe(
      `<link rel="modulepreload" href="/a.js" fetchpriority="low" crossorigin="anonymous" ${PAINT_FIRST_ATTRIBUTE}="module">` +
        `<link rel="preload" as="script" href="/b.js" fetchpriority="low" ${PAINT_FIRST_ATTRIBUTE}="classic">`,
    );
  });

  it('leaves async and parser-blocking scripts alone (nothing to hold: not the app)', () => {
    const head = '<script async src="/analytics.js"></script><script src="/blocking.js"></script>';
    expect(holdAppScripts(head)).toEqual({ head, held: 0 });
  });
});

describe('paintFirstLoader', () => {
  it('is one inline script that starts the held scripts, with a time limit', () => {
    expect(paintFirstLoader).toMatch(/^<script>(?:(?!<\/script)[\s\S])*<\/script>$/);
    expect(paintFirstLoader).toContain(`[\${marker}]`);
    expect(paintFirstLoader).toContain(
      `("${PAINT_FIRST_ATTRIBUTE}", 5000, 2000, "${EARLY_EVENTS_GLOBAL}", "${ISLANDS_ATTRIBUTE}", "${ISLAND_ATTRIBUTE}", "[data-notice]", "preview", "school.preview", "${ISLAND_WHEN_ATTRIBUTE}", "${ISLAND_ON_INTENT}", "${ISLAND_INTENDED_ATTRIBUTE}", "${ISLAND_FOLLOWS_ATTRIBUTE}", "${PAGE_STATE_ID}", ${JSON.stringify(STATE_VERSION_AT_END.source)}, "${DATA_VERSION_PATH}", ${DATA_VERSION_CHECK_MS}, "${ISLAND_ADDRESS_ATTRIBUTE}", "${ISLAND_READS_NO_ADDRESS}", "draft")`,
    );
    // A script that fails to load hands the held events to the browser.
    expect(paintFirstLoader).toContain('.fail()');
    // Valid JavaScript once its comments are gone.
    expect(
      () => new Function(paintFirstLoader.slice('<script>'.length, -'</script>'.length)),
    ).not.toThrow();
  });
});

describe('paintFirstLoader on a page of islands', () => {
  /**
   * A prerendered page of islands in jsdom, its app script held, the loader run at the end of
   * its body; an IntersectionObserver the test drives. Returns whether the script was started.
   * `drawn`: the page also has an island the server drew, hydrated at the first intent; `search`:
   * the address's query.
   * `follows`: that island shows the page's data; `state`: the page's state script's text;
   * `versions`: what the data version document answers, in turn (the last one after that).
   * `share`: the page also has an island that reads nothing of the address (an article's share row).
   * @param {{ notice?: boolean; island?: boolean; preview?: boolean; islands?: boolean; drawn?: boolean; search?: string; follows?: boolean; state?: string; versions?: string[]; share?: boolean }} options
   */
  function islandsPage({
    notice = false,
    island = true,
    preview = false,
    islands = true,
    drawn = false,
    search = '',
    follows = false,
    state = '',
    versions = [],
    share = false,
  }) {
    const shareRow = share
      ? `<div ${ISLAND_ATTRIBUTE}="blog_news/islands/share" ${ISLAND_WHEN_ATTRIBUTE}="${ISLAND_ON_INTENT}" ${ISLAND_ADDRESS_ATTRIBUTE}="${ISLAND_READS_NO_ADDRESS}"><button type="button">Copier le lien</button></div>`
      : '';
    const followsData = follows ? ` ${ISLAND_FOLLOWS_ATTRIBUTE}="${ISLAND_FOLLOWS_DATA}"` : '';
    const list = drawn
      ? `<div ${ISLAND_ATTRIBUTE}="blog_news/islands/calendar" ${ISLAND_WHEN_ATTRIBUTE}="${ISLAND_ON_INTENT}"${followsData}><nav><a href="?level=primary">Primaire</a></nav></div>`
      : '';
    const stateScript = state
      ? `<script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`
      : '';
    const dom = new JSDOM(
      `<!doctype html><html><head>${islands ? `<meta name="${HELD_SCRIPT_NAME}" content="/static/js/index.js" ${PAINT_FIRST_ATTRIBUTE}="classic">` : `<link rel="preload" as="script" href="/static/js/index.js" ${PAINT_FIRST_ATTRIBUTE}="classic">`}</head><body><div id="root" ${islands ? ISLANDS_ATTRIBUTE : ''}><header></header>${notice ? '<div data-notice="n1"></div>' : ''}<main><h1>Accessibilité</h1>${list}${shareRow}</main><footer>${island ? `<div ${ISLAND_ATTRIBUTE}="contact/NewsletterBox"></div>` : ''}</footer></div>${stateScript}</body></html>`,
      {
        url: `https://school.test/accessibility${preview ? '?preview=contact@0123456789ab' : search}`,
        runScripts: 'outside-only',
        pretendToBeVisual: true,
      },
    );
    const { window } = dom;
    /** @type {Array<(entries: { isIntersecting: boolean }[]) => void>} */
    const observers = [];
    /** @type {Element[]} */
    const observed = [];
    window.IntersectionObserver = /** @type {any} */ (
      class {
        /** @param {(entries: { isIntersecting: boolean }[]) => void} callback */
        constructor(callback) {
          observers.push(callback);
        }
        /** @param {Element} element */
        observe(element) {
          observed.push(element);
        }
        disconnect() {}
      }
    );
    /** @type {string[]} */
    const fetched = [];
    let answer = 0;
    window.fetch = /** @type {any} */ (
      async (/** @type {string} */ url, /** @type {RequestInit} */ init) => {
        fetched.push(`${url} ${init.cache}`);
        const version = versions[Math.min(answer++, versions.length - 1)];
        return { ok: true, json: async () => ({ version }) };
      }
    );
    window.eval(paintFirstLoader.slice('<script>'.length, -'</script>'.length));
    const started = () => window.document.querySelectorAll('head script[src]').length > 0;
    /** The prefetches the loader added (the held script, for the cache). */
    const prefetched = () =>
      [...window.document.querySelectorAll('head link[rel="prefetch"]')].map((link) =>
        link.getAttribute('href'),
      );
    const near = () => observers.forEach((callback) => callback([{ isIntersecting: true }]));
    const frames = () => new Promise((resolve) => window.setTimeout(resolve, 100));
    return { started, near, frames, observed, window, fetched, prefetched };
  }

  it('starts its script at the first intent inside an island the server drew, never for seeing it, and marks that island', async () => {
    const page = islandsPage({ drawn: true });
    await page.frames();
    expect(page.started()).toBe(false);
    // Only the newsletter box is watched for the viewport.
    expect(page.observed.map((element) => element.getAttribute(ISLAND_ATTRIBUTE))).toEqual([
      'contact/NewsletterBox',
    ]);
    const { document, PointerEvent, Event } = page.window;
    const list = document.querySelector(`[${ISLAND_WHEN_ATTRIBUTE}]`);
    // A press elsewhere on the page starts nothing.
    document
      .querySelector('h1')
      ?.dispatchEvent(new (PointerEvent ?? Event)('pointerdown', { bubbles: true }));
    expect(page.started()).toBe(false);
    list
      ?.querySelector('a')
      ?.dispatchEvent(new (PointerEvent ?? Event)('pointerdown', { bubbles: true }));
    expect(page.started()).toBe(true);
    expect(list?.hasAttribute(ISLAND_INTENDED_ATTRIBUTE)).toBe(true);
  });

  describe('with a list that shows the page’s data', () => {
    const drawnWith = 'a'.repeat(64);
    const state = `{"cache":{"queries":[]},"catalogs":{},"dataVersion":"${drawnWith}"}`;

    it('checks the data version once loaded and idle, and starts nothing while it holds', async () => {
      const page = islandsPage({ drawn: true, follows: true, state, versions: [drawnWith] });
      await page.frames();
      expect(page.fetched).toEqual([`${DATA_VERSION_PATH} no-cache`]);
      expect(page.started()).toBe(false);
      // The tab shown again: checked again, still the same.
      page.window.document.dispatchEvent(new page.window.Event('visibilitychange'));
      await page.frames();
      expect(page.fetched).toHaveLength(2);
      expect(page.started()).toBe(false);
    });

    it('starts its script when the document names another version (the script reads the list again)', async () => {
      const page = islandsPage({
        drawn: true,
        follows: true,
        state,
        versions: [drawnWith, 'b'.repeat(64)],
      });
      await page.frames();
      expect(page.started()).toBe(false);
      page.window.document.dispatchEvent(new page.window.Event('visibilitychange'));
      await page.frames();
      expect(page.started()).toBe(true);
      // Then the script's own check takes over: the page's stops asking.
      page.window.document.dispatchEvent(new page.window.Event('visibilitychange'));
      await page.frames();
      expect(page.fetched).toHaveLength(2);
    });

    it('counts a page drawn without a version as changed; an unreadable answer as nothing', async () => {
      const unversioned = islandsPage({
        drawn: true,
        follows: true,
        state: '{"cache":{}}',
        versions: [drawnWith],
      });
      await unversioned.frames();
      expect(unversioned.started()).toBe(true);
      const garbled = islandsPage({ drawn: true, follows: true, state, versions: ['<html>'] });
      await garbled.frames();
      expect(garbled.fetched).toHaveLength(1);
      expect(garbled.started()).toBe(false);
    });

    it('checks nothing for islands that show no data (a form)', async () => {
      const form = islandsPage({ drawn: true, state, versions: ['b'.repeat(64)] });
      await form.frames();
      expect(form.fetched).toEqual([]);
      expect(form.started()).toBe(false);
    });
  });

  it('waits for the intent in a share row whatever the address’s query (`?from=mail`), and starts at its first press', async () => {
    const page = islandsPage({ share: true, island: false, search: '?from=mail' });
    await page.frames();
    expect(page.started()).toBe(false);
    const { document, PointerEvent, Event } = page.window;
    document
      .querySelector('button')
      ?.dispatchEvent(new (PointerEvent ?? Event)('pointerdown', { bubbles: true }));
    expect(page.started()).toBe(true);
  });

  it('starts after the first paint as any page when the back office looks at a draft (`?draft`: drawn by the app)', async () => {
    const page = islandsPage({ share: true, island: false, search: '?draft' });
    await page.frames();
    expect(page.started()).toBe(true);
  });

  it.each([
    ['a query', '?level=primary'],
    ['a fragment', '#primaire'],
  ])(
    'starts its script at once when the address has %s its drawn island answers',
    async (_, search) => {
      const page = islandsPage({ drawn: true, search });
      expect(page.started()).toBe(true);
    },
  );

  it('starts nothing after its first paint; its script once an island nears the viewport', async () => {
    const page = islandsPage({});
    await page.frames();
    expect(page.started()).toBe(false);
    // Loaded and idle: the script its islands need is prefetched, for the cache, not run.
    expect(page.prefetched()).toEqual(['/static/js/index.js']);
    expect(page.observed.map((element) => element.getAttribute(ISLAND_ATTRIBUTE))).toEqual([
      'contact/NewsletterBox',
    ]);
    page.near();
    expect(page.started()).toBe(true);
  });

  it('never starts a script on a page with no island and no notice', async () => {
    const page = islandsPage({ island: false });
    await page.frames();
    expect(page.started()).toBe(false);
    // Nor fetches it.
    expect(page.prefetched()).toEqual([]);
    expect(page.observed).toEqual([]);
  });

  it.each([
    ['it shows a notice (its dismissal and end are the script’s)', { notice: true }],
    ['the tab asks for a preview (drawn by the app)', { preview: true }],
    ['it is not a page of islands', { islands: false }],
  ])('starts after the first paint as any page when %s', async (_, options) => {
    const page = islandsPage(options);
    await page.frames();
    expect(page.started()).toBe(true);
  });
});
