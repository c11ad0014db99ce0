// The visitor's theme, one writer for the whole page: the stored preference (light, dark or
// follow the system) and `<html data-theme>`, which picks the palette of the site's CSS.
//
// `startTheme` runs first in every page's head (the shell's index.html inlines its source,
// `themeScript` in @school/build-config/theme-script), so the first paint is in the visitor's
// colours and the header's theme toggle (any element carrying THEME_TOGGLE) answers a tap from
// the first byte, before and without the app: it listens on the window, in the capture phase,
// ahead of the early-event contract and of React. The app does not toggle on its own: the shell's
// store (@school/shared's theme-store) reads and sets the preference through the same controller
// (`window[THEME_GLOBAL]`) and follows its THEME_EVENT, so a tap is answered once whoever is
// there. The toggle's icon and name follow `data-theme` in CSS, so they are right before the app
// has run and never differ between the server's HTML and React's render.
// Plain JavaScript of the pages' own level, no comments inside (its source goes into every page):
// tested in a browser-like window (theme-script.test.mjs in @school/build-config).

/** Where the stored choice is kept, in the shape zustand's persist wrote it: `{"state":{"preference":…},"version":0}`. */
export const THEME_STORAGE_KEY = 'ecole.theme';

/** Where the controller is reachable on `window`. */
export const THEME_GLOBAL = '__schoolTheme';

/** The event the controller dispatches on `window` when the theme changed (a tap, a call, the system). */
export const THEME_EVENT = 'school:theme';

/** The attribute of a theme toggle: a tap on it switches between light and dark. */
export const THEME_TOGGLE = 'data-theme-toggle';

/**
 * @typedef {'light' | 'dark' | 'system'} ThemePreference
 * @typedef {'light' | 'dark'} ResolvedTheme
 * @typedef {{
 *   preference(): ThemePreference;
 *   resolved(): ResolvedTheme;
 *   set(preference: ThemePreference): void;
 *   toggle(): void;
 *   forget(): void;
 * }} ThemeController
 */

/**
 * Installs the controller in `win` once (a second call returns the first one: never two writers,
 * never a tap toggled twice) and marks `<html>` at once.
 * @param {Window & typeof globalThis} win
 * @param {{ key: string; global: string; event: string; toggle: string }} names
 * @returns {ThemeController}
 */
export function startTheme(win, names) {
  var w = /** @type {any} */ (win);
  if (w[names.global]) return w[names.global];
  var root = win.document.documentElement;
  /** @type {ThemePreference | null} */
  var unstored = null;
  /** @type {MediaQueryList | null} */
  var query = null;
  try {
    query = win.matchMedia('(prefers-color-scheme: dark)');
  } catch {
    query = null;
  }
  var valid = function (/** @type {unknown} */ value) {
    return value === 'light' || value === 'dark' || value === 'system';
  };
  var preference = function () {
    if (unstored) return unstored;
    try {
      var stored = JSON.parse(win.localStorage.getItem(names.key) || 'null');
      var value = stored && stored.state && stored.state.preference;
      return /** @type {ThemePreference} */ (valid(value) ? value : 'system');
    } catch {
      return 'system';
    }
  };
  var resolved = function () {
    var chosen = preference();
    if (chosen !== 'system') return chosen;
    return query && query.matches ? 'dark' : 'light';
  };
  var apply = function (/** @type {boolean} */ announce) {
    root.setAttribute('data-theme', resolved());
    if (announce) win.dispatchEvent(new win.CustomEvent(names.event));
  };
  var set = function (/** @type {ThemePreference} */ value) {
    if (!valid(value)) return;
    try {
      win.localStorage.setItem(
        names.key,
        JSON.stringify({ state: { preference: value }, version: 0 }),
      );
      unstored = null;
    } catch {
      unstored = value;
    }
    apply(true);
  };
  var toggle = function () {
    set(resolved() === 'dark' ? 'light' : 'dark');
  };
  win.addEventListener(
    'click',
    function (event) {
      var target = /** @type {Element | null} */ (event.target);
      var control = target && target.closest ? target.closest('[' + names.toggle + ']') : null;
      if (control && !control.hasAttribute('disabled')) toggle();
    },
    true,
  );
  if (query) {
    var follow = function () {
      apply(true);
    };
    if (query.addEventListener) query.addEventListener('change', follow);
    else if (query.addListener) query.addListener(follow);
  }
  /** @type {ThemeController} */
  var controller = {
    preference: preference,
    resolved: resolved,
    set: set,
    toggle: toggle,
    forget: function () {
      unstored = null;
      apply(true);
    },
  };
  w[names.global] = controller;
  apply(false);
  return controller;
}

/** The names `startTheme` is called with on the site. */
export const themeNames = {
  key: THEME_STORAGE_KEY,
  global: THEME_GLOBAL,
  event: THEME_EVENT,
  toggle: THEME_TOGGLE,
};
