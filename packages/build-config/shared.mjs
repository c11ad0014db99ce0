// The shared-singletons map every app of the platform (host and remotes) builds with, and the
// exports each tree-shaken shared library keeps (eslint.config.mjs rejects any other import).
import { readFileSync } from 'node:fs';
import { supportedRange } from './client/federation/plain-semver.js';
import { isDevServer } from './dev-server.mjs';

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
  // No Route or Routes: every app writes its routes as objects (useRoutes), which keeps
  // createRoutesFromChildren out of the shared copy (0.4 KB gzip).
  // The back office runs under a data router, created by shell/src/app/data-router.ts from a copy
  // of its own (pluginDataRouterLayer) and driven through the shared RouterProvider.
  'RouterProvider',
  // A page of islands has no router: each island that reads the address runs under a small one of
  // its own (shell/src/islands/island-router.tsx), built on the bare Router.
  'Router',
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

/**
 * The styled-components exports the apps and the design system may use, as routerExports: the
 * shared copy is tree-shaken to this list (no ServerStyleSheet, StyleSheetManager, withTheme or
 * isStyledComponent: 12.9 -> 11.5 KB gzip on every page), and eslint.config.mjs rejects any other
 * import. `default` is `styled` itself. The prerenderer's ServerStyleSheet comes from its Node
 * build, which shares the library whole.
 */
export const styledExports = /** @type {const} */ ([
  'default',
  'createGlobalStyle',
  'css',
  'keyframes',
  'ThemeProvider',
  'useTheme',
]);

// Workspace packages cannot give Module Federation a semver range ("workspace:*"),
// so their requiredVersion is written here and must follow their package.json.
const workspaceVersion = readableRange('^0.1.0', "the workspace packages' range");

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
  return readableRange(range, `shell/package.json's ${name}`);
}

/**
 * A range the browser's federation runtime can read: the shell's reads the plain forms only
 * (client/federation/plain-semver.js), so a build asking for another form fails here.
 * @param {string} range @param {string} where
 */
export function readableRange(range, where) {
  if (!supportedRange(range)) {
    throw new Error(
      `${where} is "${range}": the federation runtime reads plain ranges only (^1.2.3, ~1.2.3, >=1.2.3 <2.0.0, 1.2.3, joined by ||)`,
    );
  }
  return range;
}

/**
 * The shared-singletons map, identical in the host and in every remote. Libraries that hold
 * module-level state (React, the router, styled-components' theme context, zustand stores,
 * react-intl, the query client, the Supabase client) must exist once on the page.
 */
/**
 * One library's entry in the map: a singleton, the range it must satisfy, in production browser
 * builds the exports its tree-shaken copy keeps, and in a remote's whether it bundles a copy.
 * @typedef {{ singleton: boolean; requiredVersion?: string; import?: false;
 *   treeShaking?: { mode: 'runtime-infer'; usedExports: string[] } }} SharedEntry
 */

/**
 * The shared entries the shell never loads (the back office's and the contact forms' data): the
 * remote that uses one bundles and provides it. The shell provides every other one.
 */
export const remoteProvidedEntries = /** @type {const} */ ([
  '@school/shared/data/admin',
  '@school/shared/data/contact',
  '@school/shared/data/newsletter',
]);

/**
 * @param {{ server?: boolean; dev?: boolean; remote?: boolean }} [options] `remote`: the map of a
 *   remote's build, whose production browser build takes from the shell every singleton the shell
 *   provides and bundles no copy of it (`import: false`). A second copy of any of them would not
 *   work on the page anyway (two Reacts, two routers, two theme or intl contexts), and the
 *   remote's own copies cost every remoteEntry.js its share tables and chunk maps (home's 5.7 ->
 *   5.1 KB gzip as served). The tree-shaken libraries keep theirs (see takenFromTheShell). The
 *   deploy check refuses a remote needing one the live shell does not provide
 *   (scripts/lib/deploy-checks.mjs). The dev servers and the prerenderer's Node builds keep their
 *   copies.
 */
export function sharedDependencies({ server = false, dev = isDevServer(), remote = false } = {}) {
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
   * @returns {SharedEntry}
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
  const map = {
    react: provided('react'),
    'react/': provided('react'),
    'react-dom': provided('react-dom'),
    'react-dom/': provided('react-dom'),
    // The router is the largest shared library after react-dom (see treeShaken).
    'react-router-dom': treeShaken(provided('react-router-dom'), routerExports),
    'styled-components': treeShaken(provided('styled-components'), styledExports),
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
    // The signed-in session and role: the back office's, and the shell's preview check.
    '@school/shared/auth': singleton(workspaceVersion),
  };
  return remote && !server && !dev ? takenFromTheShell(map) : map;
}

/**
 * The map with `import: false` on every entry the shell provides (see sharedDependencies), but the
 * tree-shaken ones: Module Federation's runtime decides whether the shell's tree-shaken copy holds
 * every export a remote uses from the remote's own entry, and without one it takes the shell's
 * full copy (the router's, 59.9 KB gzip, on every page).
 * @template {Record<string, SharedEntry>} T
 * @param {T} map
 * @returns {T}
 */
function takenFromTheShell(map) {
  /** @type {readonly string[]} */
  const ownCopies = remoteProvidedEntries;
  return /** @type {T} */ (
    Object.fromEntries(
      Object.entries(map).map(([name, entry]) => [
        name,
        ownCopies.includes(name) || 'treeShaking' in entry ? entry : { ...entry, import: false },
      ]),
    )
  );
}

/**
 * The Module Federation options the host and every remote must agree on: one shared map and the
 * `loaded-first` strategy (a remote is fetched only when its area is shown, so an offline one
 * never blocks start-up). No type bundles: the shell knows remotes only at run time.
 */
export function federationDefaults({ server = false, dev = isDevServer(), remote = false } = {}) {
  return {
    shared: sharedDependencies({ server, dev, remote }),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    dts: false,
  };
}
