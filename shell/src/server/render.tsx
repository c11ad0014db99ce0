import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { fontFilesFor, localeFontsCss } from '@school/design-system';
import {
  catalogKey,
  directionOf,
  pageDataOf,
  loadCatalogOnce,
  setRuntimeConfig,
  UsedCatalogsContext,
  type CarriedCatalogs,
  type CatalogMessages,
  followAddress,
} from '@school/shared';
import { runningNoticesQueryOptions, settingsQueryOptions } from '@school/shared/data/public';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { AppName } from '@school/platform/apps';
import { PAGE_STATE_ID } from '@school/platform/data-version';
import { routeEntryFor } from '@school/platform/route-table';
import type {
  PrerenderRequest,
  PrerenderResult,
  ServerRemote,
} from '@school/platform/server-render';
import { Providers } from '../app/providers';
import { DrawnRemotesContext } from '../components/remote-area';
import { createQueryClient, queryLayerOf } from '../app/query-layer';
import { PublicRoutes } from '../app/routes';
import { loadCatalog } from '../i18n/catalogs';
import {
  drawnEntries,
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  type PrerenderedState,
} from '../lib/prerendered';
import { registerRemoteMap } from '../lib/remotes';
import { setServerOrigin } from '../lib/site-origin';

export type { PrerenderRequest, PrerenderResult, ServerRemote };

let registeredEntries = '';
let chunkPluginRemotes: Record<string, ServerRemote> = {};
let chunkPluginRegistered = false;

/**
 * The server builds load their code chunks from the address their asset marker names; this maps
 * it to where the deployment serves the server build.
 */
function registerChunkAddresses(remotes: Record<string, ServerRemote>): void {
  chunkPluginRemotes = remotes;
  if (chunkPluginRegistered) return;
  chunkPluginRegistered = true;
  // Global: the hook must reach each remote's own federation instance, which fetches its chunks.
  registerGlobalPlugins([
    {
      name: 'school:server-chunk-addresses',
      fetch(url: string, init: RequestInit) {
        for (const remote of Object.values(chunkPluginRemotes)) {
          if (url.startsWith(remote.assetMarker)) {
            return fetch(remote.chunkBase + url.slice(remote.assetMarker.length), init);
          }
        }
        return undefined;
      },
    },
  ]);
}

/** Only public pages are prerendered: a full-screen area is never reached here. */
function noFullScreen(): void {}

