// Code the bundler would keep on every page although nothing there ever runs it.

/** The packages react-router imports for its server-side cookie and session helpers. */
export const serverOnlyCookiePackages = /** @type {const} */ (['cookie', 'set-cookie-parser']);

const reactRouterFile =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]/;
const cookieRequest = new RegExp(`^(?:${serverOnlyCookiePackages.join('|')})$`);

/**
 * Whether `request`, imported by the file `issuer`, is one of react-router's cookie imports.
 * @param {string} request @param {string} issuer
 */
export function isServerOnlyCookieImport(request, issuer) {
  return cookieRequest.test(request) && reactRouterFile.test(issuer);
}

/**
 * What stands for those packages in a browser build: every function react-router imports from
 * them, each saying why if it is ever called. An expression, inlined where it is imported (a
 * module file of its own became a chunk of its own, one more request).
 */
export const serverOnlyCookiesExpression =
  '(function(){function serverOnly(){throw new Error("react-router\'s cookie helpers run on a server only: this browser build leaves them out")}' +
  'return{parse:serverOnly,serialize:serverOnly,splitCookiesString:serverOnly}})()';

/**
 * react-router's package imports `cookie` and `set-cookie-parser` (CommonJS) for createCookie,
 * the cookie session storages and the server's response headers, none of which is in
 * routerExports. A plain build drops them, but the shared router, tree-shaken by Module Federation
 * (`treeShaking` in index.mjs), keeps both modules whole: the imports survive as bare requires
 * though the functions that call them are gone, 1.7 KB gzip of every page's router chunk. In
 * browser builds those two imports, from react-router only, become `serverOnlyCookiesExpression`
 * (an external); server builds keep the real packages. The host and every remote add it.
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
          new rspack.ExternalsPlugin('var', ({ request, contextInfo }, callback) => {
            if (request && isServerOnlyCookieImport(request, contextInfo?.issuer ?? '')) {
              callback(undefined, serverOnlyCookiesExpression);
            } else {
              callback();
            }
          }),
        );
      });
    },
  };
}
