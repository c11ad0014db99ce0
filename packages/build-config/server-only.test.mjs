import { describe, expect, it } from 'vitest';
import { rspack } from '@rsbuild/core';
import {
  isServerOnlyCookieImport,
  pluginServerOnlyCookies,
  serverOnlyCookiesExpression,
} from './server-only.mjs';

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
  it("recognizes react-router's cookie imports", () => {
    expect(isServerOnlyCookieImport('cookie', router)).toBe(true);
    expect(isServerOnlyCookieImport('set-cookie-parser', router)).toBe(true);
    expect(
      isServerOnlyCookieImport('cookie', '/app/node_modules/react-router/dist/index.mjs'),
    ).toBe(true);
  });

  it('leaves every other import of those packages, and other packages, alone', () => {
    expect(isServerOnlyCookieImport('cookie', '/repo/src/session.ts')).toBe(false);
    expect(
      isServerOnlyCookieImport('cookie', '/repo/node_modules/react-router-dom/index.mjs'),
    ).toBe(false);
    expect(isServerOnlyCookieImport('cookie/dist/index.js', router)).toBe(false);
    expect(isServerOnlyCookieImport('react', router)).toBe(false);
  });

  it('applies to browser builds and keeps the real packages in server builds', () => {
    expect(pluginsFor('web')).toHaveLength(1);
    expect(pluginsFor('node')).toEqual([]);
  });

  it('stands for every function react-router imports from them, and says why if one is called', () => {
    const stub = new Function(`return ${serverOnlyCookiesExpression}`)();
    for (const name of ['parse', 'serialize', 'splitCookiesString']) {
      expect(() => stub[name]('a=b')).toThrow(/server only/);
    }
  });
});
