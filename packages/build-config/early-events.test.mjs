import { describe, expect, it } from 'vitest';
import {
  compact,
  EARLY_EVENTS_FALLBACK_MS,
  EARLY_EVENTS_GLOBAL,
  earlyEventsContract,
} from './early-events.mjs';

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
    expect(source.endsWith(`)("${EARLY_EVENTS_GLOBAL}", ${EARLY_EVENTS_FALLBACK_MS});`)).toBe(true);
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

describe('compact', () => {
  it('drops comment lines, JSDoc and indentation, keeps the code', () => {
    expect(
      compact('function f() {\n  // note\n  /** @type {number} */ const a = 1;\n  return a;\n}'),
    ).toBe('function f() {\nconst a = 1;\nreturn a;\n}');
  });
});
