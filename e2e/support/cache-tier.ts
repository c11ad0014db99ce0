import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as CacheTier from '../../scripts/lib/cache-tier/index.mjs';
import type * as Serve from '../../scripts/serve.mjs';
import { repoRoot } from './paths';

/** The cache tier's module (scripts/lib/cache-tier/), typed from its JSDoc. */
export async function loadCacheTier(): Promise<typeof CacheTier> {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'lib', 'cache-tier', 'index.mjs')).href;
  return (await import(url)) as typeof CacheTier;
}

/** The Node server's answers for page addresses (scripts/serve.mjs: fallbackAnswer). */
export async function loadFallbackAnswer(): Promise<typeof Serve.fallbackAnswer> {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'serve.mjs')).href;
  return ((await import(url)) as typeof Serve).fallbackAnswer;
}
