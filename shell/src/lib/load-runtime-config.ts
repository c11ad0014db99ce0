import { parseRuntimeConfig, type RuntimeConfig } from '@school/shared';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

declare global {
  interface Window {
    /** Started by index.html's early script, before any bundle arrives. */
    __runtimeConfig?: Promise<unknown>;
  }
}

/** Reads the deployment's runtime file; never cached so a re-pointed remote shows at once. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  const early = window.__runtimeConfig;
  window.__runtimeConfig = undefined;
  if (early) return parseRuntimeConfig(await early);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
