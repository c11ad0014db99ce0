import {
  loadCatalogOnce,
  parseRuntimeConfig,
  setRuntimeConfig,
  splitLocalePath,
  useLocaleStore,
} from '@school/shared';
import { StrictMode } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient, seedQueryCache } from './app/providers';
import { PRERENDERED_STATE_ID } from './lib/prerendered';
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
  if (state && root.firstElementChild) {
    // A prerendered page: React takes over the markup in place. Each remote's area stays as the
    // server drew it until its code has arrived (a dehydrated Suspense boundary), then hydrates.
    seedQueryCache(queryClient, state);
    hydrateRoot(root, app, {
      onRecoverableError(error, info) {
        console.error('Hydration recovered from an error', error, info.componentStack ?? '');
      },
    });
  } else {
    createRoot(root).render(app);
  }
}

/** The query cache the prerendered page carries, if it is one. */
function readPrerenderedState(): DehydratedState | null {
  const element = document.getElementById(PRERENDERED_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch (error) {
    console.error('The prerendered query cache is unreadable', error);
    return null;
  }
}

void start();
