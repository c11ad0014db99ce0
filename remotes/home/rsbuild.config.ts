import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@school/build-config/remote';

export default defineConfig(
  defineRemoteConfig({
    app: 'home',
    title: 'Accueil',
    exposes: {
    './HomePage': './src/features/home/components/home-page.tsx',
    },
  }),
);
