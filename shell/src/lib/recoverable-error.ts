import { RECOVERABLE_ERROR_EVENT } from '@school/platform/server-render';
import type { ErrorInfo } from 'react';

/**
 * A hydration that recovered from an error (a mismatch between the server's HTML and the
 * browser's render): logged, and announced on the window for whatever watches the page (the
 * end-to-end tests fail on it). Never expected: the page's root (bootstrap.tsx) and every island
 * root (islands/hydrate.tsx) report it alike.
 * @param what the root that recovered, as the log names it
 */
export function reportRecoverableError(what: string, error: unknown, info: ErrorInfo): void {
  console.error(`${what} recovered from an error`, error, info.componentStack ?? '');
  window.dispatchEvent(
    new CustomEvent(RECOVERABLE_ERROR_EVENT, {
      detail: `${String(error)}${info.componentStack ?? ''}`,
    }),
  );
}
