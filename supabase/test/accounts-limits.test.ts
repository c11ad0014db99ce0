// The auth service's defaults that the shared test stacks relax: public sign-up off, the
// per-client and per-address limits, a mailed link's expiry. On a PGlite stack of its own with
// small limits (these live in the auth service, not in the database, so one engine suffices).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../stack/stack.mjs';
import {
  ANON_KEY,
  client,
  fakeClientAddress,
  linkIn,
  nextMail,
  PASSWORD,
  pgliteDataDir,
  pkceClient,
  serviceClient,
  sleep,
  uniqueEmail,
} from './support';

const RESET_PAGE = 'http://localhost:3000/admin/reset-password';
const LINK_LIFETIME_S = 2;

let stack: Awaited<ReturnType<typeof startStack>>;
const dir = mkdtempSync(join(tmpdir(), 'school-accounts-'));

beforeAll(async () => {
  stack = await startStack({
    port: 0,
    dataDir: pgliteDataDir(join(dir, 'pglite')),
    log: () => undefined,
    trustedProxies: ['127.0.0.1', '::1'],
    signInSignUpRateLimit: 3,
    signInPerEmailRateLimit: 3,
    emailSentRateLimit: 2,
    mailerOtpExpSeconds: LINK_LIFETIME_S,
  });
});

afterAll(async () => {
  await stack?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** An account made by the project (sign-up is off here). */
async function account(label: string) {
  const email = uniqueEmail(label);
  const { error } = await serviceClient(stack.url).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error) throw error;
  return email;
}

/** A raw password sign-in from one client address. */
async function signIn(email: string, password: string, address: string) {
  const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { code?: string; message?: string },
  };
}

describe('defaults of the auth service', () => {
  it('public sign-up is off: the settings say so and the API refuses, creating nothing', async () => {
    const settings = (await (await fetch(`${stack.url}/auth/v1/settings`)).json()) as {
      disable_signup: boolean;
    };
    expect(settings.disable_signup).toBe(true);
    const email = uniqueEmail('walk-in');
    const { data, error } = await client(stack.url).auth.signUp({ email, password: PASSWORD });
    expect(error?.code).toBe('signup_disabled');
    expect(error?.status).toBe(422);
    expect(data.user).toBeNull();
    const found = await serviceClient(stack.url).from('profiles').select('id').eq('email', email);
    expect(found.data).toEqual([]);
  });

  it('limits sign-in attempts per client address, and says for how long', async () => {
    const email = await account('per-client');
    const address = fakeClientAddress();
    // Every attempt counts, whatever the address tried.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(uniqueEmail('guess'), PASSWORD, address)).status).toBe(400);
    }
    const limited = await signIn(email, PASSWORD, address);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('over_request_rate_limit');
    const seconds = Number(/after (\d+) seconds/.exec(limited.body.message ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(300);
    expect(Number(limited.retryAfter)).toBe(seconds);
    // Another client is not held back by this one.
    expect((await signIn(email, PASSWORD, fakeClientAddress())).status).toBe(200);
  });

  it('limits failed sign-ins per address, whichever clients they come from', async () => {
    const email = await account('per-address');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(email, 'not-the-password', fakeClientAddress())).status).toBe(400);
    }
    const limited = await signIn(email, PASSWORD, fakeClientAddress());
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('over_request_rate_limit');
    // Another account from the same clients is not.
    const other = await account('per-address-other');
    expect((await signIn(other, PASSWORD, fakeClientAddress())).status).toBe(200);
  });

  it('limits recovery mails per client address', async () => {
    const address = fakeClientAddress();
    const browser = pkceClient(stack.url, address);
    for (const label of ['mail-a', 'mail-b']) {
      const sent = await browser.auth.resetPasswordForEmail(uniqueEmail(label), {
        redirectTo: RESET_PAGE,
      });
      expect(sent.error).toBeNull();
    }
    const third = await browser.auth.resetPasswordForEmail(uniqueEmail('mail-c'), {
      redirectTo: RESET_PAGE,
    });
    expect(third.error?.status).toBe(429);
    expect(third.error?.code).toBe('over_email_send_rate_limit');
    expect(third.error?.message).toMatch(/after \d+ seconds/);
    const elsewhere = await pkceClient(stack.url).auth.resetPasswordForEmail(
      uniqueEmail('mail-d'),
      {
        redirectTo: RESET_PAGE,
      },
    );
    expect(elsewhere.error).toBeNull();
  });

  it('a recovery link stops working once its lifetime is over', async () => {
    const email = await account('expiry');
    await pkceClient(stack.url).auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    // The lifetime runs from the request, which was recorded before the answer came back.
    const answered = Date.now();
    const mail = await nextMail(stack.mailUrl!, email);
    while (Date.now() < answered + LINK_LIFETIME_S * 1000 + 200) await sleep(100);
    const response = await fetch(linkIn(mail, `${stack.url}/auth/v1/verify?`), {
      redirect: 'manual',
    });
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error_code')).toBe('otp_expired');
    expect(location.searchParams.get('code')).toBeNull();
  });
});
