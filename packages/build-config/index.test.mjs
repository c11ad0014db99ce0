import { describe, expect, it } from 'vitest';
import {
  devServerOptions,
  intlExports,
  providedRange,
  queryExports,
  remoteProvidedEntries,
  sharedDependencies,
  styledExports,
} from './index.mjs';

describe('build configuration', () => {
  it('shares every stateful library as a singleton, with explicit versions for workspace packages', () => {
    const shared = sharedDependencies();
    for (const name of /** @type {const} */ ([
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
    ])) {
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

  it("has a remote's production browser build bundle no copy of what the shell provides", () => {
    /** @typedef {Record<string, import('./shared.mjs').SharedEntry>} SharedMap */
    const remote = /** @type {SharedMap} */ (sharedDependencies({ dev: false, remote: true }));
    const shell = /** @type {SharedMap} */ (sharedDependencies({ dev: false }));
    expect(Object.keys(remote)).toEqual(Object.keys(shell));
    for (const [name, entry] of Object.entries(remote)) {
      const own =
        /** @type {readonly string[]} */ (remoteProvidedEntries).includes(name) ||
        entry.treeShaking !== undefined;
      expect(entry.import, name).toBe(own ? undefined : false);
      expect({ ...entry, import: undefined }, name).toEqual({ ...shell[name], import: undefined });
    }
    expect(remote.react?.import).toBe(false);
    expect(remote['react-router-dom']?.import).toBeUndefined();
    expect(remote['@school/shared/data/contact']?.import).toBeUndefined();
    // The shell provides them all; the dev servers and the Node builds keep their own copies.
    expect(Object.values(shell).some((entry) => 'import' in entry)).toBe(false);
    const dev = sharedDependencies({ dev: true, remote: true });
    const node = sharedDependencies({ dev: false, server: true, remote: true });
    expect([...Object.values(dev), ...Object.values(node)].some((e) => 'import' in e)).toBe(false);
  });

  it('tree-shakes the shared styled-components to its export list, not for the prerenderer', () => {
    const styled = sharedDependencies({ dev: false })['styled-components'];
    expect(styled.singleton).toBe(true);
    expect(styled.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: [...styledExports] });
    expect(styledExports).toContain('default');
    expect(styledExports).not.toContain('ServerStyleSheet');
    expect(
      sharedDependencies({ server: true, dev: false })['styled-components'].treeShaking,
    ).toBeUndefined();
    expect(sharedDependencies({ dev: true })['styled-components'].treeShaking).toBeUndefined();
  });

  it("points each app's HMR client at its own dev server, without lazy compilation", () => {
    expect(devServerOptions('blog-news', { PORT_BLOG_NEWS: '3103' })).toEqual({
      lazyCompilation: false,
      client: { port: 3103 },
    });
    expect(devServerOptions('shell', { PORT_SHELL: '3100' }).client.port).toBe(3100);
  });
});
