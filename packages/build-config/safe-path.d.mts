export declare function safeInternalPath(candidate: unknown, fallback?: string): string;
