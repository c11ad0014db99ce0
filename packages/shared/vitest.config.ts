import { jsdomTestEnv, testReporters } from '@school/build-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    env: jsdomTestEnv,
    globals: true,
    reporters: testReporters('shared'),
  },
});
