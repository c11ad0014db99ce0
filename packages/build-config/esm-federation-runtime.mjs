// A workaround for Rspack's Module Federation plugin, which loads the federation runtime's
// CommonJS builds (see pluginEsmFederationRuntime).
import { existsSync } from 'node:fs';

/** The ESM build beside a CommonJS file of a @module-federation package, if it has one. */
const federationCjs = /[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/][\w./-]+\.cjs$/;
/** @param {string} file */
function esmTwin(file) {
  if (!federationCjs.test(file)) return undefined;
  return [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((candidate) =>
    existsSync(candidate),
  );
}

/**
 * Rspack's Module Federation plugin finds its browser runtime with `require.resolve`, which picks
 * the CommonJS builds of `@module-federation/webpack-bundler-runtime` and `@module-federation/runtime`
 * (the import of the first and an alias of the second); everything they require (the whole SDK,
 * the error-code tables) then comes in as CommonJS too and nothing of it can be tree-shaken:
 * 16.6 KB gzip in every remoteEntry.js although the runtime core itself is external. The ESM
 * twins of the same files, same version, let the bundler keep only what the container uses.
 * Every app (host and remotes) adds this plugin.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginEsmFederationRuntime() {
  return {
    name: 'school:esm-federation-runtime',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, environment }) => {
        // Browser builds only: the server builds run the Node runtime as it is published.
        if (environment.config.output.target === 'node') return;
        config.plugins ??= [];
        // The runtime entry imports the bundler runtime by its absolute path.
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(federationCjs, (resource) => {
            const esm = esmTwin(resource.request);
            if (esm) resource.request = esm;
          }),
        );
        // The federation plugins write their aliases once every plugin is applied: rewrite after.
        config.plugins.push({
          /** @param {import('@rsbuild/core').Rspack.Compiler} compiler */
          apply(compiler) {
            compiler.hooks.afterPlugins.tap(
              { name: 'school:esm-federation-runtime', stage: 1000 },
              () => {
                const alias = compiler.options.resolve.alias;
                if (!alias || Array.isArray(alias)) return;
                for (const [key, value] of Object.entries(alias)) {
                  const esm = typeof value === 'string' ? esmTwin(value) : undefined;
                  if (esm) alias[key] = esm;
                }
              },
            );
          },
        });
      });
    },
  };
}
