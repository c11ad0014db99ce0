import { routeTable, type RouteTableEntry } from '@school/platform/route-table';
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

/** The public area drawing a path relative to the language root ('', 'news/x'), if any. */
export function publicAreaFor(path: string): RouteTableEntry | undefined {
  const first = path.split('/').find(Boolean);
  return publicAreas.find((entry) =>
    entry.prefixes.some((prefix) =>
      prefix === '/' ? first === undefined : prefix === `/${first}`,
    ),
  );
}

/** Every public prefix in table order: the pages the navigation lists. */
export const publicPaths: readonly string[] = publicAreas.flatMap((entry) => entry.prefixes);
