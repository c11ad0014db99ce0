// Code the bundler would keep on every page although nothing there ever runs it.
import { fileURLToPath } from 'node:url';

/** The packages react-router imports for its server-side cookie and session helpers. */
export const serverOnlyCookiePackages = /** @type {const} */ (['cookie', 'set-cookie-parser']);

/** The module that stands for them in browser builds. */
export const serverOnlyCookiesStub = fileURLToPath(
  new URL('./client/server-only-cookies.mjs', import.meta.url),
);

const reactRouterFile =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]/;
const cookieRequest = new RegExp(`^(?:${serverOnlyCookiePackages.join('|')})$`);

/**
 * What a browser build resolves instead of `request` imported by `issuer`: the stub for
 * react-router's imports of the cookie packages, otherwise the request itself.
 * @param {string} request @param {string} issuer
 */
export function browserRequest(request, issuer) {
  return cookieRequest.test(request) && reactRouterFile.test(issuer)
    ? serverOnlyCookiesStub
    : request;
}

/**
 * react-router's package imports `cookie` and `set-cookie-parser` (CommonJS) for createCookie,
 * the cookie session storages and the server's response headers, none of which is in
 * routerExports. A plain build drops them, but the shared router, tree-shaken by Module Federation
 * (`treeShaking` in index.mjs), keeps both modules whole: the imports survive as bare requires
 * though the functions that call them are gone, 1.7 KB gzip of every page's router chunk. In
 * browser builds those two imports, from react-router only, resolve to a stub that throws if ever
 * called (client/server-only-cookies.mjs); server builds keep the real packages. The host and
 * every remote add it.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginServerOnlyCookies() {
  return {
    name: 'school:server-only-cookies',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, environment }) => {
        if (environment.config.output.target === 'node') return;
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(cookieRequest, (resource) => {
            resource.request = browserRequest(resource.request, resource.contextInfo?.issuer ?? '');
          }),
        );
      });
    },
  };
}
