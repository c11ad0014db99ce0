import { testReporters } from '@school/build-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test-setup.ts'],
    reporters: testReporters('remote-admin'),
    testTimeout: 20_000,
  },
});
