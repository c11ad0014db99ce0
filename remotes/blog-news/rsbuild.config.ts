import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@school/build-config/remote';

export default defineConfig(
  defineRemoteConfig({
    app: 'blog-news',
    title: 'Blog et actualités',
    server: true,
    exposes: {
      // The shell mounts ./App under this remote's prefixes (see src/app/app.tsx).
      './App': './src/app/app.tsx',
      // Its parts that run alone on a page of islands (shell/src/islands, `<Island>`).
      './islands/calendar': './src/islands/calendar.tsx',
      './islands/share': './src/islands/share.tsx',
      './islands/news': './src/islands/news.tsx',
      './islands/blog': './src/islands/blog.tsx',
    },
  }),
);
