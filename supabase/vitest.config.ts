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
    // One worker process for every file, the modules loaded once (supabase-js, the stack's own
    // modules): a process per file spent ~10 s starting and importing. The files keep nothing
    // in shared module state that another reads (no vi.mock; each makes its own clients).
    isolate: false,
    testTimeout: 30_000,
    reporters: testReporters('supabase'),
    hookTimeout: 120_000,
  },
});
