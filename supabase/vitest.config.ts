import { testReporters } from '@school/build-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One local stack on PGlite and one on a throwaway PostgreSQL 15, shared by every file.
    globalSetup: ['test/global-setup.ts'],
    // The files share the two databases; one at a time keeps their counts honest.
    fileParallelism: false,
    testTimeout: 30_000,
    reporters: testReporters('supabase'),
    hookTimeout: 120_000,
  },
});
