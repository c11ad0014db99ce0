import { defineConfig } from 'vitest/config';
import { testReporters } from '@school/build-config/vitest';

export default defineConfig({
  test: {
    reporters: testReporters('perf'),
    // A browser on a CPU 4x slower and a throttled network, on a loaded two-core machine.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
