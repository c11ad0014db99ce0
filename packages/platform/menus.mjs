// The header's menus, one writer for the whole page: the phone menu and the About menu are
// `<details>` elements marked MENU, which the browser opens and closes at a tap or a key without
// any script. `startMenus` adds what the browser does not, before and without the app (the
// shell's index.html inlines its source beside the theme's, `menusScript` in
// @school/build-config/menus-script), so a public page's header needs no React at all:
//
// - Escape closes the open menu, and focus goes back to its summary when it was inside;
// - a press outside a menu, focus moving out of it, or following one of its links closes it (a
//   menu whose MENU attribute names a selector, `data-menu="header"`, takes its closest such
//   ancestor as its inside: the phone menu stays open while the header's theme toggle is used);
// - one menu is open at a time;
// - a menu marked MENU_HOVER opens when a mouse points at it and closes when it leaves (a click
//   on its summary then keeps it open), and a menu marked MENU_KEYS is used with the arrow keys:
//   Enter, Space or ArrowDown on its closed summary open it on its first link, ArrowUp on its
//   last; ArrowDown, ArrowUp, Home and End move between its links.
//
// The page behind the phone menu does not scroll while it is open: CSS (`:has`), in the header.
// All listeners are the window's, in the capture phase, so nothing a part of the page does with
// an event (React stopping one in a part it has not hydrated, the early-event contract holding
// one until the app is there) keeps the menus from answering. React renders the markup and never
// sets `open`; it closes the menus after a client-side navigation through `window[MENUS_GLOBAL]`.
// Plain JavaScript of the pages' own level, no comments inside (its source goes into every page):
// tested in a browser-like window (menus-script.test.mjs in @school/build-config).

/**
 * The attribute of a menu: a `<details>` whose summary opens it. Its value, if any, is a selector
 * of the ancestor a press or the focus may go to without closing it.
 */
export const MENU = 'data-menu';

/** The attribute of a menu that opens when a mouse points at it. */
export const MENU_HOVER = 'data-menu-hover';

/** The attribute of a menu used with the arrow keys (its links in a list). */
export const MENU_KEYS = 'data-menu-keys';

/** Where the controller is reachable on `window`. */
export const MENUS_GLOBAL = '__schoolMenus';

/**
 * @typedef {{ closeAll(): void }} MenusController
 */

/**
 * Installs the controller in `win` once (a second call returns the first one).
 * @param {Window & typeof globalThis} win
 * @param {{ menu: string; hover: string; keys: string; global: string }} names
 * @returns {MenusController}
 */
export function startMenus(win, names) {
  var w = /** @type {any} */ (win);
  if (w[names.global]) return w[names.global];
  var doc = win.document;
  /** @type {Element | null} */
  var hovered = null;
  var menuOf = function (/** @type {any} */ node) {
    var element = node && node.nodeType === 1 ? node : node && node.parentElement;
    return element && element.closest ? element.closest('details[' + names.menu + ']') : null;
  };
  var openMenus = function () {
    return Array.prototype.slice.call(doc.querySelectorAll('details[' + names.menu + '][open]'));
  };
  var summaryOf = function (/** @type {Element} */ menu) {
    return /** @type {HTMLElement | null} */ (menu.querySelector('summary'));
  };
  var linksOf = function (/** @type {Element} */ menu) {
    return Array.prototype.slice.call(menu.querySelectorAll('a[href]'));
  };
  var close = function (/** @type {any} */ menu) {
    if (menu === hovered) hovered = null;
    if (menu.open) menu.open = false;
  };
  var areaOf = function (/** @type {Element} */ menu) {
    var within = menu.getAttribute(names.menu);
    return (within && menu.closest(within)) || menu;
  };
  var closeAll = function (/** @type {Element | null} */ except) {
    openMenus().forEach(function (/** @type {any} */ menu) {
      if (!(except && areaOf(menu).contains(except))) close(menu);
    });
  };
  var focusLink = function (/** @type {Element} */ menu, /** @type {number} */ index) {
    var links = linksOf(menu);
    if (!links.length) return;
    links[(index + links.length) % links.length].focus();
  };
  win.addEventListener(
    'keydown',
    function (event) {
      var target = /** @type {any} */ (event.target);
      var menu = menuOf(target);
      if (event.key === 'Escape') {
        var open = openMenus();
        if (!open.length) return;
        open.forEach(function (/** @type {any} */ each) {
          var summary = summaryOf(each);
          var inside = each.contains(doc.activeElement);
          close(each);
          if (inside && summary) summary.focus();
        });
        return;
      }
      if (!menu || !menu.hasAttribute(names.keys)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      var onSummary = target === summaryOf(menu);
      if (onSummary && !menu.open) {
        var first = event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ';
        if (!first && event.key !== 'ArrowUp') return;
        event.preventDefault();
        menu.open = true;
        focusLink(menu, first ? 0 : -1);
        return;
      }
      var links = linksOf(menu);
      var current = links.indexOf(target);
      /** @type {Record<string, number>} */
      var moves = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
      if (!menu.open || !Object.prototype.hasOwnProperty.call(moves, event.key)) return;
      if (onSummary && event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      focusLink(menu, onSummary ? (event.key === 'ArrowDown' ? 0 : -1) : Number(moves[event.key]));
    },
    true,
  );
  var closeOutside = function (/** @type {Event} */ event) {
    closeAll(/** @type {Element | null} */ (event.target));
  };
  win.addEventListener('pointerdown', closeOutside, true);
  win.addEventListener('focusin', closeOutside, true);
  win.addEventListener(
    'click',
    function (event) {
      var target = /** @type {any} */ (event.target);
      var menu = menuOf(target);
      if (!menu) return;
      var summary = summaryOf(menu);
      if (summary && summary.contains(target) && menu === hovered && menu.open) {
        event.preventDefault();
        hovered = null;
        return;
      }
      if (target.closest && target.closest('a[href]') && menu.contains(target)) close(menu);
    },
    true,
  );
  win.addEventListener(
    'toggle',
    function (event) {
      var menu = /** @type {any} */ (event.target);
      if (!menu || !menu.open || !menu.hasAttribute || !menu.hasAttribute(names.menu)) return;
      openMenus().forEach(function (/** @type {any} */ other) {
        if (other !== menu && !other.contains(menu)) close(other);
      });
    },
    true,
  );
  win.addEventListener(
    'pointerover',
    function (event) {
      if (event.pointerType !== 'mouse') return;
      var menu = menuOf(event.target);
      if (!menu || !menu.hasAttribute(names.hover) || menu.open) return;
      hovered = menu;
      menu.open = true;
    },
    true,
  );
  win.addEventListener(
    'pointerout',
    function (event) {
      if (event.pointerType !== 'mouse') return;
      var menu = menuOf(event.target);
      if (!menu || !menu.hasAttribute(names.hover) || !menu.open) return;
      if (event.relatedTarget && menu.contains(/** @type {Node} */ (event.relatedTarget))) return;
      close(menu);
    },
    true,
  );
  /** @type {MenusController} */
  var controller = {
    closeAll: function () {
      closeAll(null);
    },
  };
  w[names.global] = controller;
  return controller;
}

/** The names `startMenus` is called with on the site. */
export const menusNames = {
  menu: MENU,
  hover: MENU_HOVER,
  keys: MENU_KEYS,
  global: MENUS_GLOBAL,
};
