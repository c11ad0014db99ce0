import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { contentSecurityPolicy, type RuntimeMap } from '@school/build-config/security-headers';
import type { Page } from '@playwright/test';
import { runtimeConfigFile } from '../support/paths';
import { homeThroughTheApp } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Serves the site's real runtime map with some remotes re-pointed. A deployment's pages carry
 * the Content-Security-Policy of the map it serves (the server builds it from that map), so the
 * pages get the policy of the changed map too: a remote then fails because it is down, not
 * because the policy refused it. The map is read when a document starts: the app's page these
 * tests open (the not-found page, from which the app's router goes to the home page) gets it.
 */
async function withRemoteMap(page: Page, change: (remotes: Record<string, string>) => void) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const config = JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as RuntimeMap & {
      remotes: Record<string, string>;
    };
    const served = { ...config.remotes };
    change(config.remotes);
    const headers = { ...response.headers() };
    // The body handed back is the decoded one.
    delete headers['content-encoding'];
    delete headers['content-length'];
    // The served page was prerendered from the real map: its images (the home page's hero) come
    // from the remotes' real hosts, which the policy keeps allowing beside the changed ones.
    const allowed = Object.fromEntries(
      Object.entries(served).map(([name, address]) => [`${name}_served`, address]),
    );
    headers['content-security-policy'] = contentSecurityPolicy({
      html,
      config: { ...config, remotes: { ...config.remotes, ...allowed } },
    });
    await route.fulfill({ response, body: html, headers });
  });
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    change(config.remotes);
    await route.fulfill({ response, json: config });
  });
}

/** A port on which nothing listens: what a stopped server looks like to the browser. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test('a stopped remote shows a fallback for its area only; the rest of the site works', async ({
  page,
}) => {
  const port = await closedPort();
  await withRemoteMap(page, (remotes) => {
    remotes.home = `http://localhost:${port}/mf-manifest.json`;
  });
  // Loaded, the home page is a page of islands that never asks for the home remote's `./App`:
  // the app asks for it when its own router goes there. Its area falls back, and nothing else
  // does (the footer's newsletter box, the contact remote's, works): scroll to the footer once
  // the page's fallback is in, the box being drawn when near the viewport.
  await homeThroughTheApp(page);
  const fallback = page.getByRole('main').getByRole('alert');
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByLabel('Votre adresse e-mail')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(fallback).toContainText("Cette partie du site n'a pas pu être chargée.");
  await expect(fallback.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Daoudabougou, Bamako, Mali')).toBeVisible();

  // Other remotes are untouched: navigate within the same page.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .first()
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page.locator('[data-page="contact"]')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .first()
    .getByRole('link', { name: 'Actualités' })
    .click();
  await expect(page.locator('[data-page="news"]')).toBeVisible();
});

test('a remote that answers 404 shows the fallback, and the start page still starts', async ({
  page,
}) => {
  await withRemoteMap(page, (remotes) => {
    remotes.home = 'http://localhost:3001/missing/mf-manifest.json';
  });
  // The app starts (on its not-found page) with a map whose home remote is missing, draws the
  // home page's fallback when its router goes there, and its other pages keep working.
  await homeThroughTheApp(page);
  await expect(page.getByRole('alert')).toContainText("n'a pas pu être chargée");
  await expect(page.getByRole('banner')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .first()
    .getByRole('link', { name: 'Actualités' })
    .click();
  await expect(page.locator('[data-page="news"]')).toBeVisible();
});

test.describe('a remote that accepts the connection and never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let port = 0;
  test.beforeAll(async () => {
    silent = createServer((socket) => {
      // Accepts and keeps every connection open without a byte of answer.
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  test.afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  test('times out into the fallback (about 8 s) while the header stays usable', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await withRemoteMap(page, (remotes) => {
      remotes.home = `http://127.0.0.1:${port}/mf-manifest.json`;
    });
    // Timed from the app's navigation to the home page, when its area starts loading: the helper
    // resolves just after the click, so the time measured is at most the area's wait.
    await homeThroughTheApp(page);
    const t0 = Date.now();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('Chargement…').first()).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 20_000 });
    const waited = Date.now() - t0;
    expect(waited).toBeGreaterThanOrEqual(7_000);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This part of the site could not be loaded.',
    );
  });
});

test('Retry loads the area once its remote is back', async ({ page }) => {
  let blocked = true;
  // Whichever version of the remote is live (the map points at /v/<version>/): its entry script,
  // which the browser loads beside the manifest (and again with ?retry=n after a retry).
  await page.route(
    /^http:\/\/localhost:3001\/v\/[0-9a-f]{12}\/remoteEntry\.js(\?.*)?$/,
    async (route) => {
      if (blocked) await route.abort('connectionrefused');
      else await route.continue();
    },
  );
  await homeThroughTheApp(page);
  await expect(page.getByRole('alert')).toBeVisible();
  blocked = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('[data-page="home"]')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('Retry loads the area at the first tap even after the remote hung (regression)', async ({
  page,
}) => {
  test.setTimeout(45_000);
  let hang = true;
  // The entry script of a server that accepts and never answers: requests made while hanging
  // are never fulfilled, as with a dead server.
  await page.route(
    /^http:\/\/localhost:3001\/v\/[0-9a-f]{12}\/remoteEntry\.js(\?.*)?$/,
    async (route) => {
      if (hang) return;
      await route.continue();
    },
  );
  // The app's own page does not load the home remote: it loads whole, then its router asks for
  // the home page, whose entry script never comes.
  await homeThroughTheApp(page);
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible({ timeout: 20_000 });
  hang = false;
  await page.getByRole('main').getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('[data-page="home"]')).toBeVisible({ timeout: 10_000 });
});

test('one offline remote does not break start-up: every other route still loads directly', async ({
  page,
}) => {
  const port = await closedPort();
  await withRemoteMap(page, (remotes) => {
    remotes.blog_news = `http://localhost:${port}/mf-manifest.json`;
  });
  for (const [path, pageName] of [
    ['/', 'home'],
    ['/documents', 'documents'],
    ['/contact', 'contact'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(`[data-page="${pageName}"]`)).toBeVisible();
  }
  await page.goto('/admin/login');
  await expect(page.locator('[data-page="admin-login"]')).toBeVisible();
});
