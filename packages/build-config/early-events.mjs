// No early interaction is lost while a prerendered page waits for its app.
/* global window, document, location, Element, HTMLInputElement, HTMLTextAreaElement, HTMLSelectElement, MouseEvent, KeyboardEvent -- the contract runs in the page */
//
// A prerendered page is shown before the app's scripts run (./paint-first.mjs), so a visitor can
// tap, type or send before React is there to answer. Left alone, the browser would do what it
// does without JavaScript (follow the link, reload for another language, post the form with no
// localized errors) or nothing at all (the phone menu's button). React 19 does not help here: an
// event whose target is not hydrated yet is at best hydrated synchronously when its code is
// already in; otherwise React stops it (a click) or lets it pass by (a submit), and no root exists
// before the app has started.
//
// So the head carries a small early-event contract (in the spirit of Angular's event replay and
// jsaction's early contract, written for this site): from the first byte of the page it listens
// on the window, in the capture phase, for click, submit, keydown, input and change. An event
// whose target React has not hydrated yet is held: it goes no further (React and the page never
// see it half-way), a click on an internal link or a submit button and a form's submit have their
// default prevented, typing still reaches its field natively. Held events are replayed in the
// order they came, each once React has hydrated its target (the element carries React's props),
// so the replay meets the real handlers: a click becomes a click (a link then navigates on the
// client, a submit button submits through the app), a submit becomes requestSubmit, a key becomes
// the same key, typed text is announced to React as a change (its field may have been reset by
// hydration; the text typed is written back). An event whose target is hydrated, with nothing held
// before it, is left alone: after start-up the contract costs a few property reads per event.
//
// If the app does not take the target over in time (FALLBACK_MS, or at once when one of its
// scripts fails to load: the loader calls `window[CONTRACT].fail()`), the held events are replayed
// to the browser itself, so the link is followed and the form is posted as without JavaScript.
// Without JavaScript at all the contract does not exist and nothing was ever held.
//
// A control the browser answers on its own carries EARLY_EVENTS_PASS (the header's phone menu, a
// `<details>`, and its links; the language links; the theme toggle, which the head's first script
// answers): its events are never held nor replayed, and until React has hydrated it they also
// stop at the window, so the browser's own answer (open the menu, follow the link) comes at once.
// So does a plain click on any link to another page of the site: every public page is served
// prerendered, so the browser loads it at once instead of waiting for the app to route there (on
// a slow phone, seconds). A link within the page (another query, a fragment) still waits for the
// app, which answers it without a reload (the blog's category chips filter in place).
// Let through, a click on a root React is still hydrating makes React hydrate the whole page
// synchronously before the click's default action (or stop it when some code is missing), which
// is the wait the marker is there to avoid. Once React owns the control, its events go their
// usual way.
// On a page of islands (`#root` marked ISLANDS_ATTRIBUTE) no app ever comes: only what happens
// inside an island (ISLAND_ATTRIBUTE) may wait for it, everything else goes its way at once. A
// part the page's own script answers (NOTICE_ATTRIBUTE, the notices banner) is held the
// same way until that script marks it ISLAND_LIVE_ATTRIBUTE, then its held events are replayed.
// Plain strings in, plain strings out: unit-tested (early-events.test.mjs); the end-to-end suite
// holds the app's scripts and acts meanwhile (e2e/tests/early-events.spec.ts, header.spec.ts).

import {
  EARLY_EVENTS_GLOBAL,
  EARLY_EVENTS_PASS,
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLANDS_ATTRIBUTE,
  NOTICE_ATTRIBUTE,
} from '@school/platform/early-events';

export { EARLY_EVENTS_GLOBAL };

/**
 * How long a held event waits for the app to take its target over before the browser gets it.
 * Only a stalled download waits that long (a script that fails hands back at once): on a 3G
 * phone the first load's scripts alone take about 5 s, and on a loaded machine hydration can
 * come seconds after them, so a short limit would give the browser a tap the app was about to
 * answer (the phone menu's button does nothing without the app).
 */
