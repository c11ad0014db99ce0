import { defineConfig } from 'vitest/config';
import { testReporters } from './vitest.mjs';

export default defineConfig({
  test: {
    reporters: testReporters('build-config'),
    // These tests start processes (pnpm, the TypeScript compiler, formatjs): measured 8.7 s for
    // one `pnpm --version` on a loaded two-core machine, past vitest's default 5 s.
    testTimeout: 60_000,
  },
});
