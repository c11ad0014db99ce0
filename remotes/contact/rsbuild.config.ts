import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@school/build-config/remote';

export default defineConfig(
  defineRemoteConfig({
    app: 'contact',
    title: 'Contact',
    server: true,
    exposes: {
      // The shell mounts ./App under this remote's prefixes (see src/app/app.tsx).
      './App': './src/app/app.tsx',
      './NewsletterBox': './src/features/newsletter/components/newsletter-box.tsx',
      // Its parts that run alone on a page of islands (shell/src/islands, `<Island>`).
      './islands/contact-form': './src/islands/contact-form.tsx',
      './islands/admission-form': './src/islands/admission-form.tsx',
    },
  }),
);
