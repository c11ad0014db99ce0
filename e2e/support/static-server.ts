import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as StaticServer from '../../scripts/lib/static-server.mjs';
import { repoRoot } from './paths';

/** The static server's module (scripts/lib/static-server.mjs), typed from its JSDoc. */
export type StaticServerModule = typeof StaticServer;
export type { StaticServerOptions } from '../../scripts/lib/static-server.mjs';

/** The same static server the site runs on (plain JavaScript in scripts/). */
export async function loadStaticServer(): Promise<StaticServerModule> {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'lib', 'static-server.mjs')).href;
  return (await import(url)) as StaticServerModule;
}
