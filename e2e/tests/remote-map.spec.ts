import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../support/test';
import { repoRoot, runtimeConfigFile } from '../support/paths';

interface StaticServerModule {
  createStaticServer: (options: { root: string; cors: boolean }) => Server;
  listen: (server: Server, port: number) => Promise<void>;
}

/** The same static server the site runs on (plain JavaScript in scripts/). */
async function loadStaticServer(): Promise<StaticServerModule> {
  const url = pathToFileURL(join(repoRoot, 'scripts', 'lib', 'static-server.mjs')).href;
  return (await import(url)) as StaticServerModule;
}

function writeAtomically(file: string, body: string) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, file);
}

test.describe.configure({ mode: 'serial' });

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
  const server = createStaticServer({ root: outDir, cors: true });
  await listen(server, 0);
  const port = (server.address() as { port: number }).port;

  const original = readFileSync(runtimeConfigFile, 'utf8');
  try {
    await page.goto('/');
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect(page.locator(`[data-build-mark="${mark}"]`)).toHaveCount(0);

    const config = JSON.parse(original) as { remotes: Record<string, string> };
    config.remotes.home = `http://localhost:${port}/mf-manifest.json`;
    writeAtomically(runtimeConfigFile, JSON.stringify(config));

    await page.reload();
    await expect(page.locator(`[data-build-mark="${mark}"]`)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    writeAtomically(runtimeConfigFile, original);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }

  await page.reload();
  await expect(page.locator('[data-page="home"]')).toBeVisible();
  await expect(page.locator(`[data-build-mark="${mark}"]`)).toHaveCount(0);
  expect(statSync(shellIndex).mtimeMs).toBe(shellBefore);
});