/** `JSON.stringify` that cannot close the `<script>` element holding it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An error and its causes on one line. */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e !== undefined && parts.length < 4;) {
    const message: unknown =
      typeof e === 'object' && e !== null && 'message' in e ? e.message : undefined;
    parts.push(typeof message === 'string' ? message : JSON.stringify(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(' <- ');
}

async function renderOnce(tree: ReactNode, errors: string[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    // Every boundary inline, in document order: the page must read without JavaScript (React
    // would otherwise move large boundaries to the end, revealed by a script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(describe(error));
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Queries a render asked for that have not run yet (useQuery never fetches on the server). */
function unfetched(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
}

/** Hoistable tags React wrote before the page's first element: they belong in `<head>`. */
const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Renders one public page as the browser's first render will draw it: the shell's layout, the
 * route's remote loaded from its server build, the data its queries ask for, the styles used.
 * Renders until every query the page asks for has data (each pass may reveal new queries), at
 * most four passes.
 */
export async function prerenderPage(request: PrerenderRequest): Promise<PrerenderResult> {
  // Node's globals are the caller's (scripts/prerender.mjs provides what supabase-js needs).
  const { config, remotes, path } = request;
  setServerOrigin(request.origin);
  setRuntimeConfig(config);
  registerChunkAddresses(remotes);
  const entries = Object.fromEntries(Object.entries(remotes).map(([n, r]) => [n, r.entry]));
  // Once per process and map: registering again would make the runtime forget loaded remotes.
  if (JSON.stringify(entries) !== registeredEntries) {
    registeredEntries = JSON.stringify(entries);
    registerRemoteMap(entries);
  }

  const locale = followAddress(path);
  await loadCatalogOnce(loadCatalog, locale);

  const client = createQueryClient();
  // The server asks once: a failing query is reported, not retried for seconds.
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });

  // The settings, asked for before drawing: the header and footer read them on every page, and
  // the page's head only peeks at them (peekPageData), which would not wait for them.
  // Likewise the running notices, above the header of every page.
  await Promise.all([
    client.prefetchQuery(settingsQueryOptions()),
    client.prefetchQuery(runningNoticesQueryOptions()),
  ]);

  // A read without data suspends until fetched: React's prerender waits, and the page is drawn
  // once, with its data.
  const pageData = pageDataOf(queryLayerOf(client), { suspends: true });
  // The named catalogs the render used (@school/shared's useCatalog notes them here).
  const usedCatalogs = new Map<string, CatalogMessages>();
  // The remotes whose code draws the page (RemoteArea notes them), of the last pass.
  let drawnRemotes = new Set<string>();
  const errors: string[] = [];
  let markup = '';
  let styles = '';
  let passes = 0;
  for (let pass = 0; pass < 4; pass += 1) {
    passes = pass + 1;
    const sheet = new ServerStyleSheet();
    const passErrors: string[] = [];
    drawnRemotes = new Set();
    try {
      markup = await renderOnce(
        sheet.collectStyles(
          <StrictMode>
            <UsedCatalogsContext value={usedCatalogs}>
              <DrawnRemotesContext value={drawnRemotes}>
                <Providers pageData={pageData}>
                  {/* The declarative router, as the browser hydrates public pages (app/shell-router.tsx). */}
                  <StaticRouter location={path}>
                    <PublicRoutes onFullScreen={noFullScreen} />
                  </StaticRouter>
                </Providers>
              </DrawnRemotesContext>
            </UsedCatalogsContext>
          </StrictMode>,
        ),
        passErrors,
      );
      styles = sheet.getStyleTags();
    } finally {
      sheet.seal();
    }
    const waiting = unfetched(client);
    if (waiting.length === 0 || pass === 3) {
      errors.push(...passErrors);
      break;
    }
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }

  const failedQueries = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => `${JSON.stringify(query.queryKey)}: ${describe(query.state.error)}`);

  for (const remote of Object.values(remotes)) {
    markup = markup.split(remote.assetMarker).join(remote.assetBase);
    // A preconnect React drew for a remote's asset (a priority image) names the marker's bare
    // origin, which no replacement above reaches: a host that does not exist. The prerenderer
    // preconnects to the page's remote itself (scripts/prerender.mjs).
    const markerOrigin = new URL(remote.assetMarker).origin;
    markup = markup.split(`<link rel="preconnect" href="${markerOrigin}"/>`).join('');
  }
  const hoisted = HOISTED.exec(markup)?.[0] ?? '';
  // The page carries the catalogs it hydrates with at once: the shell's and its own remote's.
  const pageApp = routeEntryFor(path)?.app;
  const carriedApps: AppName[] = pageApp ? ['shell', pageApp] : ['shell'];
  const carriedKeys = carriedApps.map((app) => catalogKey(app, locale));
  const catalogs: CarriedCatalogs = Object.fromEntries(
    [...usedCatalogs].filter(([key]) => carriedKeys.includes(key)),
  );
  // The language's faces start downloading with the HTML (they are `font-display: optional`).
  const fonts = fontFilesFor(locale)
    .map(
      (file) =>
        `<link rel="preload" as="font" type="font/woff2" href="${file.href}" crossorigin="anonymous">`,
    )
    .join('');
  return {
    locale,
    dir: directionOf(locale),
    body: markup.slice(hoisted.length),
    // The page's own tags between two markers: a browser that draws the page afresh instead of
    // hydrating it (one of its remotes re-pointed since) removes them before React adds its own.
    head: `${fonts}<style>${localeFontsCss(locale)}</style>${PAGE_HEAD_START}${hoisted}${PAGE_HEAD_END}${styles}`,
    state: `<script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson({
      remotes: drawnEntries(config.remotes, drawnRemotes),
      cache: dehydrate(client),
      ...(Object.keys(catalogs).length ? { catalogs } : {}),
      // Last, in every language: the prerenderer marks a page its change did not touch as
      // current by rewriting the state's end, and a page of islands' loader reads it there
      // (@school/platform/data-version's STATE_VERSION_AT_END), neither parsing the rest.
      ...(request.dataVersion ? { dataVersion: request.dataVersion } : {}),
    } satisfies PrerenderedState)}</script>`,
    errors,
    failedQueries,
    passes,
  };
}
