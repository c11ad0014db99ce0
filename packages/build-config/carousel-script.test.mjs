import { JSDOM } from 'jsdom';
import {
  CAROUSEL,
  CAROUSEL_GO,
  CAROUSEL_INDEX,
  CAROUSEL_PAUSE_LABEL,
  CAROUSEL_PAUSED,
  CAROUSEL_PLAY_LABEL,
  CAROUSEL_SLIDE,
  CAROUSEL_TOGGLE,
  CAROUSEL_TRANSITION,
  CAROUSELS_GLOBAL,
} from '@school/platform/carousel';
import { describe, expect, it } from 'vitest';
import { carouselScript } from './carousel-script.mjs';

/**
 * A page with the home page's hero as the server draws it (three slides, arrows, the pause button,
 * dots), in a fresh jsdom window whose head ran the carousels' script as index.html does, before
 * the body was parsed: no React anywhere.
 */
async function pageWithCarousel({ twice = false, reducedMotion = false } = {}) {
  const clock = manualClock();
  const slide = (/** @type {number} */ at) =>
    `<div ${CAROUSEL_SLIDE} role="group" aria-label="Diapositive ${at + 1} sur 3" ${at === 0 ? '' : 'aria-hidden="true" inert'}><h2>Slide ${at + 1}</h2><a href="/about">Découvrir</a></div>`;
  const dot = (/** @type {number} */ at) =>
    `<button type="button" ${CAROUSEL_GO}="${at}" aria-label="Diapositive ${at + 1} sur 3" ${at === 0 ? 'aria-current="true"' : ''}></button>`;
  const dom = new JSDOM(
    `<!doctype html><html><head><script>${carouselScript}${twice ? carouselScript : ''}</script></head><body>
      <section id="hero" aria-label="Présentation" ${CAROUSEL}="5000" ${CAROUSEL_TRANSITION}="1000">
        <div id="track" ${CAROUSEL_INDEX}="0" aria-live="off" style="--carousel-index: 0; transition-duration: 1000ms">${[0, 1, 2].map(slide).join('')}</div>
        <button type="button" id="previous" ${CAROUSEL_GO}="previous" aria-label="Précédente"></button>
        <button type="button" id="next" ${CAROUSEL_GO}="next" aria-label="Suivante"></button>
        <button type="button" id="toggle" ${CAROUSEL_TOGGLE} ${CAROUSEL_PAUSE_LABEL}="Pause" ${CAROUSEL_PLAY_LABEL}="Lecture" aria-label="Pause"></button>
        ${[0, 1, 2].map(dot).join('')}
      </section>
      <p id="outside" tabindex="-1">Bienvenue</p></body></html>`,
    {
      url: 'https://school.test/',
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(window) {
        clock.install(window);
        // jsdom has no media queries: the system's choice, as the controller reads it.
        /** @type {any} */ (window).matchMedia = (/** @type {string} */ query) => ({
          matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
          addEventListener() {},
        });
      },
    },
  );
  const { window } = dom;
  const document = window.document;
  // Parsed: the controller attaches to the page's carousels then (DOMContentLoaded, before load).
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  const byId = (/** @type {string} */ id) =>
    /** @type {HTMLElement} */ (document.getElementById(id));
  const current = () => Number(byId('track').getAttribute(CAROUSEL_INDEX));
  const shown = () =>
    [...document.querySelectorAll(`[${CAROUSEL_SLIDE}]`)]
      .filter((slide) => !slide.hasAttribute('aria-hidden') && !slide.hasAttribute('inert'))
      .map((slide) => slide.getAttribute('aria-label'));
  const dots = () =>
    [...document.querySelectorAll(`[${CAROUSEL_GO}]`)]
      .filter((dot) => dot.hasAttribute('aria-current'))
      .map((dot) => dot.getAttribute(CAROUSEL_GO));
  const click = (/** @type {string} */ id) =>
    byId(id).dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
  const mouse = (
    /** @type {string} */ type,
    /** @type {Element} */ target,
    /** @type {Element | null} */ related = null,
  ) =>
    target.dispatchEvent(
      new window.PointerEvent(type, { bubbles: true, pointerType: 'mouse', relatedTarget: related }),
    );
  return { window, document, byId, current, shown, dots, click, mouse, tick: clock.advance };
}

