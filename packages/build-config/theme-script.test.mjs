import { JSDOM } from 'jsdom';
import { THEME_EVENT, THEME_GLOBAL, THEME_STORAGE_KEY, THEME_TOGGLE } from '@school/platform/theme';
import { describe, expect, it } from 'vitest';
import { themeScript } from './theme-script.mjs';

/**
 * A page in a fresh jsdom window whose head runs the theme script as index.html does, with a
 * system that prefers `system` (a MediaQueryList the test can change) and `stored` in storage.
 * @param {{ system?: 'light' | 'dark'; stored?: string | null; storage?: 'refused' }} [options]
 */
function pageWithTheme({ system = 'light', stored = null, storage } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><div id="root"><header>
      <button type="button" ${THEME_TOGGLE}><svg><path></path></svg><span>Passer au thème sombre</span></button>
      <button type="button" id="other">Autre</button>
    </header></div></body></html>`,
    { url: 'https://school.test/', runScripts: 'outside-only' },
  );
  const { window } = dom;
  /** @type {Array<() => void>} */
  const listeners = [];
  const query = {
    matches: system === 'dark',
    addEventListener: (/** @type {string} */ _type, /** @type {() => void} */ f) =>
      listeners.push(f),
  };
  Object.assign(window, { matchMedia: () => query });
  if (stored !== null) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
  if (storage === 'refused') {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new window.DOMException('refused', 'SecurityError');
      },
    });
  }
  let announced = 0;
  window.addEventListener(THEME_EVENT, () => (announced += 1));
  window.eval(themeScript);
  const html = window.document.documentElement;
  const toggle = /** @type {HTMLElement} */ (window.document.querySelector(`[${THEME_TOGGLE}]`));
  const tap = (/** @type {Element} */ target) =>
    target.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
  const storedPreference = () => {
    const value = JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY) ?? 'null');
    return value?.state?.preference ?? null;
  };
  /** The system switches its scheme. */
  const systemTurns = (/** @type {'light' | 'dark'} */ scheme) => {
    query.matches = scheme === 'dark';
    for (const f of listeners) f();
  };
  const controller = /** @type {import('@school/platform/theme').ThemeController} */ (
    /** @type {any} */ (window)[THEME_GLOBAL]
  );
  return {
    window,
    html,
    toggle,
    tap,
    storedPreference,
    systemTurns,
    controller,
    announced: () => announced,
  };
}

const dark = JSON.stringify({ state: { preference: 'dark' }, version: 0 });

describe('themeScript', () => {
  it('is one statement of plain JavaScript, without comments', () => {
    expect(() => new Function(themeScript)).not.toThrow();
    expect(themeScript).not.toContain('@type');
    expect(themeScript).not.toMatch(/^\s*\/\//m);
    expect(themeScript).not.toContain('</script');
  });

  it.each([
    ['no choice, a light system', {}, 'light'],
    ['no choice, a dark system', { system: /** @type {const} */ ('dark') }, 'dark'],
    ['dark chosen, a light system', { stored: dark }, 'dark'],
    [
      'an unreadable choice',
      { stored: '{not json', system: /** @type {const} */ ('dark') },
      'dark',
    ],
    ['an unknown choice', { stored: JSON.stringify({ state: { preference: 'blue' } }) }, 'light'],
  ])('marks <html> before the first paint: %s', (_, options, theme) => {
    const page = pageWithTheme(options);
    expect(page.html.getAttribute('data-theme')).toBe(theme);
    expect(page.announced()).toBe(0);
  });

  it('answers a tap on the toggle (or on its icon) alone: stores the choice, marks <html>, tells the app once', () => {
    const page = pageWithTheme();
    page.tap(/** @type {Element} */ (page.toggle.querySelector('path')));
    expect(page.html.getAttribute('data-theme')).toBe('dark');
    expect(page.storedPreference()).toBe('dark');
    expect(page.announced()).toBe(1);
    page.tap(page.toggle);
    expect(page.html.getAttribute('data-theme')).toBe('light');
    expect(page.storedPreference()).toBe('light');
    expect(page.announced()).toBe(2);
    // Another button is not the toggle.
    page.tap(/** @type {Element} */ (page.window.document.getElementById('other')));
    expect(page.html.getAttribute('data-theme')).toBe('light');
    expect(page.announced()).toBe(2);
  });

  it('answers the tap before the page (the early-event contract, React) sees it', () => {
    const page = pageWithTheme();
    /** @type {string[]} */
    const seen = [];
    page.window.addEventListener(
      'click',
      () => seen.push(String(page.html.getAttribute('data-theme'))),
      true,
    );
    page.window.document.getElementById('root')?.addEventListener('click', (event) => {
      seen.push(`root ${page.html.getAttribute('data-theme')}`);
      event.stopPropagation();
    });
    page.tap(page.toggle);
    expect(seen).toEqual(['dark', 'root dark']);
  });

  it('is installed once: a second start returns the first controller, and a tap toggles once', () => {
    const page = pageWithTheme();
    page.window.eval(themeScript);
    page.tap(page.toggle);
    expect(page.html.getAttribute('data-theme')).toBe('dark');
    expect(page.announced()).toBe(1);
  });

  it('follows the system live while the choice is "system", not once the visitor chose', () => {
    const page = pageWithTheme();
    page.systemTurns('dark');
    expect(page.html.getAttribute('data-theme')).toBe('dark');
    expect(page.announced()).toBe(1);
    page.controller.set('light');
    page.systemTurns('light');
    page.systemTurns('dark');
    expect(page.html.getAttribute('data-theme')).toBe('light');
    expect(page.controller.preference()).toBe('light');
  });

  it('a refused storage keeps the choice for the page', () => {
    const page = pageWithTheme({ storage: 'refused', system: 'dark' });
    expect(page.html.getAttribute('data-theme')).toBe('dark');
    page.tap(page.toggle);
    expect(page.html.getAttribute('data-theme')).toBe('light');
    expect(page.controller.preference()).toBe('light');
    page.tap(page.toggle);
    expect(page.html.getAttribute('data-theme')).toBe('dark');
  });

  it('ignores a preference that is not one', () => {
    const page = pageWithTheme();
    page.controller.set(/** @type {any} */ ('blue'));
    expect(page.storedPreference()).toBe(null);
    expect(page.announced()).toBe(0);
  });
});
