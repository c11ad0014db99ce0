import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import ws from 'ws';
import type { Database } from '../../packages/shared/src/supabase/database.types';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../stack/config.mjs';
import { signJwt } from '../stack/jwt.mjs';

export type Client = SupabaseClient<Database>;
export type Role = 'anon' | 'student' | 'teacher' | 'admin' | 'super_admin';

export const ANON_KEY = DEMO_ANON_KEY;
export const SERVICE_ROLE_KEY = DEMO_SERVICE_ROLE_KEY;
export const JWT_SECRET = DEMO_JWT_SECRET;
export const DEMO_ADMIN = { email: 'admin@ecole.example', password: 'AdminDemo2024!' };
export const PASSWORD = 'correct-horse-42';

export const stacks = () => inject('stacks');

/**
 * `dataDir`, holding a copy of the suite's PGlite database fresh from initdb (global-setup.ts),
 * for a stack or `openPglite`: they find it as they would their own first start left it, and
 * apply the platform SQL, the migrations and the seed to it themselves. It saves PGlite's initdb
 * (seconds of CPU) per stack. A folder left empty still starts from nothing; the site's own
 * stack in e2e always does.
 */
export function pgliteDataDir(dataDir: string): string {
  cpSync(inject('pgliteTemplate').pgdata, join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

/** An in-memory PGlite database fresh from initdb, as `PGlite.create()` makes one, made faster. */
export function memoryPglite(): Promise<PGlite> {
  const tarball = readFileSync(inject('pgliteTemplate').tarball);
  return PGlite.create({ loadDataDir: new Blob([tarball]) });
}

const clientRun = Math.floor(Math.random() * 0xffff).toString(16);
let clientCount = 0;
/**
 * An address of its own for each client, in the documentation range (2001:db8::/32). The test
 * stacks trust loopback as a proxy (global-setup.ts), so the database's per-client throttle sees
 * this X-Forwarded-For: test files sharing a stack never use up each other's contact or
 * newsletter allowance, and a test can play several visitors.
 */
export const fakeClientAddress = () => `2001:db8:${clientRun}::${(clientCount += 1).toString(16)}`;

/** A client as a browser tab would have it, minus storage (each test owns its session). */
export function client(
  url: string,
  key: string = ANON_KEY,
  address: string = fakeClientAddress(),
): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-forwarded-for': address } },
    // supabase-js 2.119 expects Node 22's global WebSocket; on Node 20 it is passed in.
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export const serviceClient = (url: string) => client(url, SERVICE_ROLE_KEY);

export async function signedIn(url: string, email: string, password: string): Promise<Client> {
  const c = client(url);
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return c;
}

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
export const uniqueEmail = (label: string) =>
  `${label}.${run}.${Math.floor(Math.random() * 1e9)}@test.example`;

/**
 * One signed-in client per role. Accounts are created by sign-up (always `student`); the other
 * roles are granted with the service role, the only way a role ever changes.
 */
export async function clientsByRole(url: string): Promise<Record<Role, Client>> {
  const service = serviceClient(url);
  const make = async (role: Exclude<Role, 'anon'>) => {
    const email = uniqueEmail(role);
    const c = client(url);
    const { data, error } = await c.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: role, last_name: 'Test' } },
    });
    if (error || !data.user) throw error ?? new Error('sign-up returned no user');
    if (role !== 'student') {
      const update = await service.from('profiles').update({ role }).eq('id', data.user.id);
      if (update.error) throw new Error(update.error.message);
    }
    return c;
  };
  return {
    anon: client(url),
    student: await make('student'),
    teacher: await make('teacher'),
    admin: await make('admin'),
    super_admin: await make('super_admin'),
  };
}

/** A token signed with the project's secret, for forged- and expired-token tests. */
export function tokenWith(claims: Record<string, unknown>, secret = JWT_SECRET): string {
  return signJwt(claims, secret);
}

export function withToken(url: string, token: string): Client {
  return createClient<Database>(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client that starts mailed flows with PKCE, as the site's (the code verifier stays in it). */
export function pkceClient(url: string, address: string = fakeClientAddress()): Client {
  return createClient<Database>(url, ANON_KEY, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: 'pkce',
    },
    global: { headers: { 'x-forwarded-for': address } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** What the mail catcher holds for `to`, newest first. */
export async function mailsTo(mailUrl: string, to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits until the catcher holds `count` mails for `to` (mail is sent after the answer) and
 * returns the newest. Bounded by the test's own time limit.
 */
export async function nextMail(mailUrl: string, to: string, count = 1): Promise<CaughtMail> {
  for (;;) {
    const mails = await mailsTo(mailUrl, to);
    if (mails.length >= count) return mails[0]!;
    await sleep(50);
  }
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return link;
}
