import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { rspack } from '@rsbuild/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bundlerRuntimeVersion,
  errorContextReplacement,
  errorDescriptionsReplacement,
  federationClientFiles,
  isBundlerRuntimeEntry,
  loggerReplacement,
  manifestlessReplacement,
  pluginRemoteFederationRuntime,
  pluginShellFederationRuntime,
  semverReplacement,
  staticRemotesReplacement,
} from './federation-runtime.mjs';
import { readableRange, sharedDependencies } from './shared.mjs';

const require = createRequire(import.meta.url);
/** The installed runtime-core's build, which the stubs stand in for parts of. */
const runtimeCoreDist = dirname(
  createRequire(require.resolve('@module-federation/runtime')).resolve(
    '@module-federation/runtime-core',
  ),
);
const coreFile = (/** @type {string} */ file) => join(runtimeCoreDist, file);

/** @param {string} dir @returns {string[]} */
function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** runtime-core's files other than the snapshot plugin's own (dead without manifests). */
const liveCoreFiles = () =>
  jsFiles(runtimeCoreDist).filter(
    (file) =>
      !/[\\/]plugins[\\/]snapshot[\\/]/.test(file) && !/generate-preload-assets\.js$/.test(file),
  );

/**
 * The Rspack plugins one of these Rsbuild plugins adds to one environment.
 * @param {() => import('@rsbuild/core').RsbuildPlugin} plugin
 * @param {{ target: 'web' | 'node'; isDev: boolean }} options
 */
function pluginsFor(plugin, { target, isDev }) {
  /** @type {any} */
  const config = {};
  /** @type {any} */
  const api = {
    modifyRspackConfig: (/** @type {Function} */ modify) =>
      modify(config, { rspack, isDev, environment: { config: { output: { target } } } }),
  };
  plugin().setup(api);
  return /** @type {any[]} */ (config.plugins ?? []).map((p) => p.constructor.name);
}

