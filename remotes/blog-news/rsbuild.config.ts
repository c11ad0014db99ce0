import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@school/build-config/remote';

export default defineConfig(
  defineRemoteConfig({
    app: 'blog-news',
    title: 'Blog et actualités',
    exposes: {
    './BlogPage': './src/features/blog/components/blog-page.tsx',
    './NewsPage': './src/features/news/components/news-page.tsx',
    './App': './src/app/app.tsx',
    },
  }),
);
