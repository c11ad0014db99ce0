import {
  carryCatalogs,
  followAddress,
  parseRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '@school/shared';
import { loadRuntimeConfig } from './load-runtime-config';
import { readPrerenderedState, type PrerenderedState } from './prerendered';
import { registerRemoteMap } from './remotes';

// What every start of the shell in the browser does first, the app's (bootstrap.tsx) and a page
// of islands' (islands/mount.tsx).

/**
 * The page's language from its address, and the catalogs a prerendered page carries (the
 * shell's, its remote's: nothing to download). Returns the page's prerendered state, if any.
 */
export function takePage(): PrerenderedState | null {
  // The language of every page, the back office's included, is its address's.
  followAddress(window.location.pathname);
  const state = readPrerenderedState();
  if (state?.catalogs) carryCatalogs(state.catalogs);
  return state;
}

/**
 * Reads the runtime map, sets it for the page and registers its remotes; `adjust` may change it
 * first (a preview: it reads the Supabase address from the map as loaded). Without the map, an
 * empty one: every remote area shows its fallback, the rest of the page still works.
 */
export async function startRuntimeConfig(
  adjust?: (loaded: RuntimeConfig) => Promise<RuntimeConfig>,
): Promise<void> {
  try {
    const loaded = await loadRuntimeConfig();
    setRuntimeConfig(loaded);
    const config = adjust ? await adjust(loaded) : loaded;
    setRuntimeConfig(config);
    registerRemoteMap(config.remotes);
  } catch (error) {
    console.error('Runtime configuration unavailable', error);
    setRuntimeConfig(parseRuntimeConfig({ remotes: {} }));
  }
}
