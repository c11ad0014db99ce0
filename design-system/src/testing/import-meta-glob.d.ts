// Vitest (Vite) expands import.meta.glob; this is the one signature the tests use.
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
}
