import { localAnonKey } from '@school/platform/keys';
import { defaultRemoteTimeoutMs, type RuntimeConfig } from '@school/platform/runtime-config';

/** What the shell reads at start-up from `/runtime-config.json`, so one build runs anywhere. */
export type { RuntimeConfig };

export const DEFAULT_REMOTE_TIMEOUT_MS = defaultRemoteTimeoutMs;

// The Supabase CLI's local demo anon key: public by design, the same on every local stack.
export const LOCAL_SUPABASE_ANON_KEY = localAnonKey;
export const LOCAL_SUPABASE_URL = 'http://localhost:54321';

let current: RuntimeConfig | null = null;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Checks an untrusted JSON value and returns a complete configuration. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) {
    throw new RuntimeConfigError('runtime config must be a JSON object');
  }
  const raw = value as Record<string, unknown>;
  const remotesRaw = raw.remotes;
  if (typeof remotesRaw !== 'object' || remotesRaw === null) {
    throw new RuntimeConfigError('runtime config: "remotes" must be an object of name -> URL');
  }
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotesRaw)) {
    if (typeof url !== 'string' || url.length === 0) {
      throw new RuntimeConfigError(`runtime config: remote "${name}" must have a URL`);
    }
    remotes[name] = url;
  }
  const supabaseRaw = (raw.supabase ?? {}) as Record<string, unknown>;
  const url = typeof supabaseRaw.url === 'string' ? supabaseRaw.url : LOCAL_SUPABASE_URL;
  const anonKey =
    typeof supabaseRaw.anonKey === 'string' ? supabaseRaw.anonKey : LOCAL_SUPABASE_ANON_KEY;
  const timeout = raw.remoteTimeoutMs;
  const remoteTimeoutMs =
    typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0
      ? timeout
      : DEFAULT_REMOTE_TIMEOUT_MS;
  return {
    remotes,
    supabase: { url, anonKey },
    remoteTimeoutMs,
    imageTransformations: raw.imageTransformations !== false,
  };
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The configuration if the shell has loaded it (null before, and in unit tests). */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return current;
}

/** For tests: back to a page whose shell has not loaded the configuration yet. */
export function resetRuntimeConfigForTests(): void {
  current = null;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new RuntimeConfigError('runtime config read before the shell loaded it');
  }
  return current;
}
