import { describe, expect, it } from 'vitest';
import {
  chromiumArgs,
  chromiumPath,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  testChromiumPath,
} from './chromium.mjs';

describe('chromium', () => {
  it("launches Debian's Chromium unless CHROMIUM_PATH names another", () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });

  it("tests drive Debian's headless shell when it is there, else Debian's Chromium", () => {
    const only = (/** @type {string[]} */ files) => (/** @type {string} */ path) =>
      files.includes(path);
    expect(testChromiumPath({}, only([DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL]))).toBe(
      '/usr/bin/chromium-headless-shell',
    );
    expect(testChromiumPath({}, only([DEBIAN_CHROMIUM]))).toBe('/usr/bin/chromium');
    expect(
      testChromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }, only([DEBIAN_HEADLESS_SHELL])),
    ).toBe('/opt/chrome/chrome');
  });

  it('keeps the browser off the network and without a sandbox it cannot have here', () => {
    for (const flag of ['--no-sandbox', '--disable-background-networking', '--disable-quic'])
      expect(chromiumArgs).toContain(flag);
  });
});
