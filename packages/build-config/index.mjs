// What every app of the platform must agree on at build time: the shared-singletons map and the
// Rsbuild plugins all of them add. What the apps also need at run time (names, ports, languages,
// routes, keys) is in @school/platform.
import { existsSync, readFileSync } from 'node:fs';
import { portOf } from '@school/platform/apps';

export { pluginFederatedReactRefresh } from './react-refresh.mjs';

/**
 * The react-router-dom exports the apps may use. Add a name here before importing it anywhere:
 * the shared copy is tree-shaken to this list (eslint.config.mjs rejects any other import).
 */
export const routerExports = /** @type {const} */ ([
  // Public pages run under the declarative router (shell/src/app/shell-router.tsx).
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  // The back office runs under a data router, created by shell/src/app/data-router.ts from a copy
  // of its own (pluginDataRouterLayer) and driven through the shared RouterProvider.
  'RouterProvider',
  // The back office asks before leaving a screen with unsaved changes.
  'useBlocker',
  'useLocation',
  'useNavigate',
  'useParams',
  'useRoutes',
  'useSearchParams',
]);

/**
 * The @tanstack/react-query exports the apps may use, as routerExports: the shared copy is
 * tree-shaken to this list (no useQueries, suspense hooks, HydrationBoundary, streamedQuery…),
 * and eslint.config.mjs rejects any other import. `dehydrate` is the prerenderer's (its Node
 * build shares the library whole).
 */
export const queryExports = /** @type {const} */ ([
  // The page's query layer (shell/src/app/query-layer.ts): loaded when a read first needs it.
  'InfiniteQueryObserver',
  'QueryCache',
  'QueryClient',
  'QueryClientProvider',
  'QueryObserver',
  'hydrate',
  'keepPreviousData',
  'notifyManager',
  'queryOptions',
  'useMutation',
  'useQuery',
  'useQueryClient',
]);

/**
 * The react-intl exports the apps and the design system may use: the shared copy is tree-shaken to
 * this list (no Formatted* components but FormattedMessage, no injectIntl), and
 * eslint.config.mjs rejects any other import.
 */
export const intlExports = /** @type {const} */ ([
  'FormattedMessage',
  // The pages' provider (LocaleIntlProvider in @school/shared) makes its own intl object with
  // one cache for the page; IntlProvider is the tests'.
  'createIntl',
  'createIntlCache',
  'RawIntlProvider',
  'IntlProvider',
  'ReactIntlErrorCode',
  'defineMessage',
  'defineMessages',
  'useIntl',
]);

// Workspace packages cannot give Module Federation a semver range ("workspace:*"),
// so their requiredVersion is written here and must follow their package.json.
const workspaceVersion = '^0.1.0';

/** The module that creates the back office's data router (see shell/src/app/data-router.ts). */
export const dataRouterModule = /[\\/]shell[\\/]src[\\/]app[\\/]data-router\.ts$/;

/**
 * Puts shell/src/app/data-router.ts, and the react-router it imports, in a bundler layer of their
 * own: a module in another layer is another module, tree-shaken on its own. That copy of
 * react-router keeps only `createBrowserRouter` (the data router's engine) and loads with the back
 * office, while the shared react-router-dom every page loads keeps `routerExports`, without it.
 * Shared singletons (react) are still consumed from the share scope inside the layer.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginDataRouterLayer() {
  return {
    name: 'school:data-router-layer',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({ test: dataRouterModule, layer: 'data-router' });
      });
    },
  };
}

/**
 * Whether the config is being loaded by `rsbuild dev` (which sets NODE_ENV before it reads the
 * config). The dev servers leave out what only a production build needs.
 * @param {Record<string, string | undefined>} [env]
 */
export function isDevServer(env = process.env) {
  return env.NODE_ENV === 'development';
}

/** The shell's package.json: the versions of the shared libraries every page gets. */
const shellPackage = /** @type {{ dependencies: Record<string, string> }} */ (
  JSON.parse(readFileSync(new URL('../../shell/package.json', import.meta.url), 'utf8'))
);

/**
 * The version range the shell declares for a shared library (the one every page runs).
 * @param {string} name
 */
export function providedRange(name) {
  const range = shellPackage.dependencies[name];
  if (!range) throw new Error(`shell/package.json does not depend on ${name}`);
  return range;
}

/**
 * The shared-singletons map, identical in the host and in every remote. Libraries that hold
 * module-level state (React, the router, styled-components' theme context, zustand stores,
 * react-intl, the query client, the Supabase client) must exist once on the page.
 */
