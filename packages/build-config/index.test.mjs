import { describe, expect, it } from 'vitest';
import {
  apps,
  defaultRemoteMap,
  devServerOptions,
  portOf,
  remoteNames,
  runtimeConfigFromEnv,
  intlExports,
  providedRange,
  queryExports,
  sharedDependencies,
} from './index.mjs';

describe('build configuration', () => {
  it('gives every app its fixed port, overridable by environment', () => {
    expect(portOf('shell', {})).toBe(3000);
    expect(portOf('admin', {})).toBe(3005);
    expect(portOf('home', { PORT_HOME: '4101' })).toBe(4101);
    expect(() => portOf('home', { PORT_HOME: 'abc' })).toThrow(/PORT_HOME/);
  });

  it('uses distinct ports and valid Module Federation names', () => {
    const ports = Object.keys(apps).map((name) => portOf(name, {}));
    expect(new Set(ports).size).toBe(ports.length);
    for (const app of Object.values(apps)) expect(app.mfName).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
  });

  it('maps each remote to its manifest on its own port', () => {
    const map = defaultRemoteMap({ PORT_BLOG_NEWS: '4103' });
    expect(Object.keys(map).sort()).toEqual(remoteNames.map((name) => apps[name].mfName).sort());
    expect(map.blog_news).toBe('http://localhost:4103/mf-manifest.json');
    expect(map.home).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('shares every stateful library as a singleton, with explicit versions for workspace packages', () => {
    const shared = sharedDependencies();
    for (const name of [
      'react',
      'react-dom',
      'react-dom/',
      'react-router-dom',
      'styled-components',
      'zustand',
      'react-intl',
      '@tanstack/react-query',
      '@supabase/supabase-js',
      '@school/design-system',
      '@school/shared',
    ]) {
      expect(shared[name]?.singleton, name).toBe(true);
    }
    expect(shared['@school/shared'].requiredVersion).toBe('^0.1.0');
    // One range per library (the shell's), not one per package that imports it.
    expect(shared.react.requiredVersion).toBe(providedRange('react'));
    expect(shared['react/'].requiredVersion).toBe(providedRange('react'));
    expect(providedRange('react')).toMatch(/^\^19\./);
    expect(shared['@school/design-system'].requiredVersion).toBe('^0.1.0');
  });

  it('tree-shakes the shared router in production builds only, not in the dev servers', () => {
    expect(sharedDependencies({ dev: false })['react-router-dom'].treeShaking?.mode).toBe(
      'runtime-infer',
    );
    // Dev: the shared tree-shaking's export analysis broke React Refresh (the page never started).
    expect(sharedDependencies({ dev: true })['react-router-dom'].treeShaking).toBeUndefined();
    expect(sharedDependencies({ server: true, dev: false })['react-router-dom'].treeShaking).toBe(
      undefined,
    );
  });

  it('tree-shakes the shared TanStack Query and react-intl to their export lists in production browser builds', () => {
    const query = sharedDependencies({ dev: false })['@tanstack/react-query'];
    expect(query.singleton).toBe(true);
    expect(query.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: [...queryExports] });
    expect(queryExports).toContain('useQuery');
    expect(queryExports).not.toContain('useQueries');
    expect(sharedDependencies({ dev: true })['@tanstack/react-query'].treeShaking).toBeUndefined();
    const intl = sharedDependencies({ dev: false })['react-intl'];
    expect(intl.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: [...intlExports] });
    expect(intlExports).toContain('useIntl');
    expect(
      sharedDependencies({ server: true, dev: false })['react-intl'].treeShaking,
    ).toBeUndefined();
    expect(
      sharedDependencies({ server: true, dev: false })['@tanstack/react-query'].treeShaking,
    ).toBeUndefined();
  });

  it("points each app's HMR client at its own dev server, without lazy compilation", () => {
    expect(devServerOptions('blog-news', { PORT_BLOG_NEWS: '3103' })).toEqual({
      lazyCompilation: false,
      client: { port: 3103 },
    });
    expect(devServerOptions('shell', { PORT_SHELL: '3100' }).client.port).toBe(3100);
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

describe('route table', () => {
  it('finds the remote of a path in any language, and nothing for unknown paths', async () => {
    const { routeEntryFor } = await import('./index.mjs');
    expect(routeEntryFor('/')?.remote).toBe('home');
    expect(routeEntryFor('/ar')?.remote).toBe('home');
    expect(routeEntryFor('/en/news/la-rentree')?.remote).toBe('blog_news');
    expect(routeEntryFor('/direction')?.remote).toBe('about_direction');
    expect(routeEntryFor('/admin/login')?.remote).toBe('admin');
    expect(routeEntryFor('/ar/admin/content')?.remote).toBe('admin');
    expect(routeEntryFor('/ar/administration')).toBeUndefined();
    expect(routeEntryFor('/nowhere')).toBeUndefined();
    expect(routeEntryFor('/fr/news')).toBeUndefined();
    expect(routeEntryFor('/newsletter')).toBeUndefined();
  });

  it('gives each prefix to exactly one remote known to the apps list', async () => {
    const { routeTable } = await import('./index.mjs');
    const prefixes = routeTable.flatMap((entry) => entry.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const entry of routeTable) expect(apps[entry.app].mfName).toBe(entry.remote);
  });
});
