import { defineAppTestConfig } from '@school/build-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(() => {
  const config = defineAppTestConfig('remote-admin');
  // The content dialog's tests drive many fields through user-event on a busy machine.
  return { test: { ...config.test, testTimeout: 20_000 } };
});
