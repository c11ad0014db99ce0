import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './i18n.mjs';
import {
  pluginReactRouterProduction,
  reactRouterProductionEntries,
} from './react-router-production.mjs';

const shell = join(repoRoot, 'shell');

/**
 * The aliases pluginReactRouterProduction sets for one build of the shell.
 * @param {{ isDev: boolean; target: 'web' | 'node' }} build
 */
function aliasesFor({ isDev, target }) {
  /** @type {any} */
  const config = { resolve: { alias: { kept: '/somewhere' } } };
  /** @type {any} */
  const api = {
    context: { rootPath: shell },
    modifyRspackConfig: (/** @type {Function} */ modify) =>
      modify(config, { isDev, environment: { config: { output: { target } } } }),
  };
  pluginReactRouterProduction().setup(api);
  return config.resolve.alias;
}

describe('pluginReactRouterProduction', () => {
  it("finds react-router's production build, whose warnings are off", () => {
    const { index, dom } = reactRouterProductionEntries(shell);
    expect(index).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(dom).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
    // The entry imports the build's own chunks; the one that holds the router says so.
    const chunks = [...readFileSync(index, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)];
    expect(chunks.length).toBeGreaterThan(0);
    const code = chunks.map(([, file]) => readFileSync(join(index, '..', file ?? ''), 'utf8'));
    expect(code.join('\n')).toContain('var ENABLE_DEV_WARNINGS = false;');
  });

  it('points react-router and react-router/dom at it in a production browser build only', () => {
    const { index, dom } = reactRouterProductionEntries(shell);
    expect(aliasesFor({ isDev: false, target: 'web' })).toEqual({
      kept: '/somewhere',
      'react-router$': index,
      'react-router/dom$': dom,
    });
    expect(aliasesFor({ isDev: true, target: 'web' })).toEqual({ kept: '/somewhere' });
    expect(aliasesFor({ isDev: false, target: 'node' })).toEqual({ kept: '/somewhere' });
  });
});
