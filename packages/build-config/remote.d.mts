import type { RsbuildConfig } from '@rsbuild/core';
import type { RemoteName } from './index.mjs';
export declare function serverAssetPrefix(app: string): string;
export declare function defineRemoteConfig(options: {
  app: RemoteName;
  exposes: Record<string, string>;
  title: string;
  /** Also build the exposed modules for Node (`dist/server`), for the prerenderer. */
  server?: boolean;
}): RsbuildConfig;
export declare function pluginExposedTypes(options: {
  exposes: Record<string, string>;
}): import('@rsbuild/core').RsbuildPlugin;
