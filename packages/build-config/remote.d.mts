import type { RsbuildConfig } from '@rsbuild/core';
import type { RemoteName } from './index.mjs';
export declare function defineRemoteConfig(options: {
  app: RemoteName;
  exposes: Record<string, string>;
  title: string;
}): RsbuildConfig;
