// A prerendered page is shown before its app runs (@school/build-config/paint-first); what a
// visitor does meanwhile is held by the head's early-event contract and replayed to the app once
// it has hydrated the target (@school/build-config/early-events), except on the controls the
// browser answers itself (the header's menu, language links and theme toggle: header.spec.ts) and
// links to another page, which the browser loads. Here the shell's entry script is held back
// (route interception) while the test taps, types and sends, then released: each action must
// have the effect it has on a running app. And when the app never comes, the browser gets the
// action back: the form is sent as without JavaScript.
import type { Page } from '@playwright/test';
import { EARLY_EVENTS_FALLBACK_MS } from '@school/build-config/early-events';
import { expect, test } from '../support/test';
import {
  expectHydrated,
  heldEvents,
  hydratedByTheApp,
  isHydrated,
  PHONE_MENU,
  waitForPrerendered,
  watchConsole,
} from '../support/site';

/** The shell's entry (everything else the app runs is loaded by it). */
const ENTRY = /\/static\/js\/index\.[\w]+\.js(?:\?.*)?$/;

/**
 * Holds the shell's entry script until `release()` (never, if the test does not call it). The
 * page's load event waits for the app's scripts, so a held page is opened up to DOMContentLoaded.
 */
async function holdEntry(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Opens `path` with the shell's entry held (see holdEntry), up to DOMContentLoaded; the page's
 * console errors are collected from before the first byte.
 */
async function openHeld(page: Page, path: string) {
  const errors = watchConsole(page);
  const entry = await holdEntry(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { errors, release: entry.release };
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  for (const path of ['/', '/about', '/inscription']) await waitForPrerendered(page, path);
  await page.close();
});

test('a tap on the phone menu before the app runs is the browser’s: opened at once, never held nor replayed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The home page as the app takes it over on its first load (hydratedByTheApp): loaded plainly,
  // a page of islands, whose header the app never hydrates.
  const { errors, release } = await openHeld(page, hydratedByTheApp('/'));
  const menu = page.locator(PHONE_MENU);
  const summary = menu.locator('summary');
  await summary.click();
  // Nothing ran it but the browser: the app is held, nothing waits for it.
  await expect(menu).toHaveJSProperty('open', true);
  await expect(summary).toHaveAccessibleName('Fermer le menu');
  expect(await isHydrated(summary)).toBe(false);
  expect(await heldEvents(page)).toBe(0);
  release();
  await expectHydrated(summary, 'the header is hydrated');
  // Not toggled again by a replay, and the app goes on answering as usual.
  await expect(menu).toHaveJSProperty('open', true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveJSProperty('open', false);
  await expect(summary).toBeFocused();
  expect(errors).toEqual([]);
});

test('a language chosen before the app runs is the browser’s: the other page, prerendered, not held for the app', async ({
  page,
}) => {
  const { errors } = await openHeld(page, '/about');
  const html = page.locator('html');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByRole('link', { name: 'العربية' }).click();
  // The browser followed the link (a new document: the marker is gone), the app still held.
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
    undefined,
  );
  expect(await heldEvents(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('a form typed into and sent before the app runs keeps the text and says what is wrong', async ({
  page,
}) => {
  const { errors, release } = await openHeld(page, '/inscription');
  const form = page.locator('#pre-inscription form');
  const parent = form.getByLabel(/^Nom du parent/);
  await parent.click();
  await page.keyboard.type('Awa Traoré');
  await form.getByRole('button', { name: 'Envoyer la pré-inscription' }).click();
  // Not sent by the browser (no navigation, nothing in the address), held for the app.
  expect(await heldEvents(page)).toBeGreaterThan(0);
  expect(new URL(page.url()).search).toBe('');
  release();
  // The app validated what was typed: the other fields are wrong, the parent's name is not.
  await expect(
    form.getByText('Numéro de téléphone invalide (exemple : +223 76 00 00 00)'),
  ).toBeVisible();
  await expect(form.getByText('Choisissez le niveau souhaité')).toBeVisible();
  await expect(form.getByText('Le nom doit contenir au moins 2 caractères')).toHaveCount(0);
  await expect(parent).toHaveValue('Awa Traoré');
  await expect(parent).not.toHaveAttribute('aria-invalid', 'true');
  expect(new URL(page.url()).pathname).toBe('/inscription');
  expect(new URL(page.url()).search).toBe('');
  expect(errors).toEqual([]);
});

test('a link to another page tapped before the app runs is the browser’s: the page, prerendered, at once', async ({
  page,
}) => {
  // Held for good: the entry script is requested and never answered.
  const { errors } = await openHeld(page, '/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByRole('banner').getByRole('link', { name: 'Inscription', exact: true }).click();
  // Followed by the browser at once (a new document: the marker is gone), well before the
  // contract's time limit would have handed a held tap back to it.
  await expect(page).toHaveURL(/\/inscription$/, { timeout: EARLY_EVENTS_FALLBACK_MS / 2 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrire votre enfant');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
    undefined,
  );
  expect(await heldEvents(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('a page load from a link is joined to the page before by a view transition, none for less motion', async ({
  context,
}) => {
  for (const [motion, joined] of [
    ['no-preference', true],
    ['reduce', false],
  ] as const) {
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: motion });
    // What the new document is revealed with (`pagereveal`: a transition object, or null).
    await page.addInitScript(() =>
      addEventListener('pagereveal', (event) => {
        (window as unknown as { joined: boolean }).joined = Boolean(
          (event as Event & { viewTransition?: unknown }).viewTransition,
        );
      }),
    );
    const { errors } = await openHeld(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Inscription', exact: true }).click();
    await expect(page).toHaveURL(/\/inscription$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscrire votre enfant');
    // The header is a part of its own in it, so it stays put while the page cross-fades.
    await expect(page.getByRole('banner')).toHaveCSS('view-transition-name', 'site-header');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { joined?: boolean }).joined), {
        message: `reduced motion: ${motion}`,
      })
      .toBe(joined);
    expect(errors).toEqual([]);
    await page.close();
  }
});

test('when the app fails to load, a held form is sent by the browser at once', async ({ page }) => {
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/inscription', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#pre-inscription form');
  const parent = form.getByLabel(/^Nom du parent/);
  await parent.click();
  await page.keyboard.type('Awa Traoré');
  await form.getByRole('button', { name: 'Envoyer la pré-inscription' }).click();
  // The form's native submission: a GET of the same page with what was typed.
  await expect
    .poll(() => new URL(page.url()).searchParams.get('parentName'), { timeout: 30_000 })
    .toBe('Awa Traoré');
});
