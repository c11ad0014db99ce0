// A prerendered page's head (Lighthouse's LCP): the largest image is fetched from the
// head at high priority, and every early connection goes to a real host — React once wrote a
// preconnect to the server build's asset marker (https://remote-assets.invalid).
import { expect, test } from '../support/test';
import { waitForPrerendered } from '../support/site';

for (const path of ['/', '/ar', '/news']) {
  test(`${path}: the LCP image is preloaded at high priority, and no early connection goes to a placeholder host`, async ({
    page,
  }) => {
    await waitForPrerendered(page, path);
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('.invalid');
    // Each of these pages has an LCP image.
    const imagePreloads = head.match(/<link\b[^>]*\bas="image"[^>]*>/g) ?? [];
    expect(imagePreloads.some((link) => /fetchpriority="high"/i.test(link))).toBe(true);
  });
}
