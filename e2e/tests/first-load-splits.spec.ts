// What a public page's first load leaves to later (README, "How the composition works"): the
// shell's not-found page and route error screen are chunks of their own, loaded by the page that
// shows them. Read from the scripts the browser fetched, then used.
import type { Page } from '@playwright/test';
import { expectHydrated, waitForPrerendered } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Code only each screen brings: its page marker on its root element (@school/shared's fallback
 * for a remote outside the shell is a bare `<p data-page="not-found">404</p>`, a string child).
 */
const markers = {
  notFound: ['"data-page":"not-found",children:['],
  routeError: ['"data-page":"route-error"'],
};

/**
 * The bodies of the scripts a page fetches, as they arrive. Each body is read at once and its
 * outcome kept, failure included: a chunk the page starts fetching after the snapshot below may
 * still be in flight when the test ends, and the browser context closing under its read must not
 * fail the test as an unhandled rejection. Every script in the snapshot, read while the page is
 * still open, must have its body.
 */
function watchScripts(page: Page) {
  const scripts: { url: string; body: Promise<string | Error> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.text().catch((error: unknown) => new Error(String(error)));
    scripts.push({ url: response.url(), body });
  });
  return async () =>
    Promise.all(
      scripts.map(async ({ url, body }) => {
        const text = await body;
        if (text instanceof Error) throw new Error(`${url}: body not readable: ${text.message}`);
        return { url, body: text };
      }),
    );
}

test('a page that exists loads neither the not-found page nor the error screen', async ({
  page,
}) => {
  await waitForPrerendered(page, '/');
  const scripts = watchScripts(page);
  await page.goto('/');
  // Running: React owns the header's first button.
  await expectHydrated(page.getByRole('banner').getByRole('button').first(), 'the header runs');
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(5);
  for (const { url, body } of loaded) {
    for (const marker of [...markers.notFound, ...markers.routeError]) {
      expect(body, `${url}: ${marker}`).not.toContain(marker);
    }
  }
});

test('an unknown address loads the not-found page with it', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/nope/split-check');
  await expect(page.getByRole('heading', { name: 'Page Introuvable' })).toBeVisible();
  const loaded = await scripts();
  expect(loaded.some(({ body }) => body.includes(markers.notFound[0]!))).toBe(true);
});
