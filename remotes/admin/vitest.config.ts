import { testReporters } from '@school/build-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    reporters: testReporters('remote-admin'),
  },
});
