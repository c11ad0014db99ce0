import { defineAppTestConfig } from '@school/build-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(defineAppTestConfig('remote-admin', import.meta.dirname));
