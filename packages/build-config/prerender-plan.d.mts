export interface VisibleItem {
  id: string | number;
  type: string;
  slug: string;
  path_slug_ar?: string | null;
  path_slug_en?: string | null;
  updated_at: string;
}
export interface DataIndex {
  items: VisibleItem[];
  settings: string;
}
export interface ItemAddress {
  type: string;
  slug: string;
  path_slug_ar?: string | null;
  path_slug_en?: string | null;
}
export interface DataChange {
  settings: boolean;
  items: { before?: ItemAddress; after?: ItemAddress }[];
}
export type QueryKey = readonly unknown[];
export declare const pageLocales: readonly ['fr', 'ar', 'en'];
export declare function articlePath(item: ItemAddress): string;
export declare function slugIn(item: ItemAddress, locale: string): string;
export declare function articlePages(item: ItemAddress): string[];
export declare function localeOfPath(path: string): string;
export declare function diffData(
  before: DataIndex | null | undefined,
  after: DataIndex,
): DataChange;
export declare function keyTouchedByItem(key: QueryKey, item: ItemAddress): boolean;
export declare function keyTouchedBySettings(key: QueryKey): boolean;
export declare function affectedPages(
  change: DataChange,
  pages: ReadonlyMap<string, readonly QueryKey[] | undefined>,
): { render: string[]; remove: string[] };
export interface Builds {
  shell: string;
  remotes: Record<string, { entry: string; digest: string }>;
}
export declare function buildChanges(
  before: Builds | null | undefined,
  after: Builds,
): { shell: boolean; remotes: string[]; reload: boolean };
export declare function pagesOfRemotes(
  paths: string[],
  remotes: Iterable<string>,
  layoutRemotes: readonly string[],
): string[];
