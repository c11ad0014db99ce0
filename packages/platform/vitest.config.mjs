import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The JSON report `npm test` adds up (as @school/build-config/vitest's testReporters writes it;
// not imported from there, since the build configuration depends on this package).
export default defineConfig({
  test: {
    reporters: [
      'default',
      [
        'json',
        {
          outputFile: join(import.meta.dirname, '..', '..', '.reports', 'vitest', 'platform.json'),
        },
      ],
    ],
  },
});
