// The carousels' one writer: the design system's Carousel draws the markup (every slide, the
// arrows, the dots and the pause button) and `startCarousels` makes it turn and answer, in plain
// JavaScript, with or without React. The shell's index.html inlines its source beside the menus'
// (`carouselScript` in @school/build-config/carousel-script), so the home page's hero turns and
// answers a tap before and without the app (a page of islands never runs React for it); in the
// app, Storybook and unit tests the component starts the same controller itself.
//
// - it advances every `interval` ms (CAROUSEL's value; 0: never on its own), wrapping around, but
//   not while a mouse is on it, focus is inside it, the tab is hidden, the visitor paused it with
//   its button (CAROUSEL_PAUSED), or the system asks for reduced motion (then changes are instant
//   and the pause button hidden); each change starts a full interval again;
// - a control marked CAROUSEL_GO goes to the previous or next slide ('previous', 'next') or to one
//   (its position, from 0); the button marked CAROUSEL_TOGGLE pauses and plays (its name then
//   says the other action: CAROUSEL_PAUSE_LABEL, CAROUSEL_PLAY_LABEL);
// - the current slide (the track's CAROUSEL_INDEX) is the only one in the accessibility tree and
//   the only one focusable (the others `aria-hidden` and `inert`), its dot `aria-current`; the
//   track announces changes politely while it does not turn on its own.
//
// All of it is written on the elements: React renders the first state and never changes it (its
// props stay the same), so the controller and React never fight over an attribute. Listeners
// are the window's, in the capture phase: a control answers even while the early-event contract
// stops its events at the window (the carousel is marked EARLY_EVENTS_PASS). Plain JavaScript of
// the pages' own level, no comments inside (its source goes into every page): tested in a
// browser-like window (carousel-script.test.mjs in @school/build-config) and through the
// component (design-system's carousel.test.tsx).

/** The carousel's root; its value: milliseconds each slide stays, 0 for no autoplay. */
export const CAROUSEL = 'data-carousel';

/** On the root: milliseconds a change takes (0 under reduced motion, whatever this says). */
export const CAROUSEL_TRANSITION = 'data-carousel-transition';

/** The track holding the slides; its value is the current slide's position, from 0. */
export const CAROUSEL_INDEX = 'data-index';

/** Each slide, a child of the track. */
export const CAROUSEL_SLIDE = 'data-carousel-slide';

/** A control going to a slide: 'previous', 'next', or a position from 0 (a dot). */
export const CAROUSEL_GO = 'data-carousel-go';

/** The pause/play button. */
export const CAROUSEL_TOGGLE = 'data-carousel-toggle';

/** The toggle's names: what it says while the carousel turns, and while it is paused. */
export const CAROUSEL_PAUSE_LABEL = 'data-pause-label';
export const CAROUSEL_PLAY_LABEL = 'data-play-label';

/** On the root while the visitor has paused it. */
export const CAROUSEL_PAUSED = 'data-carousel-paused';

/** Where the controller is reachable on `window`. */
export const CAROUSELS_GLOBAL = '__schoolCarousels';

/**
 * @typedef {{ attach(root: Element): void; detach(root: Element): void }} CarouselsController
 */

/**
 * @typedef {object} CarouselNames
 * @property {string} root
 * @property {string} transition
 * @property {string} index
 * @property {string} slide
 * @property {string} go
 * @property {string} toggle
 * @property {string} pauseLabel
 * @property {string} playLabel
 * @property {string} paused
 * @property {string} global
 */

/**
 * Installs the controller in `win` once (a second call returns the first one), and attaches it to
 * every carousel of the document once it is parsed.
 * @param {Window & typeof globalThis} win
 * @param {CarouselNames} names
 * @returns {CarouselsController}
 */