describe('the shell without manifest handling', () => {
  it("replaces runtime-core's snapshot handler and preloading, from runtime-core's files only", () => {
    expect(
      manifestlessReplacement(
        '../plugins/snapshot/SnapshotHandler.js',
        coreFile('remote/index.js'),
      ),
    ).toBe(federationClientFiles.noSnapshotHandler);
    expect(
      manifestlessReplacement('./plugins/snapshot/SnapshotHandler.js', coreFile('core.js')),
    ).toBe(federationClientFiles.noSnapshotHandler);
    expect(manifestlessReplacement('../utils/preload.js', coreFile('remote/index.js'))).toBe(
      federationClientFiles.noPreload,
    );
    expect(manifestlessReplacement('./utils/preload.js', coreFile('helpers.js'))).toBe(
      federationClientFiles.noPreload,
    );
    expect(manifestlessReplacement('./utils/load.js', coreFile('core.js'))).toBeUndefined();
    expect(
      manifestlessReplacement('./utils/preload.js', '/repo/shell/src/lib/remotes.ts'),
    ).toBeUndefined();
    expect(manifestlessReplacement('./utils/preload.js', undefined)).toBeUndefined();
  });

  it('stands for every name runtime-core imports from the files it replaces', async () => {
    const stubs = {
      'SnapshotHandler.js': await import(federationClientFiles.noSnapshotHandler),
      'preload.js': await import(federationClientFiles.noPreload),
    };
    let imports = 0;
    for (const file of jsFiles(runtimeCoreDist)) {
      const source = readFileSync(file, 'utf8');
      for (const [, names = '', from = ''] of source.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
      )) {
        const stub = Object.entries(stubs).find(([name]) => from.endsWith(`/${name}`))?.[1];
        if (!stub) continue;
        for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0])) {
          imports += 1;
          expect(stub, `${relative(runtimeCoreDist, file)} imports ${name}`).toHaveProperty(
            String(name),
          );
        }
      }
    }
    // SnapshotHandler and getGlobalRemoteInfo; the four preload functions.
    expect(imports).toBeGreaterThanOrEqual(6);
  });

  it('has every member runtime-core reads from its snapshot handler outside the snapshot plugin', async () => {
    const { SnapshotHandler, getGlobalRemoteInfo } = await import(
      federationClientFiles.noSnapshotHandler
    );
    const handler = new SnapshotHandler({ name: 'shell', options: {} });
    const members = new Set();
    for (const file of liveCoreFiles()) {
      for (const [, member] of readFileSync(file, 'utf8').matchAll(
        /snapshotHandler\.([A-Za-z_$][\w$]*)/g,
      )) {
        members.add(member);
      }
    }
    // hooks (plugins), manifestCache (a remote registered again), loadRemoteSnapshotInfo (preload).
    expect([...members].sort()).toEqual(['hooks', 'loadRemoteSnapshotInfo', 'manifestCache']);
    for (const member of members) expect(handler).toHaveProperty(String(member));
    // What a remote registered again does with it: forget the manifest, apply plugins.
    handler.manifestCache.delete('http://localhost:3001/remoteEntry.js');
    handler.hooks.applyPlugin({ name: 'school:fresh-script-after-retry', createScript() {} });
    expect(getGlobalRemoteInfo().hostGlobalSnapshot).toBeUndefined();
    await expect(handler.loadRemoteSnapshotInfo()).rejects.toThrow(/without manifest handling/);
    const { formatPreloadArgs } = await import(federationClientFiles.noPreload);
    expect(() => formatPreloadArgs([], [])).toThrow(/preloadRemote is not built into/);
  });

  it("replaces the bundler runtime's loader of statically imported remotes, which the shell never calls", async () => {
    const bundlerDist = dirname(require.resolve('@module-federation/webpack-bundler-runtime'));
    expect(staticRemotesReplacement('./remotes.js', join(bundlerDist, 'index.js'))).toBe(
      federationClientFiles.noStaticRemotes,
    );
    expect(
      staticRemotesReplacement('./consumes.js', join(bundlerDist, 'index.js')),
    ).toBeUndefined();
    expect(staticRemotesReplacement('./remotes.js', '/repo/shell/src/lib/x.ts')).toBeUndefined();
    const index = readFileSync(join(bundlerDist, 'index.js'), 'utf8');
    expect(index).toMatch(/import\s*\{\s*remotes\s*\}\s*from\s*"\.\/remotes\.js"/);
    const { remotes } = await import(federationClientFiles.noStaticRemotes);
    expect(() => remotes({})).toThrow(/imports no remote statically/);
  });

  it('applies to production browser builds; the dev server keeps the whole runtime', () => {
    expect(pluginsFor(pluginShellFederationRuntime, { target: 'web', isDev: false })).toEqual([
      'DefinePlugin',
      'NormalModuleReplacementPlugin',
    ]);
    // The dev shell still provides its bundler runtime to remotes served from their builds.
    expect(pluginsFor(pluginShellFederationRuntime, { target: 'web', isDev: true })).toEqual([
      'DefinePlugin',
    ]);
    expect(pluginsFor(pluginShellFederationRuntime, { target: 'node', isDev: false })).toEqual([]);
  });
});

describe('federation errors without their English descriptions', () => {
  const errorCodesDist = dirname(
    createRequire(join(runtimeCoreDist, 'index.js')).resolve('@module-federation/error-codes'),
  );

  it("replaces error-codes' descriptions module, imported by error-codes' own files only", () => {
    expect(errorDescriptionsReplacement('./desc.mjs', join(errorCodesDist, 'index.mjs'))).toBe(
      federationClientFiles.noErrorDescriptions,
    );
    expect(errorDescriptionsReplacement('./desc.cjs', join(errorCodesDist, 'index.cjs'))).toBe(
      federationClientFiles.noErrorDescriptions,
    );
    expect(
      errorDescriptionsReplacement('./error-codes.mjs', join(errorCodesDist, 'index.mjs')),
    ).toBeUndefined();
    expect(errorDescriptionsReplacement('./desc.mjs', '/repo/shell/src/app.tsx')).toBeUndefined();
  });

  it('stands for every name error-codes takes from it; a message keeps its code and its page', async () => {
    const stub = await import(federationClientFiles.noErrorDescriptions);
    const index = readFileSync(join(errorCodesDist, 'index.mjs'), 'utf8');
    const names = /import\s*\{([^}]*)\}\s*from\s*"\.\/desc\.mjs"/.exec(index)?.[1] ?? '';
    const imported = names.split(',').map((name) => name.trim());
    expect(imported).toContain('runtimeDescMap');
    for (const name of imported) expect(stub).toHaveProperty(name);
    const { getShortErrorMsg } = await import(join(errorCodesDist, 'getShortErrorMsg.mjs'));
    const message = getShortErrorMsg('RUNTIME-008', stub.runtimeDescMap, { url: 'x.js' });
    expect(message).toContain('#RUNTIME-008');
    expect(message).toContain(
      'https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
    );
  });
});

