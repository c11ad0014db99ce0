// The federation runtime as the browser gets it (packages/build-config/federation-runtime.mjs):
// the shell's runtime without manifest handling, static-remote loading, the errors' English
// descriptions and diagnostic context or the reader of every npm range form, and one bundler runtime for the page, which the shell provides and each remote's
// remoteEntry.js takes instead of bundling its own. Read from the files the site serves, then
// used: every remote area of these pages starts on the shell's bundler runtime.
import { readFileSync } from 'node:fs';
import { apps, remoteNames } from '@school/platform/apps';
import type { Page } from '@playwright/test';
import { runtimeConfigFile } from '../support/paths';
import { stopClock, watchConsole } from '../support/site';
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
 * The shell's first script, as its HTML names it: a `<script src>`, or on a prerendered page the
 * preload that holds it until the page is shown (@school/build-config/paint-first).
 */
async function shellEntry(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  const src = /<(?:script|link)\b[^>]+\b(?:src|href)="([^"]*\/index\.[\w]+\.js)"/.exec(html)?.[1];
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
  await page.clock.install();
  await page.goto('/');
  // The home remote answers: its carousel moves on a click (hydrated by its own code).
  const hero = page.getByRole('region', { name: "Présentation de l'école" });
  const next = hero.getByRole('button', { name: 'Diapositive suivante' });
  await expect(next).toBeVisible();
  // Autoplay stops, so the slide clicked stays.
  await stopClock(page, next, 'React has taken the carousel over');
  await hero.getByRole('button', { name: 'Diapositive 3 sur 3' }).click();
  await expect(hero.locator('button[aria-current="true"]')).toHaveAttribute(
    'aria-label',
    'Diapositive 3 sur 3',
  );
  const version = await page.evaluate(
    () =>
      (globalThis as { __schoolFederationBundlerRuntime?: { version: string } })
        .__schoolFederationBundlerRuntime?.version,
  );
  expect(version).toMatch(/^\d+\.\d+\.\d+/);
  await page.goto('/ar/contact');
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect(page.getByRole('textbox').first()).toBeVisible();
  expect(messages.filter((line) => /federation|remoteEntry|RUNTIME-/i.test(line))).toEqual([]);
});