export function startCarousels(win, names) {
  var w = /** @type {any} */ (win);
  if (w[names.global]) return w[names.global];
  var doc = win.document;
  var query = '(prefers-reduced-motion: reduce)';
  /** @type {Element[]} */
  var attached = [];
  /** @type {WeakMap<Element, { timer: any; hovered: boolean; focused: boolean }>} */
  var states = new WeakMap();
  var reduced = function () {
    return !!(win.matchMedia && win.matchMedia(query).matches);
  };
  var rootOf = function (/** @type {any} */ node) {
    var element = node && node.nodeType === 1 ? node : node && node.parentElement;
    return element && element.closest ? element.closest('[' + names.root + ']') : null;
  };
  var trackOf = function (/** @type {Element} */ root) {
    return /** @type {HTMLElement | null} */ (root.querySelector('[' + names.index + ']'));
  };
  var slidesOf = function (/** @type {Element} */ root) {
    return Array.prototype.slice.call(root.querySelectorAll('[' + names.slide + ']'));
  };
  var stateOf = function (/** @type {Element} */ root) {
    var state = states.get(root);
    if (!state) {
      state = { timer: 0, hovered: false, focused: false };
      states.set(root, state);
    }
    return state;
  };
  var canPlay = function (/** @type {Element} */ root) {
    return Number(root.getAttribute(names.root)) > 0 && !reduced() && slidesOf(root).length > 1;
  };
  var render = function (/** @type {Element} */ root) {
    var track = trackOf(root);
    if (!track) return;
    var state = stateOf(root);
    var index = Number(track.getAttribute(names.index)) || 0;
    track.style.setProperty('--carousel-index', String(index));
    track.style.transitionDuration =
      (reduced() ? 0 : Number(root.getAttribute(names.transition)) || 0) + 'ms';
    slidesOf(root).forEach(function (/** @type {HTMLElement} */ slide, /** @type {number} */ at) {
      if (at === index) {
        slide.removeAttribute('aria-hidden');
        slide.removeAttribute('inert');
      } else {
        slide.setAttribute('aria-hidden', 'true');
        slide.setAttribute('inert', '');
      }
    });
    Array.prototype.slice
      .call(root.querySelectorAll('[' + names.go + ']'))
      .forEach(function (/** @type {Element} */ control) {
        var to = control.getAttribute(names.go);
        if (to === 'previous' || to === 'next') return;
        if (Number(to) === index) control.setAttribute('aria-current', 'true');
        else control.removeAttribute('aria-current');
      });
    var playable = canPlay(root);
    var paused = root.hasAttribute(names.paused);
    var toggle = /** @type {HTMLElement | null} */ (root.querySelector('[' + names.toggle + ']'));
    if (toggle) {
      toggle.hidden = !playable;
      var name = toggle.getAttribute(paused ? names.playLabel : names.pauseLabel);
      if (name) toggle.setAttribute('aria-label', name);
    }
    var running =
      playable && !paused && !state.hovered && !state.focused && doc.visibilityState !== 'hidden';
    track.setAttribute('aria-live', running ? 'off' : 'polite');
    win.clearTimeout(state.timer);
    state.timer = 0;
    if (running) {
      state.timer = win.setTimeout(function () {
        if (root.isConnected) go(root, index + 1);
      }, Number(root.getAttribute(names.root)));
    }
  };
  var go = function (/** @type {Element} */ root, /** @type {number} */ next) {
    var track = trackOf(root);
    var count = slidesOf(root).length;
    if (!track || count === 0) return;
    track.setAttribute(names.index, String(((next % count) + count) % count));
    render(root);
  };
  var attach = function (/** @type {Element} */ root) {
    attached = attached.filter(function (other) {
      return other.isConnected && other !== root;
    });
    attached.push(root);
    render(root);
  };
  var detach = function (/** @type {Element} */ root) {
    attached = attached.filter(function (other) {
      return other !== root;
    });
    win.clearTimeout(stateOf(root).timer);
    states.delete(root);
  };
  var renderAll = function () {
    attached.forEach(function (root) {
      if (root.isConnected) render(root);
    });
  };
  var known = function (/** @type {Element | null} */ root) {
    return !!root && attached.indexOf(root) !== -1;
  };
  win.addEventListener(
    'click',
    function (event) {
      var target = /** @type {any} */ (event.target);
      var root = rootOf(target);
      if (!root || !target.closest) return;
      if (!known(root)) attach(root);
      var control = target.closest('[' + names.go + '],[' + names.toggle + ']');
      if (!control || !root.contains(control)) return;
      if (control.hasAttribute(names.toggle)) {
        if (root.hasAttribute(names.paused)) root.removeAttribute(names.paused);
        else root.setAttribute(names.paused, '');
        render(root);
        return;
      }
      var to = control.getAttribute(names.go);
      var track = trackOf(root);
      var index = track ? Number(track.getAttribute(names.index)) || 0 : 0;
      go(root, to === 'previous' ? index - 1 : to === 'next' ? index + 1 : Number(to));
    },
    true,
  );
  var hover = function (/** @type {boolean} */ on) {
    return function (/** @type {any} */ event) {
      if (event.pointerType !== 'mouse') return;
      var root = rootOf(event.target);
      if (!known(root)) return;
      if (event.relatedTarget && root.contains(event.relatedTarget)) return;
      var state = stateOf(root);
      if (state.hovered === on) return;
      state.hovered = on;
      render(root);
    };
  };
  win.addEventListener('pointerover', hover(true), true);
  win.addEventListener('pointerout', hover(false), true);
  var focus = function (/** @type {boolean} */ on) {
    return function (/** @type {any} */ event) {
      var root = rootOf(event.target);
      if (!known(root)) return;
      if (!on && event.relatedTarget && root.contains(event.relatedTarget)) return;
      var state = stateOf(root);
      if (state.focused === on) return;
      state.focused = on;
      render(root);
    };
  };
  win.addEventListener('focusin', focus(true), true);
  win.addEventListener('focusout', focus(false), true);
  doc.addEventListener('visibilitychange', renderAll);
  var motion = win.matchMedia ? win.matchMedia(query) : null;
  if (motion && motion.addEventListener) motion.addEventListener('change', renderAll);
  var scan = function () {
    Array.prototype.slice
      .call(doc.querySelectorAll('[' + names.root + ']'))
      .forEach(function (/** @type {Element} */ root) {
        if (!known(root)) attach(root);
      });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', scan);
  else scan();
  /** @type {CarouselsController} */
  var controller = { attach: attach, detach: detach };
  w[names.global] = controller;
  return controller;
}

/** The names `startCarousels` is called with on the site. */
export const carouselNames = {
  root: CAROUSEL,
  transition: CAROUSEL_TRANSITION,
  index: CAROUSEL_INDEX,
  slide: CAROUSEL_SLIDE,
  go: CAROUSEL_GO,
  toggle: CAROUSEL_TOGGLE,
  pauseLabel: CAROUSEL_PAUSE_LABEL,
  playLabel: CAROUSEL_PLAY_LABEL,
  paused: CAROUSEL_PAUSED,
  global: CAROUSELS_GLOBAL,
};
