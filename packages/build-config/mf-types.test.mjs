// The typed boundary end to end, without building: a remote's published declarations, gathered
// as the shell's mf-types target does, make the shell's typecheck fail when the exposed module no
// longer fits and pass with the real remote.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apps, remoteNames } from '@school/platform/apps';
import { collectRemoteTypes, generateExposedTypes } from './mf-types.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const shell = join(repo, apps.shell.dir);
// Each case runs TypeScript over real sources: seconds of CPU, minutes on a loaded 2-core machine.
const timeout = 240_000;
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
// Inside the shell so that `react` in a declaration resolves from the shell's node_modules.
const cacheDir = join(shell, 'node_modules', '.cache');
mkdirSync(cacheDir, { recursive: true });
const work = mkdtempSync(join(cacheDir, 'mf-types-contract-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A remote that still fits: the same shape as every real exposed module.
 * @param {string} dir @param {string[]} modules
 */
function compatibleTypes(dir, modules) {
  for (const module of modules) {
    mkdirSync(dirname(join(dir, module)), { recursive: true });
    writeFileSync(join(dir, `${module}.d.ts`), 'export default function App(): null;\n');
  }
}

/**
 * The shell's typecheck of its boundary module (src/lib/remote-modules.ts, with the shell's own
 * compiler options) against the types of blog_news in `blogNewsTypes` and compatible stand-ins
 * for the other remotes.
 * @param {string} name @param {string} blogNewsTypes
 */
function shellTypecheck(name, blogNewsTypes) {
  const root = join(work, name);
  const sources = remoteNames.map((remote) => {
    const mfName = apps[remote].mfName;
    if (mfName === 'blog_news') return { name: mfName, dir: blogNewsTypes };
    const dir = join(root, 'published', mfName);
    compatibleTypes(dir, mfName === 'admin' ? ['AdminApp'] : publicModules);
    return { name: mfName, dir };
  });
  const types = join(root, '@mf-types');
  collectRemoteTypes({ sources, destination: types, required: ['blog_news/App'] });
  const paths = Object.fromEntries(
    sources.map(({ name: mfName }) => [`${mfName}/*`, [join(types, mfName, '*')]]),
  );
  const tsconfig = join(root, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: join(shell, 'tsconfig.json'),
      compilerOptions: { paths, types: [] },
      include: [],
      files: [join(shell, 'src/lib/remote-modules.ts')],
    }),
  );
  const result = spawnSync(process.execPath, [tsc, '-p', tsconfig, '--pretty', 'false'], {
    cwd: shell,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * The modules the shell mounts from a public remote (shell/src/lib/remote-modules.ts), each stood
 * in for in every remote but blog_news: its pages, the footer's newsletter box, the islands.
 */
const publicModules = [
  'App',
  'NewsletterBox',
  'islands/documents',
  'islands/contact-form',
  'islands/admission-form',
  'islands/latest-news',
  'islands/next-events',
];

describe('the typed boundary between the shell and a remote', () => {
  it(
    'fails the shell typecheck, naming the module, when an exposed module needs a prop',
    () => {
      const fixture = join(here, 'fixtures', 'incompatible-remote');
      const published = join(work, 'incompatible-published');
      expect(
        generateExposedTypes({
          root: fixture,
          exposes: { './App': './src/app.ts' },
          outDir: published,
        }),
      ).toEqual(['App.d.ts', 'compiled-types/src/app.d.ts']);
      expect(readFileSync(join(published, 'compiled-types/src/app.d.ts'), 'utf8')).toContain(
        'export default function App(props: {\n    category: string;\n}): string;',
      );

      const { status, output } = shellTypecheck('incompatible', published);
      expect(status).not.toBe(0);
      expect(output).toMatch(
        /remote-modules\.ts\(\d+,\d+\): error TS2344: Type 'typeof import\(".*blog_news\/App"\)' does not satisfy the constraint 'RemoteComponentModule'/,
      );
      expect(output).toContain('category');
    },
    timeout,
  );

  it(
    'passes with the real blog-news remote',
    () => {
      const published = join(work, 'real-published');
      // blog-news exposes ./App from src/app/app.tsx (remotes/blog-news/rsbuild.config.ts).
      generateExposedTypes({
        root: join(repo, apps['blog-news'].dir),
        // As remotes/blog-news/rsbuild.config.ts exposes them.
        exposes: {
          './App': './src/app/app.tsx',
          './islands/calendar': './src/islands/calendar.tsx',
          './islands/share': './src/islands/share.tsx',
          './islands/news': './src/islands/news.tsx',
          './islands/blog': './src/islands/blog.tsx',
        },
        outDir: published,
      });
      const { status, output } = shellTypecheck('real', published);
      expect(output).toBe('');
      expect(status).toBe(0);
    },
    timeout,
  );

  it('reports a route-table module its remote does not publish', () => {
    const empty = join(work, 'empty-published');
    mkdirSync(empty, { recursive: true });
    expect(() =>
      collectRemoteTypes({
        sources: [{ name: 'blog_news', dir: empty }],
        destination: join(work, 'empty-collected'),
        required: ['blog_news/App'],
      }),
    ).toThrow(/blog_news\/App: the route table mounts it but its remote publishes no declaration/);
  });
});
