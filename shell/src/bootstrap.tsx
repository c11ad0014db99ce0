import {
  createPageData,
  dropCarriedCatalogs,
  getRuntimeConfig,
  followPublicData,
  loadCatalogOnce,
  useLocaleStore,
} from '@school/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { drawnWithSameRemotes, keepServerFonts, removeServerPageHead } from './lib/prerendered';
import { loadCatalog } from './i18n/catalogs';
import { startRuntimeConfig, takePage } from './lib/page-start';
import { draftAsked, previewAsked } from './lib/preview-state';
import { reportRecoverableError } from './lib/recoverable-error';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const state = takePage();
  // Otherwise the first catalog downloads in parallel with the runtime map, so the first render
  // is already in the right language (index.html has set <html lang dir> before any script).
  const catalog = loadCatalogOnce(loadCatalog, useLocaleStore.getState().locale);
  // The admin check's client reads the Supabase address from the map as loaded. Its code loads
  // only when this tab asks for a preview (lib/preview-state.ts).
  await startRuntimeConfig(
    previewAsked(window.location, window.sessionStorage)
      ? async (loaded) => (await import('./lib/preview')).withPreview(loaded)
      : undefined,
  );
  await catalog;
  // The back office's look at a draft (`?draft`) shows other data than the published page's
  // HTML (if the address has one): drawn afresh, as a page drawn with other remotes.
  const hydrating = Boolean(
    state &&
    root.firstElementChild &&
    drawnWithSameRemotes(state, getRuntimeConfig().remotes) &&
    !draftAsked(window.location),
  );
  // Drawn afresh with other remotes than the HTML's: their catalogs may have changed too.
  if (!hydrating) dropCarriedCatalogs();
  // The page's reads answer from the data it came with; TanStack Query loads when one needs more.
  const pageData = createPageData(hydrating ? (state?.cache ?? null) : null, (seed) =>
    import('./app/query-layer').then(({ loadQueryLayer }) => loadQueryLayer(seed)),
  );
  const app = (
    <StrictMode>
      <App pageData={pageData} />
    </StrictMode>
  );
  if (hydrating && state) {
    // A prerendered page: React takes over the markup in place. Each remote's area stays as the
    // server drew it until its code has arrived (a dehydrated Suspense boundary), then hydrates.
    // The first render needs no request, and neither does anything after it: the seeded data
    // stays fresh until the data version document says it changed, and supabase-js, TanStack
    // Query and the realtime socket wait until the visitor needs them (followPublicData,
    // live/live.ts, live/page-data.tsx).
    keepServerFonts(useLocaleStore.getState().locale);
    // In a transition: React then hydrates in slices of a few milliseconds that yield to the
    // browser, not in one task as long as the whole page (on a phone's CPU, hundreds of
    // milliseconds of total blocking time). The page is drawn already; a tap meanwhile
    // is held by the early-event contract (build-config/early-events.mjs) until React owns its
    // target, then replayed (React hydrates a part that receives a discrete event first).
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error, info) {
          // An area the prerenderer could not draw (its remote was down then) is drawn here, as
          // designed: worth a note, not an error. Anything else is a mismatch to fix.
          if (SERVER_LEFT_AREA.test(String(error))) {
            console.warn('An area missing from the prerendered page is drawn in the browser');
            return;
          }
          reportRecoverableError('Hydration', error, info);
        },
      });
    });
    followPublicData(pageData, { seeded: true, version: state.dataVersion ?? null });
  } else {
    // Drawn afresh: the server's markup and head tags go, or they would stay beside React's.
    removeServerPageHead(document.head);
    root.replaceChildren();
    createRoot(root).render(app);
    // Its reads go to the database at once (nothing seeded them): the live layer follows.
    followPublicData(pageData, { seeded: false });
  }
}

/** React's report of a Suspense boundary the server left to the browser (error 419). */
const SERVER_LEFT_AREA = /#419\b|could not finish this Suspense boundary/;

void start();
