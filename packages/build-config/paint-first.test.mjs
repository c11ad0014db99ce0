import { describe, expect, it } from 'vitest';
import { holdAppScripts, PAINT_FIRST_ATTRIBUTE, paintFirstLoader } from './paint-first.mjs';
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
    expect(paintFirstLoader).toContain(`link[\${marker}]`);
    expect(paintFirstLoader).toContain(
      `("${PAINT_FIRST_ATTRIBUTE}", 5000, 2000, "${EARLY_EVENTS_GLOBAL}")`,
    );
    // A script that fails to load hands the held events to the browser.
    expect(paintFirstLoader).toContain('.fail()');
    // Valid JavaScript once its comments are gone.
    expect(
      () => new Function(paintFirstLoader.slice('<script>'.length, -'</script>'.length)),
    ).not.toThrow();
  });
});