describe('carouselScript', () => {
  it('is one statement of plain JavaScript, without comments', () => {
    expect(() => new Function(carouselScript)).not.toThrow();
    expect(carouselScript).not.toContain('@type');
    expect(carouselScript).not.toMatch(/^\s*\/\//m);
    expect(carouselScript).not.toContain('</script');
  });

  it('turns the server’s carousel every 5 s once the page is parsed, wrapping around', async () => {
    const { current, shown, dots, tick } = await pageWithCarousel();
    expect(current()).toBe(0);
    tick(4999);
    expect(current()).toBe(0);
    tick(1);
    expect(current()).toBe(1);
    expect(shown()).toEqual(['Diapositive 2 sur 3']);
    expect(dots()).toEqual(['1']);
    tick(5000);
    expect(current()).toBe(2);
    tick(5000);
    expect(current()).toBe(0);
  });

  it('answers its arrows and dots at once, and one controller however often the script runs', async () => {
    const { window, current, shown, dots, click } = await pageWithCarousel({ twice: true });
    expect(/** @type {any} */ (window)[CAROUSELS_GLOBAL]).toBeTruthy();
    click('previous');
    expect(current()).toBe(2);
    click('next');
    // Two controllers would each move it: 2 → 1 → 0 would read 1 here.
    expect(current()).toBe(0);
    click('next');
    expect(current()).toBe(1);
    window.document
      .querySelector(`[${CAROUSEL_GO}="2"]`)
      ?.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
    expect(current()).toBe(2);
    expect(shown()).toEqual(['Diapositive 3 sur 3']);
    expect(dots()).toEqual(['2']);
  });

  it('stops on its pause button, says so, announces politely, and plays again', async () => {
    const { byId, current, click, tick } = await pageWithCarousel();
    click('toggle');
    expect(byId('hero').hasAttribute(CAROUSEL_PAUSED)).toBe(true);
    expect(byId('toggle').getAttribute('aria-label')).toBe('Lecture');
    expect(byId('track').getAttribute('aria-live')).toBe('polite');
    tick(5200);
    expect(current()).toBe(0);
    click('toggle');
    expect(byId('toggle').getAttribute('aria-label')).toBe('Pause');
    expect(byId('track').getAttribute('aria-live')).toBe('off');
    tick(5200);
    expect(current()).toBe(1);
  });

  it('waits while a mouse is on it or focus inside, and starts a full interval after', async () => {
    const { byId, current, mouse, tick } = await pageWithCarousel();
    tick(3000);
    mouse('pointerover', byId('next'), byId('outside'));
    tick(5200);
    expect(current()).toBe(0);
    // Moving between its own controls is still on it.
    mouse('pointerout', byId('next'), byId('previous'));
    tick(5200);
    expect(current()).toBe(0);
    mouse('pointerout', byId('previous'), byId('outside'));
    tick(3000);
    expect(current()).toBe(0);
    tick(2200);
    expect(current()).toBe(1);
    byId('next').focus();
    tick(5200);
    expect(current()).toBe(1);
    byId('outside').focus();
    tick(5200);
    expect(current()).toBe(2);
  });

  it('under reduced motion: no autoplay, instant changes, no pause button', async () => {
    const { byId, current, click, tick } = await pageWithCarousel({ reducedMotion: true });
    tick(5200);
    expect(current()).toBe(0);
    expect(byId('toggle').hidden).toBe(true);
    expect(byId('track').style.transitionDuration).toBe('0ms');
    click('next');
    expect(current()).toBe(1);
  });
});

/**
 * The page's timers on a clock the test moves (`advance`): deterministic whatever the machine's
 * load, where real waits of seconds would race the controller's own timer.
 */
function manualClock() {
  let now = 0;
  let last = 0;
  /** @type {Map<number, { at: number; run: () => void }>} */
  const timers = new Map();
  return {
    install(/** @type {any} */ window) {
      window.setTimeout = (/** @type {() => void} */ run, /** @type {number} */ ms = 0) => {
        last += 1;
        timers.set(last, { at: now + ms, run });
        return last;
      };
      window.clearTimeout = (/** @type {number} */ id) => timers.delete(id);
    },
    advance(/** @type {number} */ ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= end);
        if (due.length === 0) break;
        const [id, timer] = due.reduce((a, b) => (b[1].at < a[1].at ? b : a));
        timers.delete(id);
        now = timer.at;
        timer.run();
      }
      now = end;
    },
  };
}
