import {
  loadCatalogOnce,
  parseRuntimeConfig,
  setRuntimeConfig,
  splitLocalePath,
  useLocaleStore,
} from '@school/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
