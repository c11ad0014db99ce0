import { describe, expect, it } from 'vitest';
import { apps, remoteNames } from './apps.mjs';
import { defaultRemoteMap, runtimeConfigFromEnv } from './runtime-config.mjs';

describe('runtime map', () => {
  it('maps each remote to its manifest on its own port', () => {
    const map = defaultRemoteMap({ PORT_BLOG_NEWS: '4103' });
    expect(Object.keys(map).sort()).toEqual(remoteNames.map((name) => apps[name].mfName).sort());
    expect(map.blog_news).toBe('http://localhost:4103/mf-manifest.json');
    expect(map.home).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('writes the runtime file from the environment, defaulting to the local stack', () => {
    const local = runtimeConfigFromEnv({});
    expect(local.supabase.url).toBe('http://localhost:54321');
    expect(local.remoteTimeoutMs).toBe(8000);
    const hosted = runtimeConfigFromEnv({
      SUPABASE_URL: 'https://example.supabase.co',
      SUPABASE_ANON_KEY: 'public-anon',
      REMOTE_TIMEOUT_MS: '5000',
    });
    expect(hosted.supabase).toEqual({ url: 'https://example.supabase.co', anonKey: 'public-anon' });
    expect(hosted.remoteTimeoutMs).toBe(5000);
  });

  it('asks for Storage image transformations unless SUPABASE_IMAGE_TRANSFORMATIONS is 0', () => {
    expect(runtimeConfigFromEnv({}).imageTransformations).toBe(true);
    expect(runtimeConfigFromEnv({ SUPABASE_IMAGE_TRANSFORMATIONS: '0' }).imageTransformations).toBe(
      false,
    );
  });
});