describe('federation errors without a diagnostic context', () => {
  const errorCodesDist = dirname(
    createRequire(join(runtimeCoreDist, 'index.js')).resolve('@module-federation/error-codes'),
  );

  it("replaces runtime-core's error context module, from runtime-core's files only", () => {
    const stub = federationClientFiles.noErrorContext;
    for (const issuer of ['remote/index.js', 'shared/index.js', 'module/index.js']) {
      expect(errorContextReplacement('../utils/context.js', coreFile(issuer))).toBe(stub);
    }
    expect(errorContextReplacement('./context.js', coreFile('utils/index.js'))).toBe(stub);
    expect(errorContextReplacement('./load.js', coreFile('utils/index.js'))).toBeUndefined();
    expect(errorContextReplacement('./context.js', '/repo/shell/src/app.tsx')).toBeUndefined();
    expect(
      errorContextReplacement('./context.js', join(errorCodesDist, 'index.mjs')),
    ).toBeUndefined();
  });

  it('stands for every name runtime-core imports from it', async () => {
    const stub = await import(federationClientFiles.noErrorContext);
    const imported = new Set();
    for (const file of liveCoreFiles()) {
      const source = readFileSync(file, 'utf8');
      for (const [, names] of source.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*"(?:(?:\.\.\/)+utils|\.)\/context\.js"/g,
      )) {
        for (const name of (names ?? '').split(',')) imported.add(name.trim());
      }
    }
    expect([...imported]).toEqual(['optionsToMFContext']);
    for (const name of imported) expect(stub).toHaveProperty(name);
  });

  it('leaves the error a page throws as it was: the browser reporter reads no context', async () => {
    // runtime-core reports through error-codes' browser build (its Node build reports context).
    expect(readFileSync(coreFile('utils/logger.js'), 'utf8')).toContain(
      'from "@module-federation/error-codes/browser"',
    );
    const { error } = await import(coreFile('utils/logger.js'));
    const original = await import(coreFile('utils/context.js'));
    const stub = await import(federationClientFiles.noErrorContext);
    const { RUNTIME_004, runtimeDescMap } = await import(join(errorCodesDist, 'index.mjs'));
    // A host's options as the shell's runtime holds them: remotes and a shared singleton.
    const options = {
      name: 'shell',
      remotes: [{ name: 'home', entry: 'http://localhost:3001/remoteEntry.js', type: 'global' }],
      shared: {
        react: [
          { version: '19.2.0', shareConfig: { singleton: true, requiredVersion: '^19.2.0' } },
        ],
      },
    };
    expect(original.optionsToMFContext(options).mfConfig.remotes).toHaveLength(1);
    const thrown = (/** @type {unknown} */ context) => {
      try {
        error(
          RUNTIME_004,
          runtimeDescMap,
          { hostName: 'shell', requestId: 'nope/App' },
          undefined,
          context,
        );
      } catch (caught) {
        return caught;
      }
      throw new Error('error() did not throw');
    };
    const withContext = thrown(original.optionsToMFContext(options));
    const without = thrown(stub.optionsToMFContext(options));
    expect(String(without)).toContain('RUNTIME-004');
    expect(String(without)).toBe(String(withContext));
    expect(stub.optionsToMFContext(options)).toBeUndefined();
  });
});

