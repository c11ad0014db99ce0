// What every page benchmark starts with: the local backend (its request log silenced, it would
// bury the figures), the last production build served as `npm start` serves it, prerendered, and
// Debian's Chromium; and the phones the benchmarks load pages on.
import { chromiumArgs, chromiumPath } from '@school/platform/chromium';
import { startBackend } from '../../scripts/lib/backend.mjs';
import { playwrightChromium } from '../../scripts/lib/page-network.mjs';
import { stopChild } from '../../scripts/lib/processes.mjs';
import { serveAll } from '../../scripts/serve.mjs';

/** Lighthouse's mobile preset: a 412 x 823 screen at 1.75x. */
export const lighthousePhone = /** @type {const} */ ({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});

/** A common phone of 2024: 390 x 844 at 3x, the images' largest demand. */
export const densePhone = /** @type {const} */ ({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});

/**
 * Starts the backend (when the checkout has one, or always with `requireBackend`), serves the
 * site and waits for the prerenderer's first pass (pages not prerendered would be the plain app
 * HTML, which fetches its data itself: not what visitors get), then launches the browser.
 * `beforeServe` runs once the backend is up (to add data the pages should show).
 * @param {{ env?: NodeJS.ProcessEnv, requireBackend?: boolean, beforeServe?: () => Promise<void> }} [options]
 */
export async function startMeasuredSite({
  env = process.env,
  requireBackend = false,
  beforeServe,
} = {}) {
  const backend = startBackend(env);
  if (!backend && requireBackend) throw new Error('no local Supabase stack in this checkout');
  if (backend) {
    await backend.ready;
    backend.child.stdout?.removeAllListeners('data');
    backend.child.stdout?.on('data', () => {});
  }
  await beforeServe?.();
  const site = await serveAll({ env, quiet: true });
  const prerendered = await site.prerendered;
  if (prerendered !== 0)
    console.warn(`prerender exited with ${prerendered}: pages may not be prerendered`);
  const browser = await playwrightChromium().launch({
    executablePath: chromiumPath(process.env),
    args: chromiumArgs,
  });
  return {
    site,
    browser,
    /** Closes the browser, the servers and the backend, in that order. */
    async close() {
      await browser.close();
      await site.close();
      if (backend) await stopChild(backend.child);
    },
  };
}
