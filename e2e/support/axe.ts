import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
// Evaluated by the browser's debugging protocol, not added as an inline <script>: the site's
// policy refuses inline scripts it does not know, and the tests must run under that policy.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** Runs axe-core (WCAG 2.1 A and AA rules) on the page and returns what it finds. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(`${axeSource}\n;undefined`);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target, html: node.html.slice(0, 160) })),
    }));
  });
}

/** One line per violation, readable in a test failure. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map(
    (v) =>
      // Generated class names say little: the element's own markup names it.
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
  );
}
