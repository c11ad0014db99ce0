import { parseRuntimeConfig, type RuntimeConfig } from '@school/shared';

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** Reads the deployment's runtime file; never cached so a re-pointed remote shows at once. */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
