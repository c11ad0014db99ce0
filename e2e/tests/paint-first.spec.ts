// A prerendered page is shown before the app's JavaScript runs (Lighthouse's LCP): its head holds
// no script that runs before the first paint, and the app's scripts start once the page (its
// largest image included) is drawn. @school/build-config/paint-first holds the reasoning; its unit
// test the HTML rewrite. Every public page is a page of islands, which may never run the app: its
// head only names the app's scripts (nothing fetched while it loads; islands.spec.ts follows what
// such a page runs). The app starts on a prerendered page in a tab that asks for a preview or its
// end: here the home page so (hydratedByTheApp), which the app then hydrates.
import { expect, test } from '../support/test';
import {
  expectHydrated,
  hydratedByTheApp,
  waitForPrerendered,
  watchConsole,
} from '../support/site';

for (const path of ['/', '/ar', '/en']) {
  test(`${path}: no script runs before the page is shown; where the app takes it over, it then hydrates`, async ({
    page,
  }) => {
    await waitForPrerendered(page, path);
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // No external script in the head at all (render-blocking, deferred or module), and the app's
    // scripts held back are only named, not fetched (no preload).
    expect(head).not.toMatch(/<script\b[^>]*\bsrc=/);
    const held = head.match(/<[a-z]+\b[^>]*\bdata-paint-first="[a-z]+"[^>]*>/g) ?? [];
    expect(held.length, head).toBeGreaterThan(0);
    for (const tag of held) expect(tag).toMatch(/^<meta name="school:held-script" content="/);
    // Every early connection goes to a real host (not the server build's asset marker).
    expect(head).not.toContain('.invalid');
    // The LCP image (each of these pages has one) is fetched from the head at high priority.
    const imagePreloads = head.match(/<link\b[^>]*\bas="image"[^>]*>/g) ?? [];
    expect(imagePreloads.some((link) => /fetchpriority="high"/i.test(link))).toBe(true);

    const errors = watchConsole(page);
    // When the first contentful paint came, and when the app's first script was added.
    await page.addInitScript(() => {
      const w = window as unknown as {
        __paint?: number;
        __appScript?: number;
        __frame?: number;
      };
      requestAnimationFrame(() => (w.__frame = performance.now()));
      new PerformanceObserver((list) => {
        const fcp = list.getEntriesByName('first-contentful-paint')[0];
        if (fcp && w.__paint === undefined) w.__paint = performance.now();
      }).observe({ type: 'paint', buffered: true });
      new MutationObserver(() => {
        if (w.__appScript !== undefined) return;
        if (document.querySelector('script[src*="/static/js/"]')) w.__appScript = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(hydratedByTheApp(path));
    // Hydrated: React has taken over the server's heading (not drawn it again).
    await expectHydrated(page.locator('main h1'), `${path} hydrates`);
    const { paint, appScript, frame } = await page.evaluate(() => {
      const w = window as unknown as { __paint?: number; __appScript?: number; __frame?: number };
      return { paint: w.__paint, appScript: w.__appScript, frame: w.__frame };
    });
    expect(paint, 'a first contentful paint was reported').toBeDefined();
    expect(frame, 'a first frame was drawn').toBeDefined();
    expect(appScript, "the app's script was started").toBeDefined();
    // After the paint was reported, or (a busy machine reports it late) well after the page's
    // first frame had been drawn.
    expect(appScript!, 'the app started after the page was shown').toBeGreaterThanOrEqual(
      Math.min(paint!, frame! + 100),
    );
    expect(errors).toEqual([]);
  });
}
