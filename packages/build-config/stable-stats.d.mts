import type { RsbuildPlugin } from '@rsbuild/core';
export declare function pluginStableStats(): RsbuildPlugin;
