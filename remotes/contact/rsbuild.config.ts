import { defineConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@school/build-config/remote';

export default defineConfig(
  defineRemoteConfig({
    app: 'contact',
    title: 'Contact',
    exposes: {
    './ContactPage': './src/features/contact/components/contact-page.tsx',
    './NewsletterBox': './src/features/newsletter/components/newsletter-box.tsx',
    },
  }),
);
