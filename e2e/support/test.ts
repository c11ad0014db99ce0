// The `test` every suite imports: Playwright's, with one automatic check. The site sends a
// Content-Security-Policy, and a policy that blocks something the site needs breaks it quietly
// (a script that never runs, a style that never applies), so any violation seen during a test,
// on any page or frame of its browser context, fails that test.
import { expect, test as base } from '@playwright/test';
import { RECOVERABLE_ERROR_EVENT } from '@school/platform/server-render';

interface CspFixtures {
  /** What a test expects the policy to refuse (the framing test): patterns of the reports. */
  allowedCspViolations: RegExp[];
  /** Every violation seen so far in this test's context, one line each. */
  cspViolations: string[];
  cspGuard: void;
}

interface HydrationFixtures {
  /**
   * Every error React recovered from while hydrating a page of this test's context: the server's
   * HTML and the first client render differed (the shell's onRecoverableError). Always a bug.
   */
  recoverableErrors: string[];
  hydrationGuard: void;
}

declare global {
  interface Window {
    __reportCspViolation?: (report: string) => Promise<void>;
    __reportRecoverableError?: (report: string) => Promise<void>;
  }
}

export const test = base.extend<CspFixtures & HydrationFixtures>({
  allowedCspViolations: [[], { option: true }],

  cspViolations: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding('__reportCspViolation', ({ frame }, report: string) => {
      violations.push(`${report} (page ${frame.url()})`);
    });
    // The event is the browser's own report of each violation, with the directive and what was
    // blocked; registered before any of the page's scripts run.
    await context.addInitScript(() => {
      addEventListener(
        'securitypolicyviolation',
        (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          void window.__reportCspViolation?.(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}` +
              (event.sample ? ` (${event.sample})` : ''),
          );
        },
        true,
      );
    });
    // Some refusals only reach the console (a frame refused by frame-ancestors is reported to
    // the framing page's console, not as an event in the refused document).
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        violations.push(`console: ${message.text()}`);
      }
    });
    await use(violations);
  },

  cspGuard: [
    async ({ cspViolations, allowedCspViolations }, use) => {
      await use();
      const unexpected = cspViolations.filter(
        (report) => !allowedCspViolations.some((pattern) => pattern.test(report)),
      );
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  recoverableErrors: async ({ context }, use) => {
    const errors: string[] = [];
    await context.exposeBinding('__reportRecoverableError', ({ frame }, report: string) => {
      errors.push(`${report} (page ${frame.url()})`);
    });
    await context.addInitScript((event: string) => {
      addEventListener(event, (report) => {
        void window.__reportRecoverableError?.(String((report as CustomEvent).detail));
      });
    }, RECOVERABLE_ERROR_EVENT);
    await use(errors);
  },

  hydrationGuard: [
    async ({ recoverableErrors }, use) => {
      await use();
      expect(recoverableErrors, 'errors React recovered from while hydrating').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
