// The federation runtime as the browser gets it (packages/build-config/federation-runtime.mjs):
// the shell's runtime without manifest handling, static-remote loading, the errors' English
// descriptions and diagnostic context or the reader of every npm range form, and one bundler runtime for the page, which the shell provides and each remote's
// remoteEntry.js takes instead of bundling its own. Read from the files the site serves, then
// used: the islands of these pages, remote modules, start on the shell's bundler runtime.
import { readFileSync } from 'node:fs';
import { apps, remoteNames } from '@school/platform/apps';
import type { Page } from '@playwright/test';
import { runtimeConfigFile } from '../support/paths';
import { watchConsole } from '../support/site';
import { expect, test } from '../support/test';

/** Code that only each part named here would bring. */
const markers = {
  // runtime-core's snapshot handler (its hooks' names) and preloading (its error).
  manifestHandling: ['beforeLoadRemoteSnapshot', 'afterLoadSnapshot'],
  preloading: ['Failed to load remoteEntry "'],
  // The bundler runtime's loader of statically imported remotes.
  staticRemotes: ['Container missing'],
  // The bundler runtime's own functions (consumes, installInitialConsumes, init).
  bundlerRuntime: [
    'Federation instance not found!',
    'initOptions is required!',
    'tree-shake-plugin',
  ],
  // The errors' English descriptions.
  errorDescriptions: ['Failed to get remoteEntry exports.', 'Please call createInstance first.'],
  // runtime-core's reader of every npm range form (its error; the plain reader's is in).
  everyRangeForm: ['Error processing range part'],
  // The sdk's logger (its stack-trace filter for debug mode).
  sdkLogger: ['Logger.emit'],
  // runtime-core's diagnostic context of an error, which the browser's reporter never reads.
  errorContext: ['mfRole'],
};

/**
 * The shell's first script, as the app's HTML names it (a `<script src>`). A prerendered page is
 * a page of islands, which never loads it: the app's HTML is what the server answers for an
 * address with no page (here the not-found page, with its 404 status).
 */
async function shellEntry(page: Page): Promise<string> {
  const html = await (await page.request.get('/nope')).text();
  const src = /<script\b[^>]+\bsrc="([^"]*\/index\.[\w]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error("no index script in the shell's HTML");
  return (await page.request.get(src)).text();
}

/** A remote's remoteEntry.js, beside the manifest the site's runtime map names. */
async function remoteEntry(page: Page, mfName: string): Promise<string> {
  const map = JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as {
    remotes: Record<string, string>;
  };
  const manifest = map.remotes[mfName];
  if (!manifest) throw new Error(`${mfName} is not in the runtime map`);
  return (await page.request.get(new URL('remoteEntry.js', manifest).href)).text();
}

test("the shell's runtime holds no manifest handling, static-remote loader, error sentences or error context, and provides the bundler runtime", async ({
  page,
}) => {
  const code = await shellEntry(page);
  expect(code).toContain('__schoolFederationBundlerRuntime');
  for (const marker of [
    ...markers.manifestHandling,
    ...markers.preloading,
    ...markers.staticRemotes,
    ...markers.errorDescriptions,
    ...markers.everyRangeForm,
    ...markers.sdkLogger,
    ...markers.errorContext,
  ]) {
    expect(code, marker).not.toContain(marker);
  }
  // The bundler runtime is there, once, for every container of the page.
  expect(code).toContain(markers.bundlerRuntime[0]);
  expect(code).toContain('a range this runtime does not read');
});

test("each remote's entry takes the bundler runtime from the shell instead of bundling it", async ({
  page,
}) => {
  for (const name of remoteNames) {
    const code = await remoteEntry(page, apps[name].mfName);
    expect(code, name).toContain('__schoolFederationBundlerRuntime');
    for (const marker of [...markers.bundlerRuntime, ...markers.errorDescriptions]) {
      expect(code, `${name}: ${marker}`).not.toContain(marker);
    }
  }
});

test('remote areas start on the shell’s bundler runtime: the home page and the contact page work', async ({
  page,
}) => {
  const messages = watchConsole(page);
  await page.goto('/');
  // The home remote answers: its latest news, an island, is hydrated by its own code at a tap
  // inside it (its heading, not a link). The hero's carousel is no test of it: the page's inline
  // script turns it, not React.
  const news = page.locator('[data-island="home/islands/latest-news"]');
  await news.getByRole('heading', { level: 2 }).click();
  await expect(news).toHaveAttribute('data-island-live', '');
  const version = await page.evaluate(
    () =>
      (globalThis as { __schoolFederationBundlerRuntime?: { version: string } })
        .__schoolFederationBundlerRuntime?.version,
  );
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  // The contact remote answers too: its form, an island, is hydrated at the focus of a field.
  await page.goto('/ar/contact');
  const form = page.locator('[data-island="contact/islands/contact-form"]');
  await form.getByRole('textbox').first().focus();
  await expect(form).toHaveAttribute('data-island-live', '');
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  expect(messages.filter((line) => /federation|remoteEntry|RUNTIME-/i.test(line))).toEqual([]);
});
