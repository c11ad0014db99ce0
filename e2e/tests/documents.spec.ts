// Documents to download, as a secretary and a family meet them: a document added in the back
// office (/admin/documents) with its French file is listed on /documents in fr, ar and en with its
// type and size, in the HTML itself (the prerender service draws the page again); its link gives
// the bytes uploaded; a replaced file is served at the same address; a « PDF » that is not one and
// a 200 MB file are refused with a clear sentence and nothing stored changes. Every wait is on a
// condition. It runs after the main project, beside the notices suite (playwright.config.ts).
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { localized, unique, waitForPrerendered } from '../support/site';

/** The prerender service draws /documents again after a change: slow on a loaded machine. */
const SERVICE = { timeout: 90_000, intervals: [250, 500, 1000] };

async function html(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

async function signIn(page: Page, path: string) {
  await page.goto(path);
  const form = page
    .locator('form')
    .filter({ has: page.locator('input[autocomplete="current-password"]') });
  await form.locator('input[type="email"]').fill('admin@ecole.example');
  await form.locator('input[type="password"]').fill('AdminDemo2024!');
  await form.locator('button[type="submit"]').click();
  await expect(form).toHaveCount(0, { timeout: 15_000 });
}

/** A PDF of about `size` bytes whose bytes say which one it is. */
function pdf(label: string, size: number): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${label}\n`);
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

test.describe('documents', () => {
  test.describe.configure({ timeout: 300_000 });

  test('uploaded in the back office, listed with its size in three languages, downloaded, replaced at the same address', async ({
    page,
    request,
  }) => {
    const title = unique('Tarifs');
    const first = pdf(title, 1_260_000);
    const second = pdf(`${title} v2`, 2_440_000);
    const folder = mkdtempSync(join(tmpdir(), 'documents-e2e-'));
    try {
      await waitForPrerendered(page, '/documents');
      await signIn(page, '/admin/documents');
      await page.getByRole('button', { name: 'Ajouter un document' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter un document' });
      await dialog.getByLabel(/^Titre en français/).fill(title);
      await dialog.getByLabel(/^Titre en arabe/).fill(`${title} — الرسوم`);
      await dialog.getByLabel(/^Catégorie/).selectOption('fees');
      await dialog.getByLabel(/^Niveau/).selectOption('primary');
      await dialog.getByLabel(/^Année scolaire/).fill('2026-2028');
      const fileInput = dialog.getByLabel('Fichier en français');
      // A « PDF » that is a web page: said on the field as soon as it is chosen, nothing sent.
      await fileInput.setInputFiles({
        name: 'tarifs.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<html>pas un PDF</html>'),
      });
      await expect(dialog.getByRole('alert')).toContainText('n’est pas ce que son nom annonce');
      // A school year that is not two following years: said on its field.
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(dialog.getByText(/deux années qui se suivent/)).toBeVisible();
      await dialog.getByLabel(/^Année scolaire/).fill('2026-2027');
      await fileInput.setInputFiles({
        name: 'tarifs.pdf',
        mimeType: 'application/pdf',
        buffer: first,
      });
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText('Document ajouté')).toBeVisible();
      const item = page.locator('li[data-document-id]').filter({ hasText: title });
      await expect(item.getByTestId('file-fr')).toContainText('version 1 · PDF, 1,3 Mo');

      // In the HTML of /documents in every language, with its type and size.
      const sizes = { fr: 'PDF, 1,3\u202fMo', ar: 'PDF، 1.3 ميغابايت', en: 'PDF, 1.3 MB' };
      for (const [locale, size] of Object.entries(sizes)) {
        const address = localized('/documents', locale as 'fr');
        await expect
          .poll(() => html(request, address), { ...SERVICE, message: `${address} lists it` })
          .toContain(title);
        await page.goto(address);
        const row = page.locator('[data-document]').filter({ hasText: title });
        await expect(row).toContainText(size);
        if (locale === 'en') await expect(row).toContainText('in French');
      }

      // Downloaded: the link gives the bytes uploaded.
      await page.goto('/documents');
      const link = page.locator('[data-document]').filter({ hasText: title }).getByRole('link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/\/storage\/v1\/object\/public\/documents\/\d+\/fr\/current$/);
      const downloaded = await request.get(href!);
      expect(downloaded.headers()['content-type']).toBe('application/pdf');
      expect(Buffer.from(await downloaded.body()).equals(first)).toBe(true);

      // A 200 MB file is refused at once, and the stored file stays.
      await page.goto('/admin/documents');
      const replace = page
        .locator('li[data-document-id]')
        .filter({ hasText: title })
        .getByLabel('Remplacer le fichier en français');
      const huge = join(folder, 'enorme.pdf');
      writeFileSync(huge, '%PDF-1.4\n');
      truncateSync(huge, 200 * 1024 * 1024);
      await replace.setInputFiles(huge);
      await expect(
        page.locator('li[data-document-id]').filter({ hasText: title }).getByRole('alert'),
      ).toContainText('dépasse 20 Mo');
      expect(Buffer.from(await (await request.get(href!)).body()).equals(first)).toBe(true);

      // Replaced: the same address serves the new bytes, the page the new size, the history both.
      await replace.setInputFiles({
        name: 'tarifs-v2.pdf',
        mimeType: 'application/pdf',
        buffer: second,
      });
      await expect(
        page.locator('li[data-document-id]').filter({ hasText: title }).getByTestId('file-fr'),
      ).toContainText('version 2 · PDF, 2,4 Mo');
      await expect
        .poll(async () => Buffer.from(await (await request.get(href!)).body()).equals(second), {
          message: 'the stable address serves the new file',
        })
        .toBe(true);
      await expect
        .poll(() => html(request, '/en/documents'), { ...SERVICE, message: 'the new size' })
        .toContain('PDF, 2.4 MB');
      const history = page
        .locator('li[data-document-id]')
        .filter({ hasText: title })
        .locator('details');
      await history.locator('summary').click();
      await expect(history.getByRole('listitem')).toHaveCount(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
