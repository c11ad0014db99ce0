// Authentication through supabase-js (auth-js 2.119) against the local GoTrue-compatible API.
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { ANON_KEY, client, DEMO_ADMIN, PASSWORD, sleep, stacks, uniqueEmail } from './support';

describe.each(stacks())('auth on $name', ({ url }) => {
  it('signs up with metadata and redirect, is signed in at once, and gets a student profile', async () => {
    const c = client(url);
    const email = uniqueEmail('signup');
    const { data, error } = await c.auth.signUp({
      email,
      password: PASSWORD,
      options: {
        data: { first_name: 'Fatoumata', last_name: 'Diarra' },
        emailRedirectTo: 'http://localhost:3000/admin/login',
      },
    });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.user!.user_metadata).toMatchObject({
      first_name: 'Fatoumata',
      last_name: 'Diarra',
    });
    expect(data.user!.identities![0]!.provider).toBe('email');
    expect(data.session!.token_type).toBe('bearer');
    expect(data.session!.expires_in).toBe(3600);
    const profile = await c.from('profiles').select('*').eq('id', data.user!.id).single();
    expect(profile.data).toMatchObject({
      email,
      first_name: 'Fatoumata',
      last_name: 'Diarra',
      role: 'student',
    });
    const role = await c.rpc('get_user_role', { user_id: data.user!.id });
    expect(role.data).toBe('student');
  });

  it('refuses a duplicate sign-up, whatever the case of the address', async () => {
    const email = uniqueEmail('dup');
    expect((await client(url).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await client(url).auth.signUp({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error!.code).toBe('user_already_exists');
    expect(error!.status).toBe(422);
    expect(data.user).toBeNull();
  });

  it("refuses a weak password and an invalid address with GoTrue's codes", async () => {
    const weak = await client(url).auth.signUp({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error!.code).toBe('weak_password');
    expect((weak.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    const invalid = await client(url).auth.signUp({ email: 'nobody', password: PASSWORD });
    expect(invalid.error!.code).toBe('validation_failed');
    expect(invalid.error!.status).toBe(400);
  });

  it('signs in with the demo admin and reads the session and user', async () => {
    const c = client(url);
    const { data, error } = await c.auth.signInWithPassword(DEMO_ADMIN);
    expect(error).toBeNull();
    expect(data.session!.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    const session = await c.auth.getSession();
    expect(session.data.session!.user.email).toBe(DEMO_ADMIN.email);
    const user = await c.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user!.id).toBe(data.user!.id);
  });

  it('refuses a wrong password and an unknown account alike', async () => {
    for (const credentials of [
      { email: DEMO_ADMIN.email, password: 'wrong-password' },
      { email: uniqueEmail('ghost'), password: PASSWORD },
    ]) {
      const { data, error } = await client(url).auth.signInWithPassword(credentials);
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error!.code).toBe('invalid_credentials');
      expect(error!.message).toBe('Invalid login credentials');
      expect(error!.status).toBe(400);
      expect(data.session).toBeNull();
    }
  });

  it('refreshes with rotation, and ends the session when a used refresh token comes back', async () => {
    const c = client(url);
    const email = uniqueEmail('refresh');
    await c.auth.signUp({ email, password: PASSWORD });
    const first = (await c.auth.getSession()).data.session!;
    const refreshed = await c.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.refresh_token).not.toBe(first.refresh_token);

    // Within the reuse window the old token gives the current one (two tabs refreshing).
    const raw = (token: string) =>
      fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const concurrent = await raw(first.refresh_token);
    expect(concurrent.status).toBe(200);
    const body = (await concurrent.json()) as { refresh_token: string };
    expect(body.refresh_token).toBe(refreshed.data.session!.refresh_token);

    const unknown = await raw('not-a-token');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'refresh_token_not_found' });

    // Past the window (1.5 s in these tests, 10 s by default) a used token is taken as stolen:
    // it is refused and the whole session ends, the current token included.
    await sleep(1700);
    const stolen = await raw(first.refresh_token);
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ code: 'refresh_token_already_used' });
    const current = await raw(refreshed.data.session!.refresh_token);
    expect(current.status).toBe(400);
    expect(await current.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const probe = await client(url).auth.getUser(refreshed.data.session!.access_token);
    expect(probe.error?.message).toMatch(/session/i);
  });

  it('signs out locally, globally and others, and the ended session is refused', async () => {
    const email = uniqueEmail('logout');
    await client(url).auth.signUp({ email, password: PASSWORD });
    const tab1 = client(url);
    const tab2 = client(url);
    const tab3 = client(url);
    for (const tab of [tab1, tab2, tab3])
      expect((await tab.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    expect((await tab1.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await tab1.auth.getUser()).error).toBeNull();
    expect((await tab2.auth.getUser()).error?.name).toBe('AuthSessionMissingError');

    expect((await tab1.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await tab1.auth.getSession()).data.session).toBeNull();

    const tab4 = client(url);
    await tab4.auth.signInWithPassword({ email, password: PASSWORD });
    const token = (await tab4.auth.getSession()).data.session!.access_token;
    expect((await tab4.auth.signOut()).error).toBeNull();
    const after = await fetch(`${url}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: 'session_not_found' });
    void tab3;
  });

  it("updates the user's metadata and password", async () => {
    const c = client(url);
    const email = uniqueEmail('update');
    await c.auth.signUp({ email, password: PASSWORD });
    const updated = await c.auth.updateUser({
      data: { first_name: 'Moussa' },
      password: 'another-password-1',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata.first_name).toBe('Moussa');
    expect(
      (await client(url).auth.signInWithPassword({ email, password: 'another-password-1' })).error,
    ).toBeNull();
    expect(
      (await client(url).auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
  });

  it('refuses a blank or whitespace-only password like a short one, everywhere one is set', async () => {
    const spaces = ' '.repeat(10);
    const c = client(url);
    const email = uniqueEmail('blank');
    const signUp = await c.auth.signUp({ email, password: spaces });
    expect(signUp.error?.code).toBe('weak_password');
    expect((signUp.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    await c.auth.signUp({ email, password: PASSWORD });
    for (const password of [spaces, '\t\n'.repeat(6), `   ${'x'.repeat(4)}   `]) {
      const updated = await c.auth.updateUser({ password });
      expect(updated.error?.code).toBe('weak_password');
    }
    expect(
      (await client(url).auth.signInWithPassword({ email, password: spaces })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await client(url).auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it('keeps what it answers a signed-in caller, and every token, out of every cache', async () => {
    const c = client(url);
    const { data } = await c.auth.signInWithPassword(DEMO_ADMIN);
    const token = data.session!.access_token;
    const asUser = { apikey: ANON_KEY, Authorization: `Bearer ${token}` };
    const cacheOf = async (path: string, init: RequestInit) =>
      (await fetch(`${url}${path}`, init)).headers.get('cache-control');
    expect(await cacheOf('/auth/v1/user', { headers: asUser })).toBe('private, no-store');
    expect(await cacheOf('/rest/v1/profiles?select=id', { headers: asUser })).toBe(
      'private, no-store',
    );
    expect(await cacheOf('/rest/v1/rpc/is_admin', { method: 'POST', headers: asUser })).toBe(
      'private, no-store',
    );
    expect(
      await cacheOf('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify(DEMO_ADMIN),
      }),
    ).toBe('private, no-store');
    // A visitor's public read is the same for everyone: not marked private.
    expect(
      await cacheOf('/rest/v1/site_settings?select=key', { headers: { apikey: ANON_KEY } }),
    ).toBeNull();
  });

  it('publishes its settings', async () => {
    const response = await fetch(`${url}/auth/v1/settings`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      external: { email: true },
      disable_signup: false,
    });
  });
});
