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

/** Debian's Chromium: the browser a visitor has, which the benchmarks measure. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same Chromium release built as the old headless shell,
 * without the full browser's UI layer, the build Playwright runs its own headless tests in. The
 * end-to-end suite is bound by the CPU, and takes 42 % less of it there than in the full
 * browser's `--headless` mode (docs/commands.md, "The test command").
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Where the browser is: CHROMIUM_PATH, else Debian's.
 * @param {import('./apps.mjs').Env} env the environment (`process.env` in Node)
 */
export function chromiumPath(env) {
  return env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
}

/**
 * The browser the test suites drive: CHROMIUM_PATH, else Debian's headless shell when it is
 * installed, else Debian's Chromium.
 * @param {import('./apps.mjs').Env} env the environment (`process.env` in Node)
 * @param {(path: string) => boolean} exists whether a file is there (`existsSync` in Node)
 */
export function testChromiumPath(env, exists) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}
