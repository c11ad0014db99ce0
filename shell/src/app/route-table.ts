import { routeEntryFor, routeTable, type RouteTableEntry } from '@school/platform/route-table';
import { isRemoteModuleId, type RemoteModuleId } from '../lib/remote-modules';

/**
 * The shell's view of the one route table (packages/platform/route-table.mjs): prefixes to
 * remotes. Public areas sit in the header/footer layout in every language; full-screen areas
 * (the back office) own their whole subtree.
 */
export const publicAreas = routeTable.filter((entry) => entry.layout === 'public');
export const fullScreenAreas = routeTable.filter((entry) => entry.layout === 'none');

/**
 * `remote/Module` as the federation runtime loads it, e.g. `blog_news/App`. The route table says
 * which remote owns a prefix; lib/remote-modules.ts types what it mounts there. Every entry must
 * have a type (route-table.test.ts checks each one).
 */
export function moduleIdOf(entry: RouteTableEntry): RemoteModuleId {
  const id = `${entry.remote}/${entry.module.replace(/^\.\//, '')}`;
  if (!isRemoteModuleId(id)) {
    throw new Error(`${id} is in the route table but not typed in shell/src/lib/remote-modules.ts`);
  }
  return id;
}

/**
 * The public area drawing an address (`/ar/news/x`), if any: the table's own reading of it, as
 * the server's and index.html's (`/ar/ar` and `/fr/news` are no page).
 */
export function publicAreaFor(pathname: string): RouteTableEntry | undefined {
  const entry = routeEntryFor(pathname);
  return entry?.layout === 'public' ? entry : undefined;
}

/** Whether an address belongs to a full-screen area (the back office), in any language. */
export function isFullScreenPath(pathname: string): boolean {
  return routeEntryFor(pathname)?.layout === 'none';
}
