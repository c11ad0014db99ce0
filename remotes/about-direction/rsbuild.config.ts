import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@school/build-config/remote';

export default defineConfig(
  defineRemoteConfig({
    app: 'about-direction',
    title: 'À propos',
    exposes: {
    './AboutPage': './src/features/about/components/about-page.tsx',
    './DirectionPage': './src/features/direction/components/direction-page.tsx',
    },
  }),
);
