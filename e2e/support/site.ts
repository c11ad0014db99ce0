import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import WebSocket from 'ws';

export type Locale = 'fr' | 'ar' | 'en';
export const locales: readonly Locale[] = ['fr', 'ar', 'en'];
export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** The address of a page in a language: French unprefixed, /ar/… and /en/… otherwise. */
export { localizedPath as localized } from '@school/build-config/route-table';

export const SUPABASE_URL = 'http://127.0.0.1:54321';
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

let admin: Promise<SupabaseClient> | null = null;

/** supabase-js signed in as the seeded demo admin: reads what visitors stored, publishes news. */
export function adminClient(): Promise<SupabaseClient> {
  admin ??= (async () => {
    const client = createClient(SUPABASE_URL, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no global WebSocket; the tests never subscribe, but the client needs one.
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const { error } = await client.auth.signInWithPassword({
      email: 'admin@ecole.example',
      password: 'AdminDemo2024!',
    });
    if (error) throw error;
    return client;
  })();
  return admin;
}

/** A name no other test run uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Collects console errors and uncaught exceptions; assert it is empty at the end of a test. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed resource names itself only in the location: keep the address in the report.
    if (message.type() === 'error')
      errors.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page's language and direction are right, and it has a localized title and description. */
export async function expectDocument(page: Page, locale: Locale, title: RegExp | string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
    'content',
    // A sentence, not a placeholder: five words or more (Arabic words are short).
    /\S+(\s+\S+){4,}/,
  );
}