describe('one bundler runtime for every container', () => {
  const key = '__schoolFederationBundlerRuntime';
  const version = bundlerRuntimeVersion();
  /** @type {Record<string, unknown>} */
  const page = /** @type {any} */ (globalThis);
  afterEach(() => {
    delete page[key];
    delete page.SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION;
    vi.resetModules();
  });

  it("recognizes the bundler runtime's entry, CommonJS or ESM", () => {
    const dist =
      '/repo/node_modules/.pnpm/@module-federation+webpack-bundler-runtime@2.9.2/node_modules/@module-federation/webpack-bundler-runtime/dist';
    expect(isBundlerRuntimeEntry(`${dist}/index.cjs`)).toBe(true);
    expect(isBundlerRuntimeEntry(`${dist}/index.js`)).toBe(true);
    expect(isBundlerRuntimeEntry(`${dist}/consumes.js`)).toBe(false);
    expect(isBundlerRuntimeEntry('@module-federation/webpack-bundler-runtime')).toBe(false);
  });

  it("gives each remote the package's federation object, with the shell's functions and its own share-scope holder", async () => {
    page.SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION = version;
    /** @type {any} */
    const real = (await import('@module-federation/webpack-bundler-runtime')).default;
    const provide = (await import(federationClientFiles.provideBundlerRuntime)).default;
    expect(provide()).toEqual({ name: 'school:provide-bundler-runtime' });
    const provided = /** @type {any} */ (page[key]);
    const { default: remote } = await import(federationClientFiles.bundlerRuntimeFromShell);
    vi.resetModules();
    const { default: other } = await import(federationClientFiles.bundlerRuntimeFromShell);

    expect(Object.keys(remote).sort()).toEqual(Object.keys(real).sort());
    // Every member of the facade the bundler runtime's functions read (federation.runtime.x).
    const bundlerDist = dirname(require.resolve('@module-federation/webpack-bundler-runtime'));
    const used = new Set();
    for (const file of jsFiles(bundlerDist)) {
      const source = readFileSync(file, 'utf8');
      if (!/\{[^}]*\bruntime\b[^}]*\}\s*=\s*webpackRequire\.federation/.test(source)) continue;
      for (const [, member] of source.matchAll(/\bruntime\.([A-Za-z_$][\w$]*)/g)) used.add(member);
    }
    expect([...used].sort()).toEqual(['getRemoteEntry', 'init']);
    expect(remote.attachShareScopeMap).toBe(real.attachShareScopeMap);
    // Everything a container calls, the shell's one copy (initContainerEntry included, which the
    // shell's own build, exposing nothing, leaves out of its bundlerRuntime).
    for (const name of [
      'consumes',
      'I',
      'installInitialConsumes',
      'init',
      'getSharedFallbackGetter',
    ]) {
      expect(remote.bundlerRuntime[name], name).toBe(real.bundlerRuntime[name]);
    }
    expect(typeof remote.bundlerRuntime.initContainerEntry).toBe('function');
    expect(remote.bundlerRuntime.initContainerEntry).toBe(
      provided.bundlerRuntime.initContainerEntry,
    );
    // Per container: its share-scope holder and its runtime facade's state.
    expect(remote.bundlerRuntime.S).toEqual({});
    expect(remote.bundlerRuntime.S).not.toBe(other.bundlerRuntime.S);
    expect(remote.bundlerRuntime.S).not.toBe(provided.bundlerRuntime.S);
    expect(remote.bundlerRuntimeOptions).not.toBe(other.bundlerRuntimeOptions);
    // What the bundler runtime calls of the container's runtime facade.
    const facade = await import('@module-federation/runtime');
    expect(remote.runtime).toEqual({ init: facade.init, getRemoteEntry: facade.getRemoteEntry });
  });

  it('says why a remote cannot start without the shell, or with a shell of another version', async () => {
    page.SCHOOL_FEDERATION_BUNDLER_RUNTIME_VERSION = version;
    await expect(import(federationClientFiles.bundlerRuntimeFromShell)).rejects.toThrow(
      /no shell provided it/,
    );
    vi.resetModules();
    page[key] = { version: '0.0.1', bundlerRuntime: {}, attachShareScopeMap() {} };
    await expect(import(federationClientFiles.bundlerRuntimeFromShell)).rejects.toThrow(
      `built with the federation bundler runtime ${version}, the shell provides 0.0.1`,
    );
  });

  it("applies to the remotes' production browser builds only", () => {
    expect(pluginsFor(pluginRemoteFederationRuntime, { target: 'web', isDev: false })).toEqual([
      'DefinePlugin',
      'NormalModuleReplacementPlugin',
    ]);
    expect(pluginsFor(pluginRemoteFederationRuntime, { target: 'web', isDev: true })).toEqual([]);
    expect(pluginsFor(pluginRemoteFederationRuntime, { target: 'node', isDev: false })).toEqual([]);
  });
});

