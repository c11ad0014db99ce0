import { describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

describe('chromium', () => {
  it("launches Debian's Chromium unless CHROMIUM_PATH names another", () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });

  it('keeps the browser off the network and without a sandbox it cannot have here', () => {
    for (const flag of ['--no-sandbox', '--disable-background-networking', '--disable-quic'])
      expect(chromiumArgs).toContain(flag);
  });
});
