import type { RsbuildPlugin } from '@rsbuild/core';
export declare function pluginCompiledCatalogs(): RsbuildPlugin;
export declare const messageApps: string[];
export declare function extractMessages(
  appDir: string,
): Record<string, { defaultMessage?: string }>;
export declare function checkAppCatalogs(appDir: string): { app: string; problems: string[] };
