import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@school/build-config/remote';

export default defineConfig(
  defineRemoteConfig({
    app: 'admin',
    title: 'Administration',
    exposes: {
    './AdminApp': './src/app/admin-app.tsx',
    },
  }),
);
