import { describe, expect, it } from 'vitest';
import { rspack } from '@rsbuild/core';
import { browserRequest, pluginServerOnlyCookies, serverOnlyCookiesStub } from './server-only.mjs';

/**
 * The Rspack plugins pluginServerOnlyCookies adds to one environment's configuration.
 * @param {'web' | 'node'} target
 */
function pluginsFor(target) {
  /** @type {any} */
  const config = {};
  /** @type {any} */
  const api = {
    modifyRspackConfig: (/** @type {Function} */ modify) =>
      modify(config, { rspack, environment: { config: { output: { target } } } }),
  };
  pluginServerOnlyCookies().setup(api);
  return config.plugins ?? [];
}

const router =
  '/repo/node_modules/.pnpm/react-router@7.18.5/node_modules/react-router/dist/development/chunk-JAHXRPFV.mjs';

describe('pluginServerOnlyCookies', () => {
  it("gives react-router's cookie imports the stub", () => {
    expect(browserRequest('cookie', router)).toBe(serverOnlyCookiesStub);
    expect(browserRequest('set-cookie-parser', router)).toBe(serverOnlyCookiesStub);
    expect(browserRequest('cookie', '/app/node_modules/react-router/dist/index.mjs')).toBe(
      serverOnlyCookiesStub,
    );
  });

  it('leaves every other import of those packages, and other packages, alone', () => {
    expect(browserRequest('cookie', '/repo/src/session.ts')).toBe('cookie');
    expect(browserRequest('cookie', '/repo/node_modules/react-router-dom/index.mjs')).toBe(
      'cookie',
    );
    expect(browserRequest('cookie/dist/index.js', router)).toBe('cookie/dist/index.js');
    expect(browserRequest('react', router)).toBe('react');
  });

  it('applies to browser builds and keeps the real packages in server builds', () => {
    expect(pluginsFor('web')).toHaveLength(1);
    expect(pluginsFor('node')).toEqual([]);
  });

  it('stands for every function react-router imports from them, and says why if one is called', async () => {
    const stub = await import(serverOnlyCookiesStub);
    for (const name of ['parse', 'serialize', 'splitCookiesString']) {
      expect(() => stub[name]('a=b')).toThrow(/server only/);
    }
  });
});
