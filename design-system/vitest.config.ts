import { defineJsdomTestConfig } from '@school/build-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  defineJsdomTestConfig('design-system', import.meta.dirname, {
    // Every story renders four times with an axe pass each: give slow CI machines room.
    testTimeout: 30_000,
  }),
);
