// React Router's production build in the apps' production browser builds.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * react-router publishes two builds, `dist/development` and `dist/production`, which differ by
 * one constant (`ENABLE_DEV_WARNINGS`), but its `exports` map names only the first: every
 * bundler takes the development build, with the text of each warning (descendant routes, a route
 * without element, a blocked navigation…), 0.4 KB gzip of every page's router chunk. The
 * production build's entries, as found from the app's own react-router-dom.
 * @param {string} appRoot The app's folder (it depends on react-router-dom).
 * @returns {{ index: string; dom: string }}
 */
export function reactRouterProductionEntries(appRoot) {
  const fromApp = createRequire(join(appRoot, 'package.json'));
  const routerDom = dirname(fromApp.resolve('react-router-dom/package.json'));
  const router = dirname(
    createRequire(join(routerDom, 'package.json')).resolve('react-router/package.json'),
  );
  const entries = {
    index: join(router, 'dist', 'production', 'index.mjs'),
    dom: join(router, 'dist', 'production', 'dom-export.mjs'),
  };
  for (const file of Object.values(entries)) {
    if (!existsSync(file)) {
      throw new Error(`react-router's production build is not where it was: ${file}`);
    }
  }
  return entries;
}

/**
 * `react-router` and `react-router/dom` resolve to the production build in production browser
 * builds. The dev server keeps the warnings for developers; the Node build (the prerenderer) too,
 * so a route mistake still shows in its log.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginReactRouterProduction() {
  return {
    name: 'school:react-router-production',
    setup(api) {
      api.modifyRspackConfig((config, { isDev, environment }) => {
        if (isDev || environment.config.output.target === 'node') return;
        const { index, dom } = reactRouterProductionEntries(api.context.rootPath);
        config.resolve ??= {};
        const alias = config.resolve.alias;
        if (alias !== undefined && (typeof alias !== 'object' || Array.isArray(alias))) {
          throw new Error('pluginReactRouterProduction expects resolve.alias as an object');
        }
        config.resolve.alias = { ...alias, 'react-router$': index, 'react-router/dom$': dom };
      });
    },
  };
}
