import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@school/build-config/remote';

export default defineConfig(
  defineRemoteConfig({
    app: 'home',
    title: 'Accueil',
    server: true,
    exposes: {
      // The shell mounts ./App under this remote's prefixes (see src/app/app.tsx).
      './App': './src/app/app.tsx',
      // Its parts that run alone on a page of islands (shell/src/islands, `<Island>`): the home
      // page's lists, which follow the site's data.
      './islands/latest-news': './src/islands/latest-news.tsx',
      './islands/next-events': './src/islands/next-events.tsx',
    },
  }),
);
