import { defineConfig } from 'vitest/config';
import { testReporters } from './vitest.mjs';

export default defineConfig({ test: { reporters: testReporters('build-config') } });
