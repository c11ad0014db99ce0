import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  compact,
  EARLY_EVENTS_FALLBACK_MS,
  EARLY_EVENTS_GLOBAL,
  earlyEventsContract,
} from './early-events.mjs';
import {
  EARLY_EVENTS_PASS,
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLANDS_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
} from '@school/platform/early-events';

// The contract's behaviour in a browser is tested end to end (e2e/tests/early-events.spec.ts:
// the app's entry held while the test taps, types and sends); here, the inline script itself.
const source = earlyEventsContract.slice('<script>'.length, -'</script>'.length);

describe('earlyEventsContract', () => {
  it('is one inline script, valid JavaScript once its comments are gone', () => {
    expect(earlyEventsContract).toMatch(/^<script>(?:(?!<\/script)[\s\S])*<\/script>$/);
    expect(() => new Function(source)).not.toThrow();
    // No JSDoc left in what every page carries.
    expect(source).not.toContain('@type');
  });

  it('is called with its global name and its time limit', () => {
    expect(
      source.endsWith(
        `)("${EARLY_EVENTS_GLOBAL}", ${EARLY_EVENTS_FALLBACK_MS}, "${EARLY_EVENTS_PASS}", "${ISLANDS_ATTRIBUTE}", "${ISLAND_ATTRIBUTE}", "${NOTICE_ATTRIBUTE}", "${ISLAND_LIVE_ATTRIBUTE}");`,
      ),
    ).toBe(true);
    expect(EARLY_EVENTS_FALLBACK_MS).toBeGreaterThan(1000);
  });

  it('holds the events a visitor acts with, in the capture phase on the window', () => {
    expect(source).toContain("['click', 'submit', 'keydown', 'input', 'change']");
    expect(source).toContain('for (const type of types) window.addEventListener(type, hold, true)');
    // A held form is submitted again through requestSubmit (the app's submit handler runs).
    expect(source).toContain('form.requestSubmit(submitter)');
  });

  it('registers its listeners and a global to report to', () => {
    const calls = /** @type {Array<[string, EventListener, boolean]>} */ ([]);
    const fakeWindow = /** @type {Record<string, unknown>} */ ({
      addEventListener: (
        /** @type {string} */ type,
        /** @type {EventListener} */ f,
        /** @type {boolean} */ c,
      ) => calls.push([type, f, c]),
    });
    new Function('window', 'document', source)(fakeWindow, {});
    expect(calls.map(([type, , capture]) => `${type}:${capture}`)).toEqual([
      'click:true',
      'submit:true',
      'keydown:true',
      'input:true',
      'change:true',
    ]);
    const api = /** @type {{ held(): number }} */ (fakeWindow[EARLY_EVENTS_GLOBAL]);
    expect(api.held()).toBe(0);
  });
});

/**
 * A prerendered page in a fresh jsdom window with the contract running, as the head runs it:
 * a header with controls marked EARLY_EVENTS_PASS and the same controls unmarked. `reached` lists
 * the events that got to #root (where React listens), `early` those the window saw first (the
 * head's theme script listens there, in the capture phase, before the contract).
 */
