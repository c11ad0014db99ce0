// Navigation on intent from a page of islands (issue 40): such a page runs no router, so a link to
// another page of the site is an ordinary page load of its prerendered HTML. The browser fetches
// that HTML as soon as the visitor shows the intent to follow the link, declared in the page
// (Speculation Rules, no script of ours): "moderate" is a pointer resting 200 ms on the link or a
// press on it (a finger's touchstart), so the request starts before the click that follows and
// the page load uses the answer already in. Only the document is fetched (prefetch, never
// prerender: no page runs unseen), only for a link the visitor points at, never a list of the
// site's pages at load: on slow 4G and a paid data plan, nothing the visitor did not ask for.
// Browsers without Speculation Rules ignore the script (a data block to them).
// Not prefetched: the back office (signed-in screens), and the site's files (feeds, calendars,
// robots.txt, sitemap), which are no page.
import { registry } from '@school/platform/route-table';

/** The file types the site serves beside its pages (scripts/lib/site-files.mjs). */
const SITE_FILES = ['xml', 'ics', 'txt', 'json'];

/**
 * The rules: every same-origin link, less the back office and the site's files.
 * @param {{ fullScreenPrefixes?: readonly string[] }} [options]
 */
export function speculationRules({ fullScreenPrefixes = registry.fullScreenPrefixes } = {}) {
  const excluded = [
    ...fullScreenPrefixes.flatMap((prefix) => [prefix, `${prefix}/*`]),
    ...SITE_FILES.map((type) => `/*.${type}`),
  ];
  return {
    prefetch: [
      {
        where: {
          and: [
            { href_matches: '/*' },
            ...excluded.map((pattern) => ({ not: { href_matches: pattern } })),
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/**
 * The head's script of the rules, for a page of islands. Its hash is in the page's policy like any
 * inline script the browser runs (security-headers.mjs counts `speculationrules`). `<` escaped,
 * so no pattern can close the script.
 */
export const islandsSpeculationRules = `<script type="speculationrules">${JSON.stringify(
  speculationRules(),
).replace(/</g, '\\u003c')}</script>`;
