import { pluginReact } from '@rsbuild/plugin-react';
import { mergeRsbuildConfig } from '@rsbuild/core';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  rsbuildFinal: (rsbuild) =>
    mergeRsbuildConfig(rsbuild, {
      plugins: [pluginReact()],
      // Fonts and artwork stay files, as in the apps: never inlined as data URIs.
      output: { dataUriLimit: 0 },
    }),
};

export default config;
