import {
  DEFAULT_REMOTE_TIMEOUT_MS,
  LOCAL_SUPABASE_URL,
  parseRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('fills the Supabase connection and the timeout with local defaults', () => {
    const config = parseRuntimeConfig({ remotes: { home: 'http://x/mf-manifest.json' } });
    expect(config.remotes).toEqual({ home: 'http://x/mf-manifest.json' });
    expect(config.supabase.url).toBe(LOCAL_SUPABASE_URL);
    expect(config.remoteTimeoutMs).toBe(DEFAULT_REMOTE_TIMEOUT_MS);
  });

  it('keeps given values', () => {
    const config = parseRuntimeConfig({
      remotes: {},
      supabase: { url: 'https://p.supabase.co', anonKey: 'k' },
      remoteTimeoutMs: 1500,
    });
    expect(config.supabase).toEqual({ url: 'https://p.supabase.co', anonKey: 'k' });
    expect(config.remoteTimeoutMs).toBe(1500);
  });

  it('rejects a map without remotes or with an empty URL', () => {
    expect(() => parseRuntimeConfig(null)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({})).toThrow(/remotes/);
    expect(() => parseRuntimeConfig({ remotes: { home: '' } })).toThrow(/home/);
  });

  it('asks Storage for image transformations unless told they are off', () => {
    expect(parseRuntimeConfig({ remotes: {} }).imageTransformations).toBe(true);
    expect(
      parseRuntimeConfig({ remotes: {}, imageTransformations: false }).imageTransformations,
    ).toBe(false);
  });

  it('ignores a nonsensical timeout', () => {
    expect(parseRuntimeConfig({ remotes: {}, remoteTimeoutMs: -3 }).remoteTimeoutMs).toBe(
      DEFAULT_REMOTE_TIMEOUT_MS,
    );
  });
});