function pageWithContract({ islands = false } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><div id="root" ${islands ? ISLANDS_ATTRIBUTE : ''}><div ${NOTICE_ATTRIBUTE}="n1"><p>Avis</p><button type="button" id="dismiss">Masquer cet avis</button></div><header>
      <details ${EARLY_EVENTS_PASS}><summary>Ouvrir le menu</summary><a href="/news">Actualités</a></details>
      <a ${EARLY_EVENTS_PASS} href="/ar/about" hreflang="ar">العربية</a>
      <button ${EARLY_EVENTS_PASS} type="button" data-theme-toggle><svg><path></path></svg></button>
      <button type="button" id="plain">Plain</button>
      <a href="/about?category=x" id="internal">Filtre</a>
      <a href="/contact" id="other">Contact</a>
    </header><main><div ${ISLAND_ATTRIBUTE}="contact/NewsletterBox"><button type="submit" id="in-island">S’abonner</button></div></main></div></body></html>`,
    // jsdom does not navigate: a followed link is "not implemented" there, not an error here.
    {
      url: 'https://school.test/about',
      runScripts: 'outside-only',
      virtualConsole: new VirtualConsole(),
    },
  );
  const { window } = dom;
  /** @type {string[]} */
  const early = [];
  /** @type {string[]} */
  const reached = [];
  const describe = (/** @type {Event} */ event) =>
    `${event.type} ${/** @type {Element} */ (event.target).tagName.toLowerCase()}`;
  window.addEventListener('click', (event) => early.push(describe(event)), true);
  window.addEventListener('keydown', (event) => early.push(describe(event)), true);
  window.eval(source);
  const root = /** @type {HTMLElement} */ (window.document.getElementById('root'));
  root.addEventListener('click', (event) => reached.push(describe(event)), true);
  root.addEventListener('keydown', (event) => reached.push(describe(event)), true);
  const $ = (/** @type {string} */ selector) =>
    /** @type {HTMLElement} */ (window.document.querySelector(selector));
  const click = (/** @type {Element} */ target) =>
    // true: the browser's default action (follow, open) was not prevented.
    target.dispatchEvent(
      new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
    );
  const key = (/** @type {Element} */ target, /** @type {string} */ name) =>
    target.dispatchEvent(
      new window.KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: name }),
    );
  /** Marks an element as React marks what it hydrated. */
  const hydrate = (/** @type {Element} */ element) =>
    Object.assign(element, { __reactProps$test: {} });
  const api = /** @type {{ held(): number; flush(): void }} */ (
    /** @type {any} */ (window)[EARLY_EVENTS_GLOBAL]
  );
  return { window, $, click, key, hydrate, api, early, reached };
}

describe('a control marked EARLY_EVENTS_PASS', () => {
  it('is answered by the browser before the app runs: nothing held, nothing prevented, React kept out', () => {
    const page = pageWithContract();
    const summary = page.$('summary');
    const language = page.$('a[hreflang]');
    const theme = page.$('[data-theme-toggle]');
    expect(page.click(summary)).toBe(true);
    expect(page.key(summary, 'Enter')).toBe(true);
    expect(page.click(language)).toBe(true);
    // A tap on the icon inside the toggle is a tap on the toggle; a link of the menu's panel is
    // inside the marked menu: followed by the browser.
    expect(page.click(/** @type {Element} */ (theme.querySelector('path')))).toBe(true);
    expect(page.click(page.$('details a'))).toBe(true);
    expect(page.api.held()).toBe(0);
    // The window's earlier listeners (the theme script) saw each; the page's own did not.
    expect(page.early).toEqual([
      'click summary',
      'keydown summary',
      'click a',
      'click path',
      'click a',
    ]);
    expect(page.reached).toEqual([]);
  });

  it('is never replayed: after the app has hydrated it, nothing comes twice', async () => {
    const page = pageWithContract();
    const summary = page.$('summary');
    page.click(summary);
    page.click(page.$('[data-theme-toggle]'));
    page.window.document.querySelectorAll('*').forEach(page.hydrate);
    page.api.flush();
    await new Promise((resolve) => page.window.setTimeout(resolve, 80));
    expect(page.early).toEqual(['click summary', 'click button']);
    expect(page.reached).toEqual([]);
  });

  it('goes to React as any event once React owns it', () => {
    const page = pageWithContract();
    const theme = page.$('[data-theme-toggle]');
    page.hydrate(theme);
    expect(page.click(theme)).toBe(true);
    expect(page.reached).toEqual(['click button']);
    expect(page.api.held()).toBe(0);
  });

  it('leaves the contract as it was for every other control', () => {
    const page = pageWithContract();
    page.click(page.$('#plain'));
    // A link within the page without the mark is held for the app's router: the browser does not
    // follow it.
    expect(page.click(page.$('#internal'))).toBe(false);
    expect(page.api.held()).toBe(2);
    expect(page.reached).toEqual([]);
  });
});

describe('a link to another page of the site', () => {
  it('is followed by the browser before the app runs: nothing held, nothing prevented, React kept out', () => {
    const page = pageWithContract();
    const other = page.$('#other');
    expect(page.click(other)).toBe(true);
    expect(page.api.held()).toBe(0);
    expect(page.reached).toEqual([]);
    // A click with a modifier (a new tab) is the browser's whatever the page: not held either.
    const newTab = new page.window.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      button: 0,
      ctrlKey: true,
    });
    expect(other.dispatchEvent(newTab)).toBe(true);
    expect(page.api.held()).toBe(0);
  });

  it('goes to the app’s router once React owns it', () => {
    const page = pageWithContract();
    const other = page.$('#other');
    page.hydrate(other);
    page.click(other);
    expect(page.reached).toEqual(['click a']);
    expect(page.api.held()).toBe(0);
  });
});

describe('compact', () => {
  it('drops comment lines, JSDoc and indentation, keeps the code', () => {
    expect(
      compact('function f() {\n  // note\n  /** @type {number} */ const a = 1;\n  return a;\n}'),
    ).toBe('function f() {\nconst a = 1;\nreturn a;\n}');
  });
});

describe('a page of islands (#root marked ISLANDS_ATTRIBUTE)', () => {
  it('holds nothing outside its islands: no app is coming for them', () => {
    const page = pageWithContract({ islands: true });
    expect(page.click(page.$('#plain'))).toBe(true);
    expect(page.click(page.$('#internal'))).toBe(true);
    expect(page.key(page.$('#plain'), 'Enter')).toBe(true);
    expect(page.api.held()).toBe(0);
    expect(page.reached).toEqual(['click button', 'click a', 'keydown button']);
  });

  it('still holds what happens inside an island its root has not taken yet', () => {
    const page = pageWithContract({ islands: true });
    page.click(page.$('#in-island'));
    expect(page.api.held()).toBe(1);
    page.hydrate(page.$('#in-island'));
    page.api.flush();
    expect(page.api.held()).toBe(0);
    expect(page.reached).toEqual(['click button']);
  });

  it('holds a tap on a notice until the page’s script answers the banner, then gives it to the script once', () => {
    const page = pageWithContract({ islands: true });
    const dismiss = page.$('#dismiss');
    expect(page.click(dismiss)).toBe(true);
    page.api.flush();
    expect(page.api.held()).toBe(1);
    expect(page.reached).toEqual([]);
    // shell/src/islands/notices.ts has attached its listener: it marks the bands.
    page.$(`[${NOTICE_ATTRIBUTE}]`).setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    page.api.flush();
    expect(page.api.held()).toBe(0);
    expect(page.reached).toEqual(['click button']);
    // From then on, a tap goes its way at once.
    page.click(dismiss);
    expect(page.api.held()).toBe(0);
    expect(page.reached).toEqual(['click button', 'click button']);
  });

  it('on any other page, holds the same controls as before', () => {
    const page = pageWithContract();
    page.click(page.$('#in-island'));
    page.click(page.$('#plain'));
    expect(page.api.held()).toBe(2);
  });
});
