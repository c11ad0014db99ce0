import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// The jsdom packages (the design system, the shared package, the shell, the remotes) run their
// test files without per-file isolation: a worker keeps its jsdom window and its loaded modules
// from file to file, which spares it loading React, styled-components and the apps again for
// each file (most of the CPU of an isolated run). What a file leaves behind is undone instead,
// by the hooks `resetBetweenFiles` registers. Call it from the package's vitest setup file: that
// file runs again before each test file, while the modules it imports (this one) are loaded once.

// The address jsdom opened, noted while the worker's first file is loading.
const firstUrl = window.location.href;

/**
 * Back to the document jsdom opened: no element in the body, nothing in the head but the style
 * sheets styled-components keeps its rules in (rules are keyed by their content, so a later file
 * drawing the same component reuses them), no attribute on <html> or <body> (lang, dir,
 * data-theme), empty storages, no cookie, the first address.
 */
export function resetDocument() {
  cleanup();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  for (const node of [...document.head.childNodes]) {
    if (!(node instanceof HTMLStyleElement && node.hasAttribute('data-styled'))) node.remove();
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.href !== firstUrl) window.history.replaceState(null, '', firstUrl);
}

/**
 * Registers, for the test file about to run, what makes it independent of the files before it:
 * React's act environment on (Testing Library sets it only around the first file importing it),
 * what each test rendered unmounted after it (likewise), and after the file real timers, its
 * stubbed globals and variables and spies undone, the document reset, then `afterFile` (a
 * package's own module state).
 */
export function resetBetweenFiles(afterFile?: () => void) {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    cleanup();
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetDocument();
    afterFile?.();
  });
}
