import {
  getRuntimeConfig,
  loadCatalogOnce,
  parseRuntimeConfig,
  setRuntimeConfig,
  splitLocalePath,
  useLocaleStore,
} from '@school/shared';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/providers';
import {
  drawnWithSameRemotes,
  PRERENDERED_STATE_ID,
  removeServerPageHead,
  type PrerenderedState,
} from './lib/prerendered';
import { loadCatalog } from './i18n/catalogs';
import { loadRuntimeConfig } from './lib/load-runtime-config';
import { registerRemoteMap } from './lib/remotes';

/** The language of every page, the back office's included, is its address's. */
function applyAddressLocale(pathname: string): void {
  useLocaleStore.getState().setLocale(splitLocalePath(pathname).locale);
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  applyAddressLocale(window.location.pathname);
  // The first catalog downloads in parallel with the runtime map, so the first render is
  // already in the right language (index.html has set <html lang dir> before any script).
  const catalog = loadCatalogOnce(loadCatalog, useLocaleStore.getState().locale);
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    registerRemoteMap(config.remotes);
  } catch (error) {
    // Without the map every remote area shows its fallback; the shell itself still works.
    console.error('Runtime configuration unavailable', error);
    setRuntimeConfig(parseRuntimeConfig({ remotes: {} }));
  }
  await catalog;
  const queryClient = createQueryClient();
  const state = readPrerenderedState();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  if (state && root.firstElementChild && drawnWithSameRemotes(state, getRuntimeConfig().remotes)) {
    // A prerendered page: React takes over the markup in place. Each remote's area stays as the
    // server drew it until its code has arrived (a dehydrated Suspense boundary), then hydrates.
    // The first render needs no request. The data then counts as stale like any other: each
    // list checks the database once the page is idle, so an article published since the page
    // was rendered appears a moment later, without a flash.
    hydrate(queryClient, state.cache);
    hydrateRoot(root, app, {
      onRecoverableError(error, info) {
        // An area the prerenderer could not draw (its remote was down then) is drawn here, as
        // designed: worth a note, not an error. Anything else is a mismatch to fix.
        if (SERVER_LEFT_AREA.test(String(error))) {
          console.warn('An area missing from the prerendered page is drawn in the browser');
          return;
        }
        console.error('Hydration recovered from an error', error, info.componentStack ?? '');
      },
    });
  } else {
    // Drawn afresh: the server's markup and head tags go, or they would stay beside React's.
    removeServerPageHead(document.head);
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

/** React's report of a Suspense boundary the server left to the browser (error 419). */
const SERVER_LEFT_AREA = /#419\b|could not finish this Suspense boundary/;

/** The query cache the prerendered page carries, if it is one. */
function readPrerenderedState(): PrerenderedState | null {
  const element = document.getElementById(PRERENDERED_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PrerenderedState;
  } catch (error) {
    console.error('The prerendered query cache is unreadable', error);
    return null;
  }
}

void start();
