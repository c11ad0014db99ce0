// React Fast Refresh across Module Federation: one refresh runtime for the whole page.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRuntime = join(
  dirname(fileURLToPath(import.meta.url)),
  'client',
  'react-refresh-runtime.js',
);
/** The client files of @rspack/plugin-react-refresh, the only importers of the runtime. */
const refreshClient = /[\\/]plugin-react-refresh[\\/]client[\\/]/;

/**
 * Every app (host and remotes) adds this plugin after `pluginReact()`. In the dev server, the
 * React Refresh client of each app talks to the page's one refresh runtime
 * (client/react-refresh-runtime.js says why), and the refresh loader leaves dependencies alone:
 * plugin-react hands it the JavaScript rule's conditions, which include the federation runtime
 * (the federation plugin adds it to `source.include`), whose files then called an
 * instrumentation they never needed.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginFederatedReactRefresh() {
  return {
    name: 'school:federated-react-refresh',
    setup(api) {
      api.modifyBundlerChain((chain, { CHAIN_ID, isDev, target }) => {
        if (!isDev || target !== 'web') return;
        if (!chain.plugins.has(CHAIN_ID.PLUGIN.REACT_FAST_REFRESH)) return;
        chain.plugin(CHAIN_ID.PLUGIN.REACT_FAST_REFRESH).tap(([options = {}]) => [
          {
            ...options,
            exclude: [...[options.exclude ?? []].flat(), /[\\/]node_modules[\\/]/, sharedRuntime],
          },
        ]);
      });
      api.modifyRspackConfig((config, { rspack, isDev, environment }) => {
        if (!isDev || environment.config.output.target !== 'web') return;
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, (resource) => {
            if (refreshClient.test(resource.contextInfo?.issuer ?? '')) {
              resource.request = sharedRuntime;
            }
          }),
        );
      });
    },
  };
}
