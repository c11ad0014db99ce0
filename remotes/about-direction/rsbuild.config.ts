import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@school/build-config/remote';

export default defineConfig(
  defineRemoteConfig({
    app: 'about-direction',
    title: 'À propos',
    server: true,
    exposes: {
      // The shell mounts ./App under this remote's prefixes (see src/app/app.tsx).
      './App': './src/app/app.tsx',
      // Its parts that run alone on a page of islands (shell/src/islands, `<Island>`).
      './islands/documents': './src/islands/documents.tsx',
    },
  }),
);
