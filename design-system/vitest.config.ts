import { jsdomTestEnv, testReporters } from '@school/build-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    env: jsdomTestEnv,
    globals: true,
    reporters: testReporters('design-system'),
    setupFiles: ['./src/testing/setup.ts'],
    // Every story renders four times with an axe pass each: give slow CI machines room.
    testTimeout: 30_000,
  },
});
