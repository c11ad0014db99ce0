import type { RemoteName } from './index.mjs';
export interface RouteTableEntry {
  remote: string;
  app: RemoteName;
  module: string;
  layout: 'public' | 'none';
  prefixes: readonly string[];
}
export declare const routeTable: readonly RouteTableEntry[];
export declare const localePrefixes: readonly ('ar' | 'en')[];
export declare function routeEntryFor(pathname: string): RouteTableEntry | undefined;
export declare function localizedPath(path: string, locale: 'fr' | 'ar' | 'en'): string;
