// Phone numbers, addresses, references and school years in the Arabic mails read left to right
// as a mail client shows them: each part (plain text in a right-to-left block, HTML as sent) is
// drawn by Chromium and the pieces of each value are found on screen, each left of the next.
// Looking for isolate characters in the source would not prove it; the drawing does.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { renderAdmissionMail } from '../../supabase/functions/admission-mail/render.mjs';
import { loadMailTemplates, renderMail } from '../../supabase/stack/mailer.mjs';
import { expect, test } from '../support/test';

const payload = {
  reference: 'INS-7K3M9Q',
  parent_name: 'آمنة تراوري',
  child_name: 'موسى',
  level: 'primary',
  school_year: '2026-2027',
  phone: '+223 76 12 34 56',
  school_name: 'المجمع المدرسي',
  school_phone: '+223 20 22 45 67',
  school_email: 'contact2@ecole.example',
  school_address: 'Hamdallaye ACI 2000, Bamako',
};

/** Shows a mail part as a client would: the plain text in an Arabic block, the HTML as it is. */
async function show(page: Page, part: { text?: string; html?: string }) {
  if (part.html !== undefined) await page.setContent(part.html);
  else {
    await page.setContent('<pre lang="ar" dir="rtl" style="white-space: pre-wrap"></pre>');
    await page.locator('pre').evaluate((pre, text) => (pre.textContent = text), part.text ?? '');
  }
}

/**
 * The left edge on screen of each piece of `value` (each run of letters or digits), where the
 * value appears in the page's text. Fails when the value is not there.
 */
async function piecesLeftToRight(page: Page, value: string) {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    // The page's text with each character's node and offset (isolates and marks are skipped:
    // they are invisible, and the value's characters are what a reader sees).
    const chars: { node: Text; offset: number; char: string }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let offset = 0; offset < text.length; offset += 1) {
        const char = text[offset]!;
        if (!/[\u2066-\u2069\u200e\u200f]/.test(char))
          chars.push({ node: node as Text, offset, char });
      }
    }
    const all = chars.map((c) => c.char).join('');
    const at = all.indexOf(wanted);
    if (at < 0) return null;
    const lefts: number[] = [];
    let start = 0;
    for (const piece of wanted.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
      const from = wanted.indexOf(piece, start);
      start = from + piece.length;
      const first = chars[at + from]!;
      const last = chars[at + from + piece.length - 1]!;
      const range = document.createRange();
      range.setStart(first.node, first.offset);
      range.setEnd(last.node, last.offset + 1);
      lefts.push(range.getBoundingClientRect().left);
    }
    return lefts;
  }, value);
}

async function expectLeftToRight(page: Page, value: string, where: string) {
  const lefts = await piecesLeftToRight(page, value);
  expect(lefts, `${value} in ${where}`).not.toBeNull();
  for (let i = 1; i < lefts!.length; i += 1) {
    expect(lefts![i]!, `${value} in ${where}: piece ${i + 1} right of piece ${i}`).toBeGreaterThan(
      lefts![i - 1]!,
    );
  }
}

test('the Arabic pre-registration mail: numbers, reference, year and address read left to right', async ({
  page,
}) => {
  const mail = renderAdmissionMail(payload, 'ar');
  for (const [name, part] of [
    ['the plain text', { text: mail.text }],
    ['the HTML', { html: mail.html }],
  ] as const) {
    await show(page, part);
    for (const value of [
      payload.phone,
      payload.school_phone,
      payload.school_email,
      payload.reference,
      payload.school_year,
    ]) {
      await expectLeftToRight(page, value, name);
    }
  }
});

test('the Arabic account mails: the addresses read left to right', async ({ page }) => {
  const templates = loadMailTemplates(join(import.meta.dirname, '../../supabase/config.toml'));
  const data = {
    SiteURL: 'http://localhost:3000',
    ConfirmationURL: 'http://localhost:54321/auth/v1/verify?token=abc&type=recovery',
    Email: '2024.parent@ecole.example',
    NewEmail: '7awa@ecole.example',
    Token: '123456',
    TokenHash: 'abc',
    RedirectTo: 'http://localhost:3000/ar/admin/reset-password',
    Data: { locale: 'ar', first_name: 'آمنة', invited_by: 'مدير', invited_role: 'admin' },
  };
  for (const type of ['recovery', 'invite', 'email_change'] as const) {
    const mail = renderMail(templates, type, data);
    for (const [name, part] of [
      ['text', { text: mail.text }],
      ['HTML', { html: mail.html }],
    ] as const) {
      await show(page, part);
      await expectLeftToRight(page, data.Email, `${type} ${name}`);
      if (type === 'email_change') await expectLeftToRight(page, data.NewEmail, `${type} ${name}`);
    }
  }
});