describe("the shell's range reader", () => {
  const semverIndex = coreFile('utils/semver/index.js');

  it("replaces runtime-core's semver module, from runtime-core's files only", () => {
    expect(semverReplacement('./semver/index.js', coreFile('utils/share.js'))).toBe(
      federationClientFiles.plainSemver,
    );
    expect(semverReplacement('./utils/semver/index.js', coreFile('index.js'))).toBe(
      federationClientFiles.plainSemver,
    );
    expect(semverReplacement('./semver/index.js', '/repo/shell/src/lib/x.ts')).toBeUndefined();
    expect(semverReplacement('./parser.js', semverIndex)).toBeUndefined();
    // Every import of the semver module in runtime-core is one of those two requests, and takes
    // `satisfy` only.
    let imports = 0;
    for (const file of jsFiles(runtimeCoreDist)) {
      if (file.includes(`${join('utils', 'semver')}`)) continue;
      for (const [, names = '', from = ''] of readFileSync(file, 'utf8').matchAll(
        /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g,
      )) {
        if (!from.includes('semver')) continue;
        imports += 1;
        expect(semverReplacement(from, file), relative(runtimeCoreDist, file)).toBe(
          federationClientFiles.plainSemver,
        );
        expect(names.split(',').map((n) => n.trim())).toEqual(['satisfy']);
      }
    }
    expect(imports).toBe(2);
  });

  it('answers as runtime-core does for every plain range, on versions with and without prereleases', async () => {
    const real = /** @type {(v: string, r: string) => boolean} */ (
      (await import(semverIndex)).satisfy
    );
    const { satisfy, supportedRange } = await import(federationClientFiles.plainSemver);
    const versions = [
      '0.0.0',
      '0.0.0-alpha',
      '0.0.1',
      '0.0.2',
      '0.1.0',
      '0.1.0-rc.1',
      '0.1.5',
      '0.2.0',
      '1.0.0',
      '1.2.2',
      '1.2.3',
      '1.2.3-0',
      '1.2.3-alpha',
      '1.2.3-alpha.1',
      '1.2.3-alpha.beta',
      '1.2.3-beta.2',
      '1.2.3+build.5',
      'v1.2.3',
      '1.2.4',
      '1.3.0',
      '1.3.0-0',
      '1.10.0',
      '2.0.0',
      '2.0.0-0',
      '2.0.0-rc.1',
      '19.3.1',
      '19.3.0',
      '19.10.0',
      '20.0.0',
      '01.2.3',
      '1.2',
      'latest',
      '',
    ];
    const atoms = [
      '0.0.0',
      '0.0.1',
      '0.1.0',
      '0.1.0-rc.0',
      '1.2.3',
      '1.2.3-alpha',
      'v1.2.3',
      '2.0.0',
      '19.3.1',
    ];
    const operators = ['', '=', '>', '>=', '<', '<=', '^', '~', '~>'];
    const comparators = atoms.flatMap((a) => operators.map((o) => `${o}${a}`));
    const ranges = [
      ...comparators,
      ...comparators.flatMap((a, i) => [
        `${a} ${comparators[(i * 7 + 3) % comparators.length]}`,
        `${a} || ${comparators[(i * 5 + 11) % comparators.length]}`,
      ]),
      '*',
      'x',
      '',
      ' ^1.2.3 ',
      '>=0.0.0',
      '>=0.0.0 <1.2.3',
      '^0.0.0 || >=2.0.0',
      // Every range the apps are built with.
      ...Object.values(sharedDependencies({ server: false, dev: false })).map(
        (entry) => entry.requiredVersion ?? '',
      ),
    ];
    let pairs = 0;
    const unread = [];
    const disagreements = [];
    for (const range of ranges) {
      if (!supportedRange(range)) unread.push(range);
      for (const version of versions) {
        pairs += 1;
        const answer = real(version, range);
        if (satisfy(version, range) !== answer) disagreements.push(`${version} in "${range}"`);
      }
    }
    expect(unread).toEqual([]);
    expect(disagreements).toEqual([]);
    expect(pairs).toBeGreaterThan(7000);
    // Some answers of each kind.
    expect(satisfy('19.3.1', '^19.3.1')).toBe(true);
    expect(satisfy('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfy('0.1.5', '^0.1.0')).toBe(true);
    expect(satisfy('0.2.0', '^0.1.0')).toBe(false);
  });

  it('reads no other form: the build refuses a range it would not read', async () => {
    const { satisfy, supportedRange } = await import(federationClientFiles.plainSemver);
    for (const range of ['1.x', '^1.2', '1.2.3 - 2.0.0', '>= 1.2.3', '~ 1.2.3', 'latest']) {
      expect(supportedRange(range), range).toBe(false);
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(satisfy('1.2.3', '1.x')).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"1.x"'));
    error.mockRestore();
    expect(() => readableRange('1.x', 'a test')).toThrow(/plain ranges only/);
    expect(readableRange('^19.3.1 || ~20.0.0', 'a test')).toBe('^19.3.1 || ~20.0.0');
  });
});

describe("the shell's federation logger", () => {
  const sdkDist = dirname(
    createRequire(join(runtimeCoreDist, 'index.js')).resolve('@module-federation/sdk'),
  );

  it("replaces the sdk's logger, imported by the sdk's own index only", () => {
    expect(loggerReplacement('./logger.js', join(sdkDist, 'index.js'))).toBe(
      federationClientFiles.consoleLogger,
    );
    expect(loggerReplacement('./logger.cjs', join(sdkDist, 'index.cjs'))).toBe(
      federationClientFiles.consoleLogger,
    );
    expect(loggerReplacement('./utils/logger.js', coreFile('core.js'))).toBeUndefined();
    expect(loggerReplacement('./logger.js', coreFile('utils/share.js'))).toBeUndefined();
    expect(loggerReplacement('./dom.js', join(sdkDist, 'index.js'))).toBeUndefined();
  });

  it('stands for every name the sdk takes from it, and a logger has every method of theirs', async () => {
    const stub = await import(federationClientFiles.consoleLogger);
    const index = readFileSync(join(sdkDist, 'index.js'), 'utf8');
    const names = (/import\s*\{([^}]*)\}\s*from\s*"\.\/logger\.js"/.exec(index)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim());
    expect(names).toContain('createLogger');
    for (const name of names) expect(stub).toHaveProperty(name);
    const real = (await import(join(sdkDist, 'logger.js'))).createLogger('[ x ]');
    const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(real)).filter(
      // emit: the published logger's own dispatch, called by its methods only.
      (name) => name !== 'constructor' && name !== 'emit',
    );
    expect(methods).toEqual(expect.arrayContaining(['warn', 'error', 'setDelegate']));
    const logger = stub.createLogger('[ Federation Runtime ]');
    for (const method of methods) expect(typeof logger[method], method).toBe('function');
    // Every logger call in the runtime the browser gets names one of those methods.
    const calls = new Set();
    for (const file of liveCoreFiles()) {
      for (const [, method] of readFileSync(file, 'utf8').matchAll(/\blogger\.(\w+)\(/g)) {
        calls.add(method);
      }
    }
    expect(calls.size).toBeGreaterThan(0);
    for (const method of calls) expect(methods).toContain(method);
  });

  it('prints each message to the console method of its level, with its prefix', async () => {
    const { createLogger } = await import(federationClientFiles.consoleLogger);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logger = createLogger('[ Federation Runtime ]');
    logger.warn('a warning', 1);
    logger.error(new Error('a failure'));
    expect(warn).toHaveBeenCalledWith('[ Federation Runtime ]', 'a warning', 1);
    expect(error).toHaveBeenCalledWith('[ Federation Runtime ]', new Error('a failure'));
    warn.mockRestore();
    error.mockRestore();
  });
});
