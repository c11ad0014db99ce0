export declare function safeInternalPath(candidate: unknown, fallback?: string): string;
export declare function hasUnsafeUrlCharacters(text: string): boolean;
