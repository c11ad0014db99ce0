export interface RuntimeMap {
  remotes?: Record<string, string>;
  supabase?: { url?: string };
}
export interface PolicyInput {
  html?: string;
  scriptHashes?: string[];
  config?: RuntimeMap | null;
}
export declare const baseSecurityHeaders: Readonly<Record<string, string>>;
export declare function inlineScriptHashes(html: string): string[];
export declare function contentSecurityPolicy(options: PolicyInput): string;
export declare function htmlSecurityHeaders(options: PolicyInput): Record<string, string>;
export type TargetVerdict =
  { action: 'serve' } | { action: 'redirect'; location: string } | { action: 'reject' };
export declare function checkRequestTarget(target: string): TargetVerdict;