export const EARLY_EVENTS_FALLBACK_MS = 15_000;

/**
 * The contract. Its source is the inline script's text: no syntax newer than the pages' bundles,
 * no line comment after code (compact() keeps lines, drops whole comment lines).
 */
function earlyEventContract(
  /** @type {string} */ name,
  /** @type {number} */ fallbackMs,
  /** @type {string} */ pass,
  /** @type {string} */ islands,
  /** @type {string} */ island,
  /** @type {string} */ notice,
  /** @type {string} */ answered,
) {
  /** @type {Array<{ type: string; target: Element; event: any; at: number; value?: string; checked?: boolean; submitter?: Element | null; link?: string }>} */
  const held = [];
  let replaying = false;
  let failed = false;
  /** @type {any} */
  let timer = 0;
  const root = () => document.getElementById('root');
  const propsKey = (/** @type {Element} */ element) => {
    for (const key of Object.keys(element)) {
      if (key.indexOf('__reactProps$') === 0) return key;
    }
    return null;
  };
  /** Whether React answers for this element: it carries React's props, or sits in HTML React inserted as a whole (or the page's own script answers the part it is in). */
  const live = (/** @type {Element} */ target) => {
    if (target.closest('[' + answered + ']')) return true;
    for (
      let element = /** @type {Element | null} */ (target);
      element;
      element = element.parentElement
    ) {
      const key = propsKey(element);
      if (key) {
        if (element === target) return true;
        const props = /** @type {any} */ (element)[key];
        return Boolean(props && props.dangerouslySetInnerHTML);
      }
    }
    return false;
  };
  /** A link the app routes itself: same origin, same tab, plain left click. */
  const internalLink = (/** @type {Element} */ target, /** @type {MouseEvent} */ event) => {
    const link = target.closest('a[href]');
    if (!link) return null;
    const anchor = /** @type {HTMLAnchorElement} */ (link);
    if (anchor.origin !== location.origin || anchor.hasAttribute('download')) return null;
    if ((anchor.target && anchor.target !== '_self') || event.button !== 0) return null;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
    return anchor.href;
  };
  /** A plain click on a link to another page of the site: the browser loads it, prerendered. */
  const otherPage = (/** @type {Element} */ target, /** @type {Event} */ event) => {
    if (event.type !== 'click') return false;
    if (!internalLink(target, /** @type {MouseEvent} */ (event))) return false;
    const link = /** @type {HTMLAnchorElement} */ (target.closest('a[href]'));
    return link.pathname !== location.pathname;
  };
  const submitButton = (/** @type {Element} */ target) => {
    const button = target.closest('button, input[type="submit"], input[type="image"]');
    if (!button) return false;
    const type = (button.getAttribute('type') || 'submit').toLowerCase();
    return (
      (type === 'submit' || type === 'image') &&
      Boolean(/** @type {HTMLButtonElement} */ (button).form)
    );
  };
  /** Tells React about a value the visitor set before it was there (the tracker must see a change). */
  const announce = (/** @type {any} */ entry) => {
    const field = entry.target;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== entry.checked) return;
      field.checked = !entry.checked;
      field.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      return;
    }
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      const own = Object.getOwnPropertyDescriptor(field, 'value');
      const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
      if (own && own.set) own.set.call(field, entry.value + '\u0000');
      if (native && native.set) native.set.call(field, entry.value);
      field.dispatchEvent(new Event(entry.type, { bubbles: true }));
      return;
    }
    if (field instanceof HTMLSelectElement) {
      field.value = /** @type {string} */ (entry.value);
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  const replay = (/** @type {any} */ entry) => {
    const target = entry.target;
    const event = entry.event;
    if (!target.isConnected) {
      if (entry.link) location.assign(entry.link);
      return;
    }
    if (entry.type === 'click') {
      target.dispatchEvent(
        new MouseEvent('click', {
          bubbles: true,
          cancelable: true,
          composed: true,
          view: window,
          detail: event.detail,
          clientX: event.clientX,
          clientY: event.clientY,
          screenX: event.screenX,
          screenY: event.screenY,
          button: event.button,
          buttons: event.buttons,
        }),
      );
    } else if (entry.type === 'submit') {
      const form = /** @type {HTMLFormElement} */ (target);
      const submitter = entry.submitter && entry.submitter.isConnected ? entry.submitter : null;
      if (typeof form.requestSubmit === 'function') form.requestSubmit(submitter);
      else form.submit();
    } else if (entry.type === 'keydown') {
      target.dispatchEvent(
        new KeyboardEvent('keydown', {
          bubbles: true,
          cancelable: true,
          composed: true,
          key: event.key,
          code: event.code,
          location: event.location,
          repeat: event.repeat,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
        }),
      );
    } else {
      announce(entry);
    }
  };
  const flush = () => {
    clearTimeout(timer);
    timer = 0;
    for (let entry = held[0]; entry; entry = held[0]) {
      const late = failed || Date.now() - entry.at >= fallbackMs;
      if (!late && entry.target.isConnected && !live(entry.target)) break;
      held.shift();
      replaying = true;
      try {
        replay(entry);
      } catch (error) {
        setTimeout(() => {
          throw error;
        }, 0);
      } finally {
        replaying = false;
      }
    }
    if (held.length) timer = setTimeout(flush, 50);
  };
  const hold = (/** @type {Event} */ event) => {
    if (replaying || (failed && !held.length)) return;
    const target = event.target;
    if (!(target instanceof Element)) return;
    const area = root();
    if (!area || !area.contains(target)) return;
    if (area.hasAttribute(islands) && !target.closest('[' + island + '],[' + notice + ']')) return;
    if (target.closest('[' + pass + ']') || otherPage(target, event)) {
      if (!live(target)) event.stopPropagation();
      return;
    }
    if (!held.length && live(target)) return;
    /** @type {any} */
    const entry = { type: event.type, target: target, event: event, at: Date.now() };
    if (event.type === 'click') {
      const mouse = /** @type {MouseEvent} */ (event);
      if (target.closest('input, select, textarea, label, option, summary')) {
        if (!submitButton(target)) return;
      }
      const link = internalLink(target, mouse);
      if (target.closest('a[href]') && !link) return;
      if (link) entry.link = link;
      if (link || submitButton(target)) event.preventDefault();
    } else if (event.type === 'submit') {
      entry.submitter = /** @type {any} */ (event).submitter || null;
      event.preventDefault();
    } else if (event.type === 'input' || event.type === 'change') {
      const field = /** @type {any} */ (target);
      const checkable =
        field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
      const text =
        !checkable && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement);
      const wanted =
        checkable || field instanceof HTMLSelectElement ? 'change' : text ? 'input' : '';
      if (event.type !== wanted) return;
      entry.value = field.value;
      entry.checked = field.checked;
    }
    event.stopPropagation();
    held.push(entry);
    if (!timer) timer = setTimeout(flush, 50);
  };
  const types = ['click', 'submit', 'keydown', 'input', 'change'];
  for (const type of types) window.addEventListener(type, hold, true);
  /** @type {any} */ (window)[name] = {
    held: () => held.length,
    flush: flush,
    fail: () => {
      failed = true;
      flush();
    },
  };
}

/** A function's source without its comments and indentation (it goes into every page). */
export function compact(/** @type {string} */ source) {
  return source
    .replace(/\/\*\*.*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n');
}

/** The inline script of the contract (first thing in a prerendered page's head). */
export const earlyEventsContract = `<script>(${compact(earlyEventContract.toString())})(${JSON.stringify(EARLY_EVENTS_GLOBAL)}, ${EARLY_EVENTS_FALLBACK_MS}, ${JSON.stringify(EARLY_EVENTS_PASS)}, ${JSON.stringify(ISLANDS_ATTRIBUTE)}, ${JSON.stringify(ISLAND_ATTRIBUTE)}, ${JSON.stringify(NOTICE_ATTRIBUTE)}, ${JSON.stringify(ISLAND_LIVE_ATTRIBUTE)});</script>`;
