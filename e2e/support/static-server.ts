import type { Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths';

/** What the suites pass to the site's static server (scripts/lib/static-server.mjs). */
export interface StaticServerOptions {
  root: string;
  cors?: boolean;
  spaFallback?: boolean;
  pagesRoot?: string;
  overrides?: Record<string, () => Promise<string>>;
  /** The map served: the Content-Security-Policy allows its remotes and backend. */
  runtimeConfig?: () => Promise<unknown>;
}

export interface StaticServerModule {
  createStaticServer: (options: StaticServerOptions) => Server;
  listen: (server: Server, port: number) => Promise<void>;
}

/** The same static server the site runs on (plain JavaScript in scripts/). */
export async function loadStaticServer(): Promise<StaticServerModule> {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'lib', 'static-server.mjs')).href;
  return (await import(url)) as StaticServerModule;
}
