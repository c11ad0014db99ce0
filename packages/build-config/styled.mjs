// Styled-components class names that do not depend on the order modules run in.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Without it, styled-components numbers components in the order their modules run, which differs
 * between the server build, the browser build and the order remotes arrive in: a prerendered page
 * would hydrate with other class names. The SWC plugin names each component from its file and
 * position instead (its version must match the SWC inside Rspack: 14.x for Rspack 2.3).
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginStableStyledNames() {
  return {
    name: 'school:stable-styled-names',
    setup(api) {
      api.modifyEnvironmentConfig((config, { mergeEnvironmentConfig }) =>
        mergeEnvironmentConfig(config, {
          tools: {
            swc: {
              jsc: {
                experimental: {
                  plugins: [
                    [
                      require.resolve('@swc/plugin-styled-components'),
                      { ssr: true, displayName: false, fileName: true, pure: true },
                    ],
                  ],
                },
              },
            },
          },
        }),
      );
    },
  };
}
