import { defineJsdomTestConfig } from '@school/build-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(defineJsdomTestConfig('shared', import.meta.dirname));
