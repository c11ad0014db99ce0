export declare const typesFolder: '@mf-types';
export declare function generateExposedTypes(options: {
  root: string;
  exposes: Record<string, string>;
  outDir: string;
  tsconfig?: string;
}): string[];
export declare function collectRemoteTypes(options: {
  sources: { name: string; dir: string }[];
  destination: string;
  required: string[];
}): string[];
