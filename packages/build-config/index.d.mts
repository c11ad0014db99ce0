export interface AppDefinition {
  mfName: string;
  portEnv: string;
  defaultPort: number;
  dir: string;
}
export type AppName = 'shell' | 'home' | 'about-direction' | 'blog-news' | 'contact' | 'admin';
export type RemoteName = Exclude<AppName, 'shell'>;
export declare const apps: Record<AppName, AppDefinition>;
export declare const supabasePortEnv: string;
export declare const supabaseDefaultPort: number;
export declare function portOf(app: AppName, env?: Record<string, string | undefined>): number;
export declare function supabasePort(env?: Record<string, string | undefined>): number;
export declare const remoteNames: readonly RemoteName[];
export interface SharedConfig {
  singleton: boolean;
  requiredVersion?: string;
  treeShaking?: { mode: 'runtime-infer' | 'server-calc'; usedExports?: string[] };
}
export declare const routerExports: readonly string[];
export declare const queryExports: readonly string[];
export declare const intlExports: readonly string[];
export declare function isDevServer(env?: Record<string, string | undefined>): boolean;
export declare function sharedDependencies(options?: {
  server?: boolean;
  dev?: boolean;
}): Record<string, SharedConfig>;
export declare function devServerOptions(
  app: AppName,
  env?: Record<string, string | undefined>,
): { lazyCompilation: false; client: { port: number } };
export declare function defaultRemoteMap(
  env?: Record<string, string | undefined>,
  host?: string,
): Record<string, string>;
export declare const localAnonKey: string;
export interface RuntimeConfigFile {
  remotes: Record<string, string>;
  supabase: { url: string; anonKey: string };
  remoteTimeoutMs: number;
}
export declare function runtimeConfigFromEnv(
  env?: Record<string, string | undefined>,
): RuntimeConfigFile;
export declare const chromiumArgs: string[];
export declare function chromiumPath(env?: Record<string, string | undefined>): string;
export declare function federationDefaults(options?: { server?: boolean; dev?: boolean }): {
  shared: Record<string, SharedConfig>;
  shareStrategy: 'loaded-first';
  dts: false;
};
export { localePrefixes, localizedPath, routeEntryFor, routeTable } from './route-table.mjs';
export type { RouteTableEntry } from './route-table.mjs';
export declare function serverAssetPrefix(app: string): string;
export declare function pluginEsmFederationRuntime(): import('@rsbuild/core').RsbuildPlugin;
export declare const dataRouterModule: RegExp;
export declare function pluginDataRouterLayer(): import('@rsbuild/core').RsbuildPlugin;
export declare function pluginFederatedReactRefresh(): import('@rsbuild/core').RsbuildPlugin;
export declare function providedRange(name: string): string;
