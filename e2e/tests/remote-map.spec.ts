import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { prerenderDir, repoRoot, runtimeConfigFile } from '../support/paths';
import { homeThroughTheApp } from '../support/site';
import { loadStaticServer } from '../support/static-server';
import type { RuntimeConfig } from '@school/platform/runtime-config';

async function close(server: Server) {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

test('re-pointing one remote in the runtime map, to a rebuilt copy, changes the running site without touching the shell', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shellIndex = join(repoRoot, 'shell', 'dist', 'index.html');
  const shellBefore = statSync(shellIndex).mtimeMs;

  // Rebuild only the home remote, with a mark, into its own folder.
  const outDir = mkdtempSync(join(tmpdir(), 'home-rebuilt-'));
  const mark = `rebuilt-${Date.now()}`;
  execFileSync(join(repoRoot, 'remotes', 'home', 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: join(repoRoot, 'remotes', 'home'),
    env: { ...process.env, PUBLIC_BUILD_MARK: mark, BUILD_OUT_DIR: outDir },
    stdio: 'pipe',
  });
  const { createStaticServer, listen } = await loadStaticServer();
  const rebuilt = createStaticServer({ root: outDir, cors: true });
  await listen(rebuilt, 0);
  const rebuiltPort = (rebuilt.address() as { port: number }).port;

  // The same shell build and prerendered pages, served with a runtime map of this test's own:
  // editing the site's map would re-point the home remote for every suite running meanwhile.
  let config = readFileSync(runtimeConfigFile, 'utf8');
  const shell = createStaticServer({
    root: join(repoRoot, 'shell', 'dist'),
    spaFallback: true,
    pagesRoot: prerenderDir,
    overrides: { '/runtime-config.json': () => Promise.resolve(config) },
    // The policy of the map being served allows its remotes (the rebuilt one too).
    runtimeConfig: () => Promise.resolve(JSON.parse(config) as RuntimeConfig),
  });
  await listen(shell, 0);
  const origin = `http://localhost:${(shell.address() as { port: number }).port}`;
  try {
    // The home remote's page as the app draws it (a loaded home page is a page of islands, which
    // never runs the remote's `./App`): reached by the app's router, with the map it started with.
    await homeThroughTheApp(page, 'fr', origin);
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect(page.locator(`[data-build-mark="${mark}"]`)).toHaveCount(0);

    const edited = JSON.parse(config) as { remotes: Record<string, string> };
    edited.remotes.home = `http://localhost:${rebuiltPort}/mf-manifest.json`;
    config = JSON.stringify(edited);

    // The app reads the map when it starts: a new start, then the same way there, draws the
    // rebuilt copy's page, and the not-found page's head tags give way to the home page's (one
    // set of alternates, one description; its title first, before the one the shell's HTML
    // keeps until a page draws its own: shell/rsbuild.config.ts).
    await homeThroughTheApp(page, 'fr', origin);
    await expect(page.locator(`[data-build-mark="${mark}"]`)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    for (const hreflang of ['fr', 'ar', 'en', 'x-default']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
    }
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(4);
    await expect
      .poll(() => page.locator('title').evaluateAll((titles) => titles.map((t) => t.textContent)))
      .toEqual([expect.stringMatching(/^Accueil \| /), 'Complexe Scolaire Islamique de Bamako']);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  } finally {
    await close(shell);
    await close(rebuilt);
    rmSync(outDir, { recursive: true, force: true });
  }
  expect(statSync(shellIndex).mtimeMs).toBe(shellBefore);
});