export function sharedDependencies({ server = false, dev = isDevServer() } = {}) {
  /** @param {string} [requiredVersion] */
  const singleton = (requiredVersion) => ({
    singleton: true,
    ...(requiredVersion ? { requiredVersion } : {}),
  });
  /**
   * A library the shell provides, asked for at the shell's range (see providedRange): one
   * consume entry per library in every remoteEntry.js instead of one per range found in the
   * packages that import it (react came in six).
   * @param {string} name
   */
  const provided = (name) => singleton(providedRange(name));
  /**
   * The router is the largest shared library after react-dom; every app compiles the same
   * tree-shaken copy holding only the exports listed (ESLint's no-restricted-imports enforces
   * it). Not in dev: the shared tree-shaking turns on export-usage analysis for the whole dev
   * compilation, which then drops exports that HMR code reaches through globals (React Refresh's
   * `$ReactRefreshRuntime$.refresh`, the federation runtime's logger): the page never starts.
   * Not in the server builds either (Node loads whole libraries).
   * @param {ReturnType<typeof singleton>} config @param {readonly string[]} usedExports
   */
  const treeShaken = (config, usedExports) =>
    server || dev
      ? config
      : {
          ...config,
          treeShaking: {
            mode: /** @type {const} */ ('runtime-infer'),
            usedExports: [...usedExports],
          },
        };
  return {
    react: provided('react'),
    'react/': provided('react'),
    'react-dom': provided('react-dom'),
    'react-dom/': provided('react-dom'),
    // The router is the largest shared library after react-dom (see treeShaken).
    'react-router-dom': treeShaken(provided('react-router-dom'), routerExports),
    'styled-components': provided('styled-components'),
    zustand: provided('zustand'),
    'react-intl': treeShaken(provided('react-intl'), intlExports),
    '@tanstack/react-query': treeShaken(provided('@tanstack/react-query'), queryExports),
    '@supabase/supabase-js': provided('@supabase/supabase-js'),
    '@school/design-system': singleton(workspaceVersion),
    '@school/shared': singleton(workspaceVersion),
    // The data entries load only with the remotes that use them (zod stays off public pages).
    '@school/shared/data/public': singleton(workspaceVersion),
    '@school/shared/data/admin': singleton(workspaceVersion),
    '@school/shared/data/contact': singleton(workspaceVersion),
    // The footer's newsletter box on every page: no zod, no contact form.
    '@school/shared/data/newsletter': singleton(workspaceVersion),
    // Every public page's head tags and structured data (PageHead).
    '@school/shared/seo': singleton(workspaceVersion),
  };
}

/**
 * The Module Federation options the host and every remote must agree on: one shared map and the
 * `loaded-first` strategy (a remote is fetched only when its area is shown, so an offline one
 * never blocks start-up). No type bundles: the shell knows remotes only at run time.
 */
export function federationDefaults({ server = false, dev = isDevServer() } = {}) {
  return {
    shared: sharedDependencies({ server, dev }),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    dts: false,
  };
}

/**
 * Rsbuild's `dev` options for an app of this platform, host or remote.
 * @param {import('@school/platform/apps').AppName} app
 * @param {import('@school/platform/apps').Env} [env]
 */
export function devServerOptions(app, env = process.env) {
  return {
    // Rsbuild 2 compiles dynamic imports only when the page first asks for them; the answer is an
    // HMR update that the shell's page cannot accept before the federation runtime is up (a full
    // reload, every time), and a remote's lazy chunks would ask the shell's origin for it.
    lazyCompilation: false,
    // A remote's HMR client runs inside the shell's page, where `location` is the shell's origin:
    // it must open its WebSocket to its own dev server's port, not to the shell's.
    client: { port: portOf(app, env) },
  };
}

/**
 * The marker the server build of a remote writes before its asset paths (images, fonts). The
 * prerenderer maps it to the remote's deployed address: the browser build's files for pages,
 * the server build's folder for code chunks.
 * @param {string} app
 */
export function serverAssetPrefix(app) {
  return `https://remote-assets.invalid/${app}/`;
}

/**
 * Debian's Chromium as every browser tool here launches it (never a downloaded browser): the
 * flags keep it headless and off the network this machine does not have.
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

/** @param {Record<string, string | undefined>} [env] */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The ESM build beside a CommonJS file of a @module-federation package, if it has one. */
const federationCjs = /[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/][\w./-]+\.cjs$/;
/** @param {string} file */
function esmTwin(file) {
  if (!federationCjs.test(file)) return undefined;
  return [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((candidate) =>
    existsSync(candidate),
  );
}

/**
 * Rspack's Module Federation plugin finds its browser runtime with `require.resolve`, which picks
 * the CommonJS builds of `@module-federation/webpack-bundler-runtime` and `@module-federation/runtime`
 * (the import of the first and an alias of the second); everything they require (the whole SDK,
 * the error-code tables) then comes in as CommonJS too and nothing of it can be tree-shaken:
 * 16.6 KB gzip in every remoteEntry.js although the runtime core itself is external. The ESM
 * twins of the same files, same version, let the bundler keep only what the container uses.
 * Every app (host and remotes) adds this plugin.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginEsmFederationRuntime() {
  return {
    name: 'school:esm-federation-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, environment }) => {
        // Browser builds only: the server builds run the Node runtime as it is published.
        if (environment.config.output.target === 'node') return;
        config.plugins ??= [];
        // The runtime entry imports the bundler runtime by its absolute path.
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(federationCjs, (resource) => {
            const esm = esmTwin(resource.request);
            if (esm) resource.request = esm;
          }),
        );
        // The federation plugins write their aliases once every plugin is applied: rewrite after.
        config.plugins.push({
          /** @param {import('@rsbuild/core').Rspack.Compiler} compiler */
          apply(compiler) {
            compiler.hooks.afterPlugins.tap(
              { name: 'school:esm-federation-runtime', stage: 1000 },
              () => {
                const alias = compiler.options.resolve.alias;
                if (!alias || Array.isArray(alias)) return;
                for (const [key, value] of Object.entries(alias)) {
                  const esm = typeof value === 'string' ? esmTwin(value) : undefined;
                  if (esm) alias[key] = esm;
                }
              },
            );
          },
        });
      });
    },
  };
}
