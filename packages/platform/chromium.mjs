// Debian's Chromium, as every browser tool of the workspace launches it (the end-to-end suites,
// the benchmarks, the Storybook audit): never a downloaded browser.

/**
 * The flags that keep it headless and off the network this machine does not have.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Where the browser is: CHROMIUM_PATH, else Debian's.
 * @param {import('./apps.mjs').Env} env the environment (`process.env` in Node)
 */
export function chromiumPath(env) {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
